// How an evidence pack writes times and text: in UK time, and in what its PDF's standard fonts can draw.

const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const UK_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** An instant as people in England read it: `27 Nov 2026, 14:05`; a dash for none. */
export const ukTime = (at: string | null | undefined) => (at ? UK_TIME.format(new Date(at)) : '–');

/** A day (YYYY-MM-DD) as `27 Nov 2026`. */
export const ukDay = (day: string) => UK_DAY.format(new Date(`${day}T00:00:00Z`));

/** The characters of Windows-1252 above Latin-1's first half that the standard PDF fonts draw (WinAnsiEncoding). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char);
};

/**
 * A text the PDF's standard fonts can draw: line breaks and tabs kept; letters outside WinAnsi lose their marks
 * where that leaves one inside (ő → o), and what is still outside becomes `?` rather than a wrong glyph. (Scripts
 * such as Arabic need an embedded font: issue 34.)
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
