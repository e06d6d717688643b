import {
  ALARM_RULES,
  ALARM_SEVERITIES,
  ALARM_STATUSES,
  type AlarmRule,
  type AlarmSeverity,
  type AlarmStatus,
  type alarmOperations,
  DAY_MS,
  type OperationInput,
} from '@radiant/contract';

/** The list's query as the console sends it. */
export type AlarmsQuery = NonNullable<OperationInput<typeof alarmOperations.list>['query']>;

/** Whose alarms a link from a record's page asks for. */
export const SCOPES = ['user', 'room', 'home', 'client', 'radiator'] as const;
type Scope = (typeof SCOPES)[number];

/** The alarms list as kept in the address: filters, search and the alarm open in the detail (`id`). */
export type AlarmsAddress = {
  status: AlarmStatus[];
  severity: AlarmSeverity[];
  rule: AlarmRule[];
  search: string;
  /** Days, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  id?: number;
} & Partial<Record<Scope, number>>;

/** The open ones: what the list shows until the admin chooses otherwise. */
export const OPEN_STATUSES: AlarmStatus[] = ['active', 'acknowledged'];
/** Every status chosen is no status filter: kept in the address as `status=all`. */
const ALL = 'all';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const idOf = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : undefined);
const dayOf = (value: string | null) => (value && DAY.test(value) ? value : undefined);
function listOf<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const chosen = (value ?? '').split(',');
  return allowed.filter((item) => chosen.includes(item));
}

export function parseAlarmsAddress(params: URLSearchParams): AlarmsAddress {
  const status = params.get('status');
  return {
    status: status === null ? OPEN_STATUSES : status === ALL ? [] : listOf(status, ALARM_STATUSES),
    severity: listOf(params.get('severity'), ALARM_SEVERITIES),
    rule: listOf(params.get('rule'), ALARM_RULES),
    search: (params.get('search') ?? '').trim().slice(0, 100),
    from: dayOf(params.get('from')),
    to: dayOf(params.get('to')),
    id: idOf(params.get('id')),
    ...Object.fromEntries(
      SCOPES.map((scope) => [scope, idOf(params.get(scope))]).filter(([, id]) => id !== undefined),
    ),
  };
}

const sameStatuses = (a: AlarmStatus[], b: AlarmStatus[]) =>
  a.length === b.length && a.every((status) => b.includes(status));

/** The address after a change; defaults are left out, so the plain list has the plain address. */
export function withAlarmsAddress(params: URLSearchParams, change: Partial<AlarmsAddress>): URLSearchParams {
  const next = { ...parseAlarmsAddress(params), ...change };
  const status = sameStatuses(next.status, OPEN_STATUSES)
    ? undefined
    : next.status.length === 0 || next.status.length === ALARM_STATUSES.length
      ? ALL
      : next.status.join(',');
  const entries: [string, string | number | undefined][] = [
    ['status', status],
    ['severity', next.severity.join(',') || undefined],
    ['rule', next.rule.join(',') || undefined],
    ['search', next.search || undefined],
    ['from', next.from],
    ['to', next.to],
    ...SCOPES.map((scope): [string, number | undefined] => [scope, next[scope]]),
    ['id', next.id],
  ];
  return new URLSearchParams(
    entries.flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

/** The days' instants: from the start of the first day to the end of the last, in UTC as the days are shown. */
const startOf = (day: string) => `${day}T00:00:00.000Z`;
const endOf = (day: string) => new Date(Date.parse(startOf(day)) + DAY_MS - 1).toISOString();

/** The API's filters for the address (no paging). */
export function alarmsQueryOf(address: AlarmsAddress): AlarmsQuery {
  return {
    status: address.status.length > 0 ? address.status : undefined,
    severity: address.severity.length > 0 ? address.severity : undefined,
    rule: address.rule.length > 0 ? address.rule : undefined,
    search: address.search.length >= 2 ? address.search : undefined,
    from: address.from && startOf(address.from),
    to: address.to && endOf(address.to),
    ...Object.fromEntries(SCOPES.map((scope) => [scope, address[scope]])),
  };
}

/** True when a filter beyond the search and the default statuses is set. */
export const isFiltered = (address: AlarmsAddress) =>
  !sameStatuses(address.status, OPEN_STATUSES) ||
  address.severity.length > 0 ||
  address.rule.length > 0 ||
  address.from !== undefined ||
  address.to !== undefined;

/** The record the list is narrowed to by a link from its page, if any. */
export const scopeOf = (address: AlarmsAddress) => SCOPES.find((scope) => address[scope] !== undefined);
