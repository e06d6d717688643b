import { z } from 'zod';
import { ALARM_EVENTS, ALARM_SEVERITIES } from './alarms.ts';
import { CASE_WEBHOOK_EVENTS } from './cases.ts';
import { ZEmptyData } from './envelope.ts';
import { defineOperations } from './operation.ts';
import { ZCursorPagination, ZCursorParam, ZIdParam, ZRecordId } from './pagination.ts';

/** The header that signs every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Radiant-Signature';
/** A receiver answers within this long, or the delivery is tried again later. */
export const WEBHOOK_TIMEOUT_MS = 5000;
/** A delivery is tried again, with growing waits, for this long after its event. */
export const WEBHOOK_RETRY_HOURS = 24;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
/** What a webhook may hear: an alarm's events (unprefixed, as they were first) and a case's. */
export const WEBHOOK_EVENTS = [...ALARM_EVENTS, ...CASE_WEBHOOK_EVENTS] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What a delivery carries: an alarm's or a case's event, or the test an admin sends from the console. */
export const WEBHOOK_DELIVERY_EVENTS = [...WEBHOOK_EVENTS, 'test'] as const;

/** An http or https address without credentials in it; the server also refuses private addresses. */
export const ZWebhookUrl = z
  .string({ error: 'The address to post to, e.g. https://hooks.example.com/radiant.' })
  .trim()
  .max(2000, { error: 'At most 2,000 characters.' })
  // Aborts: the checks after it parse the address.
  .refine((value) => URL.canParse(value), {
    error: 'Use a full address, e.g. https://hooks.example.com/radiant.',
    abort: true,
  })
  .refine((value) => ['http:', 'https:'].includes(new URL(value).protocol), {
    error: 'Use an http or https address.',
  })
  .refine(
    (value) => {
      const url = new URL(value);
      return url.username === '' && url.password === '';
    },
    { error: 'Leave the user name and password out of the address: every delivery is signed instead.' },
  );

export const ZWebhook = z
  .object({
    id: z.number(),
    /**
     * The address with what may be a token hidden: scheme, host, port and first path segment, then `…` for
     * the rest of the path and each query value (https://hooks.slack.com/services/…). Whole only in the answer
     * that adds the webhook.
     */
    url: z.string(),
    description: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENTS)),
    /** The least severe alarm sent (case events are sent whatever it is). */
    min_severity: z.enum(ALARM_SEVERITIES),
    /** Only the alarms and cases of this commercial client's residents; all of them when null. */
    client: z.object({ id: z.number(), name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
    /** The newest delivery's outcome, none before the first. */
    last_delivery: z.object({ status: z.enum(WEBHOOK_DELIVERY_STATUSES), at: z.iso.datetime() }).nullable(),
  })
  .meta({ id: 'Webhook' });
export type Webhook = z.output<typeof ZWebhook>;

export const ZWebhookRequest = z.object({
  url: ZWebhookUrl,
  description: z.string().trim().max(200, { error: 'At most 200 characters.' }).default(''),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: `One of ${WEBHOOK_EVENTS.join(', ')}.` }))
    .min(1, { error: 'Choose at least one event.' })
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  min_severity: z
    .enum(ALARM_SEVERITIES, { error: `One of ${ALARM_SEVERITIES.join(', ')}.` })
    .default('warning'),
  client_id: ZRecordId.nullable().default(null),
});
export type WebhookRequest = z.input<typeof ZWebhookRequest>;

export const ZWebhookDelivery = z
  .object({
    id: z.number(),
    event: z.enum(WEBHOOK_DELIVERY_EVENTS),
    alarm_id: z.number().nullable(),
    case_id: z.number().nullable(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number(),
    created_at: z.iso.datetime(),
    next_attempt_at: z.iso.datetime().nullable(),
    delivered_at: z.iso.datetime().nullable(),
    /** The receiver's HTTP status at the last attempt, none when it did not answer. */
    response_status: z.number().nullable(),
    /** Why the last attempt failed, in a sentence. */
    error: z.string().nullable(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.output<typeof ZWebhookDelivery>;

export const webhookOperations = defineOperations('webhook', 'Webhooks', {
  list: {
    method: 'GET',
    path: '/v1/webhooks',
    summary: 'The webhooks alarm and case events are sent to',
    access: 'owner',
    data: z.object({ webhooks: z.array(ZWebhook) }),
  },
  create: {
    method: 'POST',
    path: '/v1/webhooks',
    summary: 'Add a webhook: its signing secret and whole address are in this answer only',
    idempotent: true,
    access: 'owner',
    body: ZWebhookRequest,
    data: z.object({ webhook: ZWebhook, secret: z.string() }),
    errors: [404],
  },
  remove: {
    method: 'DELETE',
    path: '/v1/webhooks/:id',
    summary: 'Delete a webhook and its delivery log; deliveries still due are not sent',
    access: 'owner',
    params: ZIdParam,
    data: ZEmptyData,
    errors: [404],
  },
  test: {
    method: 'POST',
    path: '/v1/webhooks/:id/test',
    summary: 'Send a signed test event to a webhook now; it is in the delivery log like any other',
    access: 'owner',
    params: ZIdParam,
    data: z.object({ delivery: ZWebhookDelivery }),
    errors: [404],
  },
  deliveries: {
    method: 'GET',
    path: '/v1/webhooks/:id/deliveries',
    summary: "A webhook's deliveries, newest first, paged by keyset (`after`)",
    access: 'owner',
    params: ZIdParam,
    query: z.object({
      limit: z.coerce.number().int().min(1).max(100).default(25),
      after: ZCursorParam.optional(),
    }),
    data: z.object({
      deliveries: z.array(ZWebhookDelivery),
      pagination: ZCursorPagination,
    }),
    errors: [404],
  },
});
