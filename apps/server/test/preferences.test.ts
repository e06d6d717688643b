import { preferenceOperations } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { callerAs, createLoggedInAccount, createTestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();

describe("an admin's language and digits", () => {
  it('follow the browser until chosen, then the admin, and stay each admin’s own', async () => {
    const { token } = await createLoggedInAccount(app, database);
    const send = callerAs(app, token);
    expect((await send(preferenceOperations.get)).json().data.preferences).toEqual({
      language: null,
      digits: 'latin',
      updated_at: null,
    });

    const saved = await send(preferenceOperations.save, { body: { language: 'ar', digits: 'arab' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = (await send(preferenceOperations.get)).json().data.preferences;
    expect(again).toMatchObject({ language: 'ar', digits: 'arab' });
    expect(Date.parse(again.updated_at)).toBeGreaterThan(Date.now() - 60_000);

    const { token: other } = await createLoggedInAccount(app, database);
    expect(
      (await callerAs(app, other)(preferenceOperations.get)).json().data.preferences.language,
    ).toBeNull();

    // Back to the browser's language.
    await send(preferenceOperations.save, { body: { language: null, digits: 'latin' } });
    expect((await send(preferenceOperations.get)).json().data.preferences).toMatchObject({
      language: null,
      digits: 'latin',
    });
  });

  it.each([
    ['an unknown language', { language: 'fr', digits: 'latin' }, 'language'],
    ['unknown digits', { language: 'de', digits: 'roman' }, 'digits'],
    ['a missing field', { language: 'de' }, 'digits'],
    ['a field of its own', { language: 'de', digits: 'latin', theme: 'dark' }, ''],
  ])('refuses %s with a 400 naming it, and keeps what was saved', async (_case, body, field) => {
    const { token } = await createLoggedInAccount(app, database);
    const send = callerAs(app, token);
    await send(preferenceOperations.save, { body: { language: 'de', digits: 'latin' } });
    const refused = await send(preferenceOperations.save, { body: body as never });
    expect(refused.statusCode, refused.body).toBe(400);
    if (field) expect(refused.body).toContain(field);
    expect((await send(preferenceOperations.get)).json().data.preferences).toMatchObject({
      language: 'de',
      digits: 'latin',
    });
  });
});
