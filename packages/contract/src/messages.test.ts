import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applyPlainMessages } from './messages.ts';
import { ZPlanRequest } from './subscriptions.ts';

applyPlainMessages();
const messages = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );

describe('plain validation messages', () => {
  it('word the checks that schemas leave to zod', () => {
    const schema = z.object({
      name: z.string(),
      count: z.coerce.number().int(),
      size: z.number().int(),
      code: z.string().min(4).max(6),
      note: z.string().min(1),
      tags: z.array(z.string()).max(1),
      rate: z.number().gt(0),
      email: z.email(),
      site: z.url(),
      kind: z.enum(['a', 'b']),
    });
    expect(
      messages(schema, {
        count: 'many',
        size: 1.5,
        code: 'abc',
        note: '',
        tags: ['x', 'y'],
        rate: 0,
        email: 'x',
        site: 'x',
        kind: 'c',
      }),
    ).toEqual({
      name: 'This field is required.',
      count: 'Give a number.',
      size: 'Give a whole number.',
      code: 'Give at least 4 characters.',
      note: 'Give a value.',
      tags: 'Give at most 1 item.',
      rate: 'Give a number more than 0.',
      email: 'Give a valid email address.',
      site: 'Give a valid web address.',
      kind: 'Choose one of: a, b.',
    });
  });

  it("leave a schema's own sentence in place", () => {
    expect(messages(ZPlanRequest, { title: 'x', type: 1, cost: 0, yearly_discount: 0 }).title).toBe(
      'Give the plan a title of at least 2 characters.',
    );
  });
});
