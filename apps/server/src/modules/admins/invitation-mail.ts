import { type Admin, type Invitation, LEVEL } from '@radiant/contract';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

/** A mail server that does not answer holds up the owner's request this long at most. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const dateOf = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The invitation's email: plain text, the link on a line of its own. */
const messageOf = (admin: Admin, invitation: Omit<Invitation, 'mailed'>) =>
  [
    `Hello ${admin.first_name},`,
    '',
    `You have been invited to the Radiant console as ${admin.level === LEVEL.OWNER ? 'an owner' : 'an admin'}.`,
    'Choose your password here:',
    '',
    invitation.url,
    '',
    `The link works once, until ${dateOf(invitation.expires_at)} (UTC). If it has expired, ask an owner for a new one.`,
  ].join('\n');

/**
 * Sends invitation links through `SMTP_URL`, after the invitation is stored; without a mail server nothing is
 * sent and the owner hands the link over. A mail server that refuses or does not answer is logged (without the
 * link) and the owner still has the link: the answer says whether it was mailed.
 */
export function invitationMailer(smtp: Config['smtp'], log: FastifyBaseLogger) {
  if (!smtp) return { send: async () => false, close: () => {} };
  const transport = nodemailer.createTransport({ url: smtp.url, ...TIMEOUTS });
  return {
    send: async (admin: Admin, invitation: Omit<Invitation, 'mailed'>): Promise<boolean> => {
      try {
        await transport.sendMail({
          from: smtp.from,
          to: admin.email,
          subject: 'Your invitation to the Radiant console',
          text: messageOf(admin, invitation),
        });
        return true;
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        log.warn({ code, responseCode, admin: admin.id }, 'the mail server did not take an invitation link');
        return false;
      }
    },
    close: () => transport.close(),
  };
}
