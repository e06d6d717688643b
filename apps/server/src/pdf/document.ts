import PDFDocument from 'pdfkit';
import { BOLD, REGULAR, useFonts } from './fonts.ts';
import { PDF_LOCALES, type PdfLanguage, ukTime } from './text.ts';

// The parts Radiant's PDFs (evidence packs, monthly reports) are made of: an A4 document in its language's fonts,
// headings, paragraphs, tables, label-and-value facts, and a footer naming the document on every page. An
// Arabic document is laid out right to left: its text aligned right, its tables' columns from the right.

export type Doc = PDFKit.PDFDocument;
export type Cell = string | number | null | undefined;

export const MARGIN = 48;
/** The width between the margins of an A4 page. */
export const WIDTH = 595.28 - 2 * MARGIN;

const dash = (value: Cell) => (value === null || value === undefined || value === '' ? '–' : String(value));

/** Whether a document is read right to left. */
const isRightToLeft = (doc: Doc) => languageOf(doc) === 'ar';
/** Where a document's lines begin: on the left, or on the right. */
export const alignOf = (doc: Doc) => (isRightToLeft(doc) ? 'right' : 'left');
/** A row's cells in the order they are put down from the left. */
const fromLeft = <T>(doc: Doc, cells: readonly T[]) =>
  isRightToLeft(doc) ? [...cells].reverse() : [...cells];

/** A line in bold across the page, at the cursor: the document's title (18 points) or a room's name (11). */
export function title(doc: Doc, words: string, size = 18) {
  doc
    .font(BOLD)
    .fontSize(size)
    .fillColor('#000000')
    .text(words, MARGIN, doc.y, { width: WIDTH, align: alignOf(doc) });
}

export function heading(doc: Doc, words: string) {
  if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
  doc.moveDown(0.8);
  title(doc, words, 13);
  doc.moveDown(0.3).font(REGULAR).fontSize(9);
}

export function paragraph(doc: Doc, body: string) {
  doc
    .font(REGULAR)
    .fontSize(9)
    .fillColor('#000000')
    .text(body, MARGIN, doc.y, { width: WIDTH, align: alignOf(doc) });
}

/** Label and value pairs, two columns. */
export function facts(doc: Doc, rows: readonly [string, Cell][]) {
  doc.table({
    columnStyles: fromLeft(doc, [130, WIDTH - 130]),
    defaultStyle: { border: 0, padding: [2, 4], align: { x: alignOf(doc), y: 'top' } },
    data: rows.map(([name, value]) => fromLeft(doc, [{ text: name, font: { src: BOLD } }, dash(value)])),
  });
}

/**
 * A table: a header row (none for a table continuing the one above), then the rows, a dash for an empty cell,
 * "None." for no rows. Columns `widths` points wide, the rest sharing what is left; equal when none are given.
 */
export function table(
  doc: Doc,
  headers: readonly string[] | null,
  rows: readonly Cell[][],
  widths: readonly number[] = [],
) {
  if (rows.length === 0) return paragraph(doc, NONE[languageOf(doc)]);
  const headerRow = (headers ?? []).map((header) => ({
    text: header,
    type: 'TH' as const,
    font: { src: BOLD },
    backgroundColor: '#eeeeee',
  }));
  const columns = headers?.length ?? rows[0]?.length ?? 0;
  const columnWidths = Array.from({ length: columns }, (_, index) => widths[index] ?? '*');
  doc
    .font(REGULAR)
    .fontSize(8)
    .table({
      ...(widths.length > 0 && { columnStyles: fromLeft(doc, columnWidths) }),
      defaultStyle: {
        border: 0.5,
        borderColor: '#999999',
        padding: [2, 3],
        align: { x: alignOf(doc), y: 'top' },
      },
      data: [
        ...(headers ? [fromLeft(doc, headerRow)] : []),
        ...rows.map((row) => fromLeft(doc, row.map(dash))),
      ],
    });
}

const NONE: Record<PdfLanguage, string> = { en: 'None.', de: 'Keine.', ar: 'لا شيء.' };
const FOOTERS: Record<PdfLanguage, (info: DocumentInfo, page: number, pages: number) => string> = {
  en: (info, page, pages) =>
    `${info.title} · prepared ${ukTime(info.preparedAt, 'en')} by ${info.author} · page ${page} of ${pages}`,
  de: (info, page, pages) =>
    `${info.title} · erstellt am ${ukTime(info.preparedAt, 'de')} von ${info.author} · Seite ${page} von ${pages}`,
  ar: (info, page, pages) =>
    `${info.title} · أعدّه ${info.author} في ${ukTime(info.preparedAt, 'ar')} · الصفحة ${page} من ${pages}`,
};

/** The language a document was begun in (`newDocument`). */
const languages = new WeakMap<Doc, PdfLanguage>();
const languageOf = (doc: Doc) => languages.get(doc) ?? 'en';

interface DocumentInfo {
  language: PdfLanguage;
  title: string;
  subject: string;
  /** Who prepared it: an admin's name, or Radiant. */
  author: string;
  preparedAt: string;
}

/** A new A4 document with its metadata, and its bytes once it ends. */
export function newDocument(info: DocumentInfo) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: PDF_LOCALES[info.language].split('-u-')[0],
    displayTitle: true,
    info: {
      Title: info.title,
      Author: info.author,
      Subject: info.subject,
      Creator: 'Radiant',
      CreationDate: new Date(info.preparedAt),
    },
  });
  languages.set(doc, info.language);
  useFonts(doc, info.language);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/**
 * Ends the document: every page's footer names it, who prepared it and when, and its page of how many. Answers
 * its bytes.
 */
export function finish(doc: Doc, bytes: Promise<Buffer>, info: DocumentInfo) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(7)
      .fillColor('#555555')
      .text(FOOTERS[info.language](info, index + 1, count), MARGIN, doc.page.height - 30, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return bytes;
}
