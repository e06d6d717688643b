import { parentPort } from 'node:worker_threads';
import type { PdfLanguage } from '../../pdf/text.ts';
import type { ReportContent } from './content.ts';
import { reportPdf } from './pdf.ts';

// The thread that draws monthly reports' PDFs (started by pdf-thread.ts): pdfkit's drawing is synchronous, tens
// of milliseconds a report, which here hold up none of the API's requests. It takes a report's content (plain
// data) and answers its PDF's bytes, or why it could not draw it.

export interface PdfJob {
  id: number;
  content: ReportContent;
  language: PdfLanguage;
}

export type PdfAnswer = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('report-pdf-worker is a worker thread: start it through pdf-thread.ts.');
port.on('message', async ({ id, content, language }: PdfJob) => {
  const answer: PdfAnswer = await reportPdf(content, language).then(
    (pdf) => ({ id, pdf }),
    (error: unknown) => ({ id, error: error instanceof Error ? error.message : String(error) }),
  );
  port.postMessage(answer);
});
