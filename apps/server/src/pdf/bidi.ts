import bidiModule from 'bidi-js';

// The Unicode Bidirectional Algorithm (UAX #9) for one line of a PDF: PDFKit draws glyphs left to right as it is
// given them, so a line mixing Arabic with figures and Latin names is cut into runs of one direction, in the
// order they are seen from the left. Each run keeps its letters in logical order, so that the font's layout
// joins Arabic letters into their contextual forms before it turns a right-to-left run around.

// Its types declare an ES default export, but the CommonJS build Node loads is the factory itself (as is the
// ES build's default export, which bundlers take).
const bidiFactory = bidiModule as unknown as typeof bidiModule.default;
const bidi = bidiFactory();

/** A run of one direction, its characters in logical order; brackets of a right-to-left run already mirrored. */
export interface DirectionalRun {
  text: string;
  rtl: boolean;
}

/** Marks that only steer the algorithm and are not drawn (Intl puts some in Arabic numbers). */
const BIDI_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/**
 * A figure, with its currency and what joins its parts (`£4.20`, `14:05`, the date 2026-11-27). After Arabic
 * letters the algorithm takes digits for Arabic numbers and what joins them for neutrals, and would show
 * 27-11-2026 and `4.20£`; a left-to-right mark before each figure keeps it, and a Latin unit after it
 * (`20.5 °C`), left to right, as a writer would mark it.
 */
const FIGURE = /[£€]?\d+(?:[-/.,:]\d+)*/g;
const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/** Whether a line is read right to left: one holding an Arabic (or Hebrew) letter is. */
const isRightToLeft = (line: string) => RIGHT_TO_LEFT_LETTER.test(line);

/**
 * The runs of a line (no line breaks) in visual order, from the left. Trailing spaces come last, on the right
 * (where PDFKit, measuring a line without them to align it, expects them), whatever the line's direction.
 */
export function visualRuns(line: string): DirectionalRun[] {
  const trailing = /\s*$/.exec(line)?.[0] ?? '';
  const text = line.slice(0, line.length - trailing.length).replace(FIGURE, '\u200e$&');
  const spaces = trailing.length > 0 ? [{ text: trailing, rtl: false }] : [];
  if (text.length === 0) return spaces;
  const embedding = bidi.getEmbeddingLevels(text, isRightToLeft(text) ? 'rtl' : 'ltr');
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const order = bidi.getReorderedIndices(text, embedding);
  const runs: DirectionalRun[] = [];
  for (const index of order) {
    const rtl = (embedding.levels[index] ?? 0) % 2 === 1;
    const char = mirrored.get(index) ?? text[index] ?? '';
    const last = runs.at(-1);
    // In visual order a right-to-left run's characters come last to first: prepend to keep them logical.
    if (last && last.rtl === rtl) last.text = rtl ? char + last.text : last.text + char;
    else runs.push({ text: char, rtl });
  }
  return [
    ...runs.map((run) => ({ ...run, text: run.text.replace(BIDI_MARKS, '') })).filter((run) => run.text),
    ...spaces,
  ];
}

/** A line's characters as they are seen from the left (what a reader's eye meets; for tests and checks). */
export const visualOrder = (line: string) =>
  visualRuns(line)
    .map((run) => (run.rtl ? [...run.text].reverse().join('') : run.text))
    .join('');
