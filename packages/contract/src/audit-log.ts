import { z } from 'zod';
import { ALARM_EVENTS } from './alarms.ts';
import { defineOperations } from './operation.ts';
import { idParam, ZCursorPagination, ZCursorParam } from './pagination.ts';

/**
 * What the audit log records, by name: the server writes no other, so the console's filter offers exactly
 * these. A new kind of change adds its name here first.
 */
export const AUDIT_ACTIONS = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'update_profile',
  'change_password',
  'mfa_enable',
  'mfa_disable',
  'mfa_reset',
  'mfa_locked',
  'mfa_unlock',
  'accept_invitation',
  'invite',
  'create',
  'update',
  'update_theme',
  'set_status',
  'activate',
  'deactivate',
  'reset',
  'revoke',
  'delete',
  'end_session',
  'export',
  ...ALARM_EVENTS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; its `entity_id` is that record's id (a rule's name for an alarm rule). */
export const AUDIT_ENTITIES = [
  'user',
  'admin',
  'admin_policy',
  'residential_user',
  'commercial_client',
  'subscription_plan',
  'plan_feature',
  'manufacturer',
  'device_key',
  'home',
  'webhook',
  'alarm_rule',
  'alarm',
  'command',
  'case',
  'case_policy',
  'client_report',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

const ZInstant = z.iso.datetime({
  offset: true,
  error: 'Use an ISO 8601 instant, e.g. 2026-11-24T07:05:00Z.',
});

/** Which entries: each filter narrows the others; `from` is included, `to` is not. */
export const ZAuditLogFilters = z
  .object({
    actor_id: idParam('Use the id of an account: a whole number in digits.').optional(),
    action: z.enum(AUDIT_ACTIONS, { error: `One of ${AUDIT_ACTIONS.join(', ')}.` }).optional(),
    entity: z.enum(AUDIT_ENTITIES, { error: `One of ${AUDIT_ENTITIES.join(', ')}.` }).optional(),
    entity_id: z.string().trim().min(1).max(100, { error: 'At most 100 characters.' }).optional(),
    from: ZInstant.optional(),
    to: ZInstant.optional(),
  })
  .refine((query) => !(query.from && query.to) || Date.parse(query.from) < Date.parse(query.to), {
    path: ['to'],
    error: 'The end of the range must be after its start.',
  })
  .refine((query) => query.entity_id === undefined || query.entity !== undefined, {
    path: ['entity_id'],
    error: 'Name the entity type too: ids of different types overlap.',
  });
export type AuditLogFilters = z.output<typeof ZAuditLogFilters>;

export const ZAuditLogQuery = ZAuditLogFilters.safeExtend({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** The `next` of the page before. */
  after: ZCursorParam.optional(),
});

/** Values of a record's fields, by field name. */
const ZValues = z.record(z.string(), z.unknown());

export const ZAuditLogEntry = z
  .object({
    id: z.number(),
    at: z.iso.datetime(),
    /** None when Radiant itself or a gateway did it, or the account has since been deleted. */
    actor: z.object({ id: z.number(), name: z.string(), email: z.string() }).nullable(),
    action: z.enum(AUDIT_ACTIONS),
    entity: z.enum(AUDIT_ENTITIES),
    entity_id: z.string().nullable(),
    /** What else the writer recorded; never a password, hash, token, key or secret. */
    details: ZValues,
    /** The fields a change touched, as they were and as they became; none where the change has no such side. */
    before: ZValues.nullable(),
    after: ZValues.nullable(),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.output<typeof ZAuditLogEntry>;

/** The columns of the CSV export, in order; `details`, `before` and `after` are JSON. */
export const AUDIT_EXPORT_COLUMNS = [
  'id',
  'at',
  'actor_id',
  'actor_name',
  'actor_email',
  'action',
  'entity',
  'entity_id',
  'before',
  'after',
  'details',
] as const;

export const auditLogOperations = defineOperations('auditLog', 'Audit log', {
  list: {
    method: 'GET',
    path: '/v1/audit-log',
    summary:
      'Who did what to what, and when: newest first, filtered by actor, action, entity and time, paged by keyset (`after`)',
    access: 'owner',
    query: ZAuditLogQuery,
    data: z.object({ entries: z.array(ZAuditLogEntry), pagination: ZCursorPagination }),
  },
  export: {
    method: 'GET',
    path: '/v1/audit-log/export',
    summary: 'Every entry that matches the filters, newest first, as CSV streamed row by row',
    access: 'owner',
    query: ZAuditLogFilters,
    mediaType: 'text/csv',
  },
});
