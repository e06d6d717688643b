import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditAction,
  type AuditEntity,
  type AuditLogFilters,
} from '@radiant/contract';

/** The audit log's filters as kept in the address, so that a filtered view can be shared and reloaded. */
export type AuditAddress = {
  actor?: number;
  action?: AuditAction;
  entity?: AuditEntity;
  /** Only with an entity type: ids of different types overlap. */
  entityId?: string;
  /** Instants, ISO 8601: `from` included, `to` not. */
  from?: string;
  to?: string;
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const instantOf = (value: string | null) =>
  value && ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]) =>
  allowed.find((item) => item === value);

export function parseAuditAddress(params: URLSearchParams): AuditAddress {
  const entity = oneOf(params.get('entity'), AUDIT_ENTITIES);
  const entityId = (params.get('entity_id') ?? '').trim().slice(0, 100);
  return {
    actor: idOf(params.get('actor')),
    action: oneOf(params.get('action'), AUDIT_ACTIONS),
    entity,
    entityId: entity && entityId ? entityId : undefined,
    from: instantOf(params.get('from')),
    to: instantOf(params.get('to')),
  };
}

/** The address after a change; filters not set are left out, so the whole log has the plain address. */
export function withAuditAddress(params: URLSearchParams, change: Partial<AuditAddress>): URLSearchParams {
  const next = { ...parseAuditAddress(params), ...change };
  const entries: [string, string | number | undefined][] = [
    ['actor', next.actor],
    ['action', next.action],
    ['entity', next.entity],
    ['entity_id', next.entity ? next.entityId?.trim() || undefined : undefined],
    ['from', next.from],
    ['to', next.to],
  ];
  return new URLSearchParams(
    entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

/** A range whose end is not after its start: the end is left out until it is set right. */
export const isBackward = ({ from, to }: AuditAddress) =>
  from !== undefined && to !== undefined && Date.parse(to) <= Date.parse(from);

/** The API's filters for the address (no paging), the same for the list and its CSV. */
export const auditFiltersOf = (address: AuditAddress): AuditLogFilters => ({
  actor_id: address.actor,
  action: address.action,
  entity: address.entity,
  entity_id: address.entityId,
  from: address.from,
  to: isBackward(address) ? undefined : address.to,
});

export const isFiltered = (address: AuditAddress) =>
  Object.values(address).some((value) => value !== undefined);

export const NO_FILTERS: Record<keyof AuditAddress, undefined> = {
  actor: undefined,
  action: undefined,
  entity: undefined,
  entityId: undefined,
  from: undefined,
  to: undefined,
};
