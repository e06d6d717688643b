import type { Language } from '@radiant/contract';

// How Radiant's PDFs write times and text: in UK time, in the PDF's language, and in what its fonts can draw.

/**
 * The languages a PDF is written in: every language of the console. Arabic is drawn in an embedded font, each
 * line reordered for display (`fonts.ts`, `bidi.ts`).
 */
export type PdfLanguage = Language;

/** Each language's locale for dates and figures; Arabic with Latin digits, as the console writes it. */
export const PDF_LOCALES: Record<PdfLanguage, string> = { en: 'en-GB', de: 'de-DE', ar: 'ar-u-nu-latn' };
const dayParts = { day: 'numeric', month: 'short', year: 'numeric' } as const;
const UK_TIME = Object.fromEntries(
  Object.entries(PDF_LOCALES).map(([language, locale]) => [
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
  Object.entries(PDF_LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...dayParts }),
  ]),
) as Record<PdfLanguage, Intl.DateTimeFormat>;

const UK_MONTH = Object.fromEntries(
  Object.entries(PDF_LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'long', year: 'numeric' }),
  ]),
) as Record<PdfLanguage, Intl.DateTimeFormat>;
const NUMBERS = Object.fromEntries(
  Object.entries(PDF_LOCALES).map(([language, locale]) => [
    language,
    new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }),
  ]),
) as Record<PdfLanguage, Intl.NumberFormat>;

/** An instant as people in England read it: `27 Nov 2026, 14:05` (`27. Nov. 2026, 14:05`); a dash for none. */
export const ukTime = (at: string | null | undefined, language: PdfLanguage = 'en') =>
  at ? UK_TIME[language].format(new Date(at)) : '–';

/** A day (YYYY-MM-DD) as `27 Nov 2026` (`27. Nov. 2026`). */
export const ukDay = (day: string, language: PdfLanguage = 'en') =>
  UK_DAY[language].format(new Date(`${day}T00:00:00Z`));

/** A month (its first day, YYYY-MM-DD) as `October 2026` (`Oktober 2026`). */
export const monthName = (month: string, language: PdfLanguage = 'en') =>
  UK_MONTH[language].format(new Date(`${month}T00:00:00Z`));

/** A stored number as it is: `72.25` (`72,25`). */
export const plainNumber = (value: number, language: PdfLanguage) => NUMBERS[language].format(value);

/** The characters of Windows-1252 above Latin-1's first half that the standard PDF fonts draw (WinAnsiEncoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * A text a font can draw (by default the PDF's standard fonts, WinAnsi): line breaks and tabs kept; letters the
 * font lacks lose their marks where that leaves one it has (ő → o, ² → 2), and what is still missing becomes `?`
 * rather than a wrong glyph.
 */
export function drawableText(text: string, drawable: (char: string) => boolean = inWinAnsi): string {
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
