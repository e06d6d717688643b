import { featureOperations, preferenceOperations } from '@radiant/contract';
import { describe, expect, it } from 'vitest';
import { callerAs, createLoggedInAccount, createTestApp, type TestInput } from './support/test-app.ts';
import { unique } from './support/unique.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);
const call = callerAs(app, token);

const inLanguage = (language: string | undefined, input: TestInput = {}): TestInput => ({
  ...input,
  headers: { ...input.headers, ...(language && { 'accept-language': language }) },
});

async function staleFeatureEdit(language?: string) {
  const created = await call(featureOperations.create, { body: { title: unique('Feature') } });
  const { id, version } = created.json().data.feature;
  await call(featureOperations.update, { params: { id }, body: { title: unique('Theirs'), version } });
  return call(
    featureOperations.update,
    inLanguage(language, { params: { id }, body: { title: unique('Mine'), version } }),
  );
}

const malformedJson = (language?: string) =>
  app.inject({
    method: 'PUT',
    url: '/v1/auth/me/preferences',
    headers: {
      authorization: token,
      'content-type': 'application/json',
      ...(language && { 'accept-language': language }),
    },
    payload: '{"language": ',
  });

describe("the server's errors in the request's language", () => {
  it.each([
    [undefined, 'en', 'The field "title" in the request body is invalid: This field is required.'],
    ['de-AT,en;q=0.5', 'de', 'Das Feld „title“ im Anfragetext ist ungültig: Dieses Feld ist erforderlich.'],
    ['ar', 'ar', 'الحقل «title» في نص الطلب غير صالح: هذا الحقل مطلوب.'],
  ])(
    'words a 400 for %s in %s, with the same code and field paths',
    async (header, language, description) => {
      const refused = await call(featureOperations.create, inLanguage(header, { body: { description: 7 } }));
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-language']).toBe(language);
      const envelope = refused.json();
      expect(envelope).toMatchObject({ code: 400, message: 'VALIDATION_ERROR', description });
      expect(envelope.errors.map((error: { path: string }) => error.path).sort()).toEqual([
        'description',
        'title',
      ]);
      expect(envelope.errors[0].message).not.toMatch(language === 'en' ? /ß/ : /Give|field/i);
    },
  );

  it.each([
    [undefined, 'The feature was not found.'],
    ['de', 'Die Funktion wurde nicht gefunden.'],
    ['ar;q=0.9, fr', 'لم يُعثر على الميزة.'],
  ])('words a 404 for %s', async (header, description) => {
    const missing = await call(
      featureOperations.update,
      inLanguage(header, { params: { id: 999_999 }, body: { title: 'Nothing' } }),
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 404, message: 'NOT_FOUND', description });
  });

  it.each([
    [undefined, /^The feature was changed by someone else/],
    ['de', /^Die Funktion wurde von jemand anderem geändert/],
    ['ar', /^عدّل شخص آخر الميزة/],
  ])('words a 409 for %s', async (header, description) => {
    const stale = await staleFeatureEdit(header);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 409,
      message: 'STALE_VERSION',
      description: expect.stringMatching(description),
    });
  });

  it.each([
    [undefined, 'en', 'The request body is not valid JSON.'],
    ['de', 'de', 'Der Anfragetext ist kein gültiges JSON.'],
    ['ar', 'ar', 'نص الطلب ليس JSON صالحًا.'],
  ])('words a framework error (malformed JSON) for %s', async (header, language, description) => {
    const refused = await malformedJson(header);
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-language']).toBe(language);
    expect(refused.json()).toEqual({ code: 400, message: 'VALIDATION_ERROR', description });
  });

  it("words zod's checks with their figures, and translates a schema's own sentence", async () => {
    const tooLong = { title: 'x'.repeat(81) };
    const inEnglish = await call(featureOperations.create, { body: tooLong });
    expect(inEnglish.json().errors).toEqual([{ path: 'title', message: 'Give at most 80 characters.' }]);
    const inGerman = await call(featureOperations.create, inLanguage('de', { body: tooLong }));
    expect(inGerman.json().errors).toEqual([
      { path: 'title', message: 'Geben Sie höchstens 80 Zeichen an.' },
    ]);
    const inArabic = await call(featureOperations.create, inLanguage('ar', { body: tooLong }));
    expect(inArabic.json().errors).toEqual([{ path: 'title', message: 'أدخل 80 حرفًا على الأكثر.' }]);

    const short = { title: 'x' };
    const own = await call(featureOperations.create, { body: short });
    expect(own.json().errors).toEqual([
      { path: 'title', message: 'Give the feature a name of at least 2 characters.' },
    ]);
    const ownInArabic = await call(featureOperations.create, inLanguage('ar', { body: short }));
    expect(ownInArabic.json().errors).toEqual([
      { path: 'title', message: 'أعطِ الميزة اسمًا من حرفين على الأقل.' },
    ]);

    // One not translated yet is answered with its check's general sentence, never in English.
    const unknown = { language: 'fr', digits: 'latin' };
    const english = await call(preferenceOperations.save, { body: unknown });
    expect(english.json().errors[0].message).toBe("One of en, de, ar, or null for the browser's.");
    const german = await call(preferenceOperations.save, inLanguage('de', { body: unknown }));
    expect(german.json().errors).toEqual([
      { path: 'language', message: 'Wählen Sie eines von: en, de, ar.' },
    ]);
  });
});
