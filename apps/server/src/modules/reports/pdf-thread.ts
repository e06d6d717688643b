import { Worker } from 'node:worker_threads';
import type { PdfLanguage } from '../../pdf/text.ts';
import type { ReportContent } from './content.ts';
import type { PdfAnswer, PdfJob } from './report-pdf-worker.ts';

// Reports' PDFs drawn in a worker thread, so that the event loop answering the API's requests is never held by
// pdfkit's synchronous drawing: one thread for the process, started by the first report and kept for the next,
// holding the process open only while it draws; each app ends it as it closes.

/**
 * From sources (tests, tsx) the worker is TypeScript, loaded through tsx's loader (a development dependency,
 * found from the working directory); the bundle has it beside main.js as report-pdf-worker.js (build.mjs).
 */
function startWorker() {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./report-pdf-worker.js', import.meta.url));
  const source = JSON.stringify(new URL('./report-pdf-worker.ts', import.meta.url).href);
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`,
    { eval: true },
  );
}

interface Waiting {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function settle(answer: PdfAnswer) {
  const job = waiting.get(answer.id);
  if (!job) return;
  waiting.delete(answer.id);
  if (waiting.size === 0) worker?.unref();
  if ('error' in answer) job.reject(new Error(`The report's PDF could not be drawn: ${answer.error}`));
  else job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
}

function workerOf(): Worker {
  if (worker) return worker;
  const started = startWorker();
  started.on('message', settle);
  // A crash fails the reports it was drawing (a later round makes them again); the next starts a new thread.
  const stopped = (error: Error) => {
    if (worker !== started) return;
    worker = undefined;
    failAll(error);
  };
  started.on('error', stopped);
  started.on('exit', (code) => stopped(new Error(`The PDF thread stopped (exit code ${code}).`)));
  started.unref();
  worker = started;
  return started;
}

/** The report's PDF in `language`, drawn in the worker thread. */
export function drawReportPdf(content: ReportContent, language: PdfLanguage): Promise<Buffer> {
  const thread = workerOf();
  lastId += 1;
  const job: PdfJob = { id: lastId, content, language };
  return new Promise((resolve, reject) => {
    waiting.set(job.id, { resolve, reject });
    thread.ref();
    thread.postMessage(job);
  });
}

/**
 * Ends the thread once it has nothing to draw (another app of the process may still be drawing with it: then it
 * stays, holding nothing open once idle). A report after this starts a new one.
 */
export async function endPdfThread() {
  if (!worker || waiting.size > 0) return;
  const ending = worker;
  worker = undefined;
  await ending.terminate();
}
