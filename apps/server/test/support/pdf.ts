import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** The standard fonts' data shipped with pdf.js, for the text of PDFs that do not embed them (Helvetica). */
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF opened by Mozilla's parser: its page count and each page's text, words joined by spaces. */
export async function readPdf(bytes: Buffer) {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    disableFontFace: true,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const metadata = await document.getMetadata();
  await document.destroy();
  return { pages, text: pages.join('\n'), info: metadata.info as Record<string, unknown> };
}
