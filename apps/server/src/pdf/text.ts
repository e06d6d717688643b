import type { Language } from '@radiant/contract';

// How Radiant's PDFs write times and text: in UK time, in the PDF's language, and in what its standard fonts
// can draw.

/**
 * The languages a PDF is written in. Arabic is not one: the standard fonts have no Arabic letters, and PDFKit,
 * even with an embedded Arabic font, runs no bidi algorithm: the figures and names inside an Arabic line would
 * be reversed with it (docs/languages.md#pdfs). An Arabic admin's PDFs are in English.
 */
export type PdfLanguage = 'en' | 'de';
export const pdfLanguageOf = (language: Language): PdfLanguage => (language === 'de' ? 'de' : 'en');

const LOCALES: Record<PdfLanguage, string> = { en: 'en-GB', de: 'de-DE' };
const dayParts = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const UK_TIME = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, {
      timeZone: 'Europe/London',
      ...dayParts,
      hour: '2-digit',
      minute: '2-digit',
    }),
  ]),
) as Record<PdfLanguage, Intl.DateTimeFormat>;
const UK_DAY = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...dayParts }),
  ]),
) as Record<PdfLanguage, Intl.DateTimeFormat>;

/** An instant as people in England read it: `27 Nov 2026, 14:05` (`27. Nov. 2026, 14:05`); a dash for none. */
export const ukTime = (at: string | null | undefined, language: PdfLanguage = 'en') =>
  at ? UK_TIME[language].format(new Date(at)) : '–';

/** A day (YYYY-MM-DD) as `27 Nov 2026` (`27. Nov. 2026`). */
export const ukDay = (day: string, language: PdfLanguage = 'en') =>
  UK_DAY[language].format(new Date(`${day}T00:00:00Z`));

/** The characters of Windows-1252 above Latin-1's first half that the standard PDF fonts draw (WinAnsiEncoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * A text the PDF's standard fonts can draw: line breaks and tabs kept; letters outside WinAnsi lose their marks
 * where that leaves one inside (ő → o), and what is still outside becomes `?` rather than a wrong glyph. (Scripts
 * such as Arabic need an embedded font and bidi: see `PdfLanguage`.)
 */
export function drawableText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n' || char === '\t' || drawable(char)) out += char;
    else {
      const bare = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += bare.length > 0 && [...bare].every(drawable) ? bare : '?';
    }
  }
  return out;
}
