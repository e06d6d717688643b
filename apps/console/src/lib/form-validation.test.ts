import { LEVEL, ZAdminRequest, ZPlanRequest } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { validationIn } from './form-validation';

const admin = { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', level: LEVEL.ADMIN };
const plan = { title: 'Premium', type: 3, cost: 9.99, yearly_discount: 10, subscription_plans_features: [] };

describe("a form's checks in the console's language", () => {
  it('are met by good values', () => {
    expect(validationIn('de')(ZAdminRequest)(admin)).toEqual({});
  });

  it("word zod's checks in each language, with the first message of each field", () => {
    const values = { ...admin, first_name: undefined, last_name: 'x'.repeat(101), email: 'not an address' };
    expect(validationIn('en')(ZAdminRequest)(values)).toMatchObject({
      first_name: 'This field is required.',
      last_name: 'Give at most 100 characters.',
    });
    expect(validationIn('de')(ZAdminRequest)(values)).toEqual({
      first_name: 'Dieses Feld ist erforderlich.',
      last_name: 'Geben Sie höchstens 100 Zeichen an.',
      email: expect.stringMatching(/E-Mail/),
    });
    expect(validationIn('ar')(ZAdminRequest)(values).first_name).toBe('هذا الحقل مطلوب.');
  });

  it("translate a schema's own sentence, and keep it in English as written", () => {
    const twice = { ...plan, subscription_plans_features: [4, 4] };
    expect(validationIn('en')(ZPlanRequest)(twice)).toEqual({
      subscription_plans_features: 'A feature is listed twice.',
    });
    expect(validationIn('de')(ZPlanRequest)(twice)).toEqual({
      subscription_plans_features: 'Eine Funktion ist doppelt aufgeführt.',
    });
    expect(validationIn('ar')(ZPlanRequest)({ ...plan, title: 'P' })).toEqual({
      title: 'أعطِ الخطة عنوانًا من حرفين على الأقل.',
    });
  });
});
