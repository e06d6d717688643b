import type { Case, CaseDeadline, CaseWebhookEvent } from '@radiant/contract';
import type { Runner } from '../../db/queries.ts';
import { queueCaseEvents } from '../webhooks/service.ts';

// Cases' events in the webhook stream (docs/webhooks.md): queued in the transaction of the change that causes
// them, so they are sent once it commits, or never.

export interface OutgoingCaseEvent {
  event: CaseWebhookEvent;
  record: Case;
  deadline?: Pick<CaseDeadline, 'name' | 'due_at'>;
}

/** The body a webhook receives: the case in brief, and for a deadline's events the deadline. */
const caseEventBody = ({ event, record, deadline }: OutgoingCaseEvent, occurredAt: Date) => ({
  event,
  occurred_at: occurredAt.toISOString(),
  case: {
    id: record.id,
    hazard: record.hazard,
    severity: record.severity,
    status: record.status,
    home_id: record.home.id,
    client_id: record.client?.id ?? null,
  },
  ...(deadline && { deadline: { name: deadline.name, due_at: deadline.due_at } }),
});

/** Queues the events for the webhooks that want them, in the caller's transaction. */
export const publishCaseEvents = (runner: Runner, events: readonly OutgoingCaseEvent[], occurredAt: Date) =>
  queueCaseEvents(
    runner,
    events.map((caseEvent) => ({
      caseId: caseEvent.record.id,
      event: caseEvent.event,
      clientId: caseEvent.record.client?.id ?? null,
      payload: JSON.stringify(caseEventBody(caseEvent, occurredAt)),
    })),
  );
