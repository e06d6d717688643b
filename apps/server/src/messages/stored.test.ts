import { describe, expect, it } from 'vitest';
import { readStored, sentence, storedText } from './stored.ts';

describe('stored sentences', () => {
  it('are read in the language asked for, a sentence within a sentence too', () => {
    const kept = storedText(
      sentence('deliveryNotSent', { reason: sentence('hostNotFound', { host: 'hooks.example' }) }),
    );
    expect(readStored(kept, 'en')).toBe(
      'Nothing was sent: The host hooks.example could not be found. Check the address.',
    );
    expect(readStored(kept, 'de')).toBe(
      'Nichts wurde gesendet: Der Host hooks.example wurde nicht gefunden. Prüfen Sie die Adresse.',
    );
    expect(readStored(storedText(sentence('deliveryAnswered', { status: 503 })), 'ar')).toBe(
      'ردّ المستقبِل بالرمز 503.',
    );
  });

  it('answer text kept before sentences had keys, or not of the catalog, as it is', () => {
    for (const text of ['The receiver answered 500.', '{"key":"noSuchKey","params":{}}', '{not json', '{}']) {
      expect(readStored(text, 'de')).toBe(text);
    }
    expect(readStored(null, 'ar')).toBeNull();
  });
});
