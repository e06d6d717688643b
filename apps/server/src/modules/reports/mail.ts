import type { Language } from '@radiant/contract';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { type Sentence, sentence } from '../../messages/stored.ts';
import { monthName } from '../../pdf/text.ts';
import { REPORT_WORDS } from './words.ts';

// Monthly reports go out through `SMTP_URL`, the PDF and the CSV attached. A failure is kept as a few safe words
// (the mail server's reply code, or why it could not be reached), never the server's address or credentials.

/** A mail server that does not answer holds up a send round this long at most. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export interface ReportMail {
  clientName: string;
  month: string;
  /** The language the report was written in, and its mail is. */
  language: Language;
  recipients: string[];
  pdf: Buffer;
  csv: string;
}

/**
 * Why a send failed, in words safe to store and show (no message of the server's, which may name it), kept as
 * a catalog sentence that each admin reads in their language.
 */
export function sendErrorOf(error: unknown): Sentence {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number') return sentence('mailRefused', { status: responseCode });
  return typeof code === 'string' && /^[A-Z_]{1,30}$/.test(code)
    ? sentence('mailUnreachableCode', { code })
    : sentence('mailUnreachable');
}

const fileNameOf = (mail: ReportMail) =>
  `${
    mail.clientName
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'client'
  }-${mail.month.slice(0, 7)}`;

/** Sends reports through `SMTP_URL`; undefined without a mail server. `send` throws when the mail is not taken. */
export function reportMailer(smtp: Config['smtp']) {
  if (!smtp) return undefined;
  const transport = nodemailer.createTransport({ url: smtp.url, ...TIMEOUTS });
  return {
    send: async (mail: ReportMail) => {
      const name = fileNameOf(mail);
      const words = REPORT_WORDS[mail.language];
      const month = monthName(mail.month, mail.language);
      await transport.sendMail({
        from: smtp.from,
        to: mail.recipients,
        subject: words.mailSubject(month, mail.clientName),
        text: words.mailBody(mail.clientName, month).join('\n'),
        attachments: [
          { filename: `${name}.pdf`, content: mail.pdf, contentType: 'application/pdf' },
          { filename: `${name}.csv`, content: mail.csv, contentType: 'text/csv; charset=utf-8' },
        ],
      });
    },
    close: () => transport.close(),
  };
}

export type ReportMailer = ReturnType<typeof reportMailer>;
