import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { visualRuns } from './bidi.ts';
import { drawableText, type PdfLanguage } from './text.ts';

// The fonts a PDF draws with, under the two names every part of it uses. English and German use the PDF's
// standard Helvetica (WinAnsi). Arabic embeds Vazirmatn, which has Latin letters and digits too, and lays out
// each line in visual order: PDFKit runs no bidi algorithm (docs/languages.md#pdfs). Vazirmatn rather than the
// console's Noto Sans Arabic: Noto draws letters that differ by their dots (ح خ, ف ق) from one shared glyph, so
// the text copied or searched in a PDF came back with the first such letter for all of them.

export const REGULAR = 'regular';
export const BOLD = 'bold';
type Face = typeof REGULAR | typeof BOLD;
const FACES: readonly Face[] = [REGULAR, BOLD];

const STANDARD: Record<Face, string> = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
const ARABIC_FILES: Record<Face, string> = { regular: 'Vazirmatn-Regular.ttf', bold: 'Vazirmatn-Bold.ttf' };

// Not named `require`: the server's bundle declares one of its own.
const resolveModule = createRequire(import.meta.url);
const arabicFonts = new Map<Face, Buffer>();
const arabicFont = (face: Face) => {
  const file =
    arabicFonts.get(face) ?? readFileSync(resolveModule.resolve(`vazirmatn/fonts/ttf/${ARABIC_FILES[face]}`));
  arabicFonts.set(face, file);
  return file;
};

/** The parts of PDFKit's fonts (untyped) whose text the fonts here take first. */
interface Glyph {
  advanceWidth: number;
  /** What it stands for, in logical order: PDFKit writes it into the PDF's map back to text (ToUnicode). */
  codePoints: number[];
}
interface GlyphRun {
  glyphs: Glyph[];
  positions: Record<string, number>[];
  advanceWidth: number;
}
interface EmbeddedFont {
  scale: number;
  font: {
    layout(text: string, features: unknown, script?: string, language?: string, direction?: string): GlyphRun;
    hasGlyphForCodePoint(code: number): boolean;
  };
  layout(text: string, features?: unknown, onlyWidth?: boolean): GlyphRun;
}
interface StandardFont {
  encode(text: string): unknown;
  widthOfString(text: string, size: number): number;
}

/**
 * PDF readers (pdftotext, pdf.js) turn a right-to-left run's text around character by character, a ligature's
 * too, so لا would read back as ال: a ligature of such a run gives them its characters backwards.
 */
const readBackwards = (glyph: Glyph): Glyph =>
  glyph.codePoints.length > 1
    ? Object.create(glyph, { codePoints: { value: [...glyph.codePoints].reverse() } })
    : glyph;

const currentFont = <Font>(doc: PDFKit.PDFDocument) => (doc as unknown as { _font: Font })._font;

/**
 * PDFKit lays a line out word by word, each turned around by fontkit if its script is right to left, and puts
 * the words down in the order given. This lays the whole line out as its runs in visual order instead, each in
 * its own direction, an Arabic run shaped in logical order (so its letters join) before it is turned around.
 */
function layOutLines(font: EmbeddedFont) {
  const drawable = (char: string) => font.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0);
  font.layout = (text, features) => {
    const line: GlyphRun = { glyphs: [], positions: [], advanceWidth: 0 };
    for (const run of visualRuns(drawableText(text, drawable))) {
      const direction = run.rtl ? 'rtl' : 'ltr';
      const laid = font.font.layout(
        run.text,
        features ?? [],
        run.rtl ? 'arab' : undefined,
        undefined,
        direction,
      );
      laid.glyphs.forEach((glyph, index) => {
        const position = { ...laid.positions[index] };
        for (const key of Object.keys(position)) position[key] = (position[key] ?? 0) * font.scale;
        line.glyphs.push(run.rtl ? readBackwards(glyph) : glyph);
        line.positions.push({ ...position, advanceWidth: glyph.advanceWidth * font.scale });
      });
      line.advanceWidth += laid.advanceWidth * font.scale;
    }
    return line;
  };
}

/** The standard fonts draw what WinAnsi has: other letters lose their marks or become `?`. */
function keepToWinAnsi(font: StandardFont) {
  const { encode, widthOfString } = font;
  font.encode = (text) => encode.call(font, drawableText(text));
  font.widthOfString = (text, size) => widthOfString.call(font, drawableText(text), size);
}

/** Registers a document's fonts, `REGULAR` and `BOLD`, for its language, and begins in the regular one. */
export function useFonts(doc: PDFKit.PDFDocument, language: PdfLanguage) {
  for (const face of FACES) {
    doc.registerFont(face, language === 'ar' ? arabicFont(face) : STANDARD[face]);
    doc.font(face);
    if (language === 'ar') layOutLines(currentFont<EmbeddedFont>(doc));
    else keepToWinAnsi(currentFont<StandardFont>(doc));
  }
  doc.font(REGULAR);
}
