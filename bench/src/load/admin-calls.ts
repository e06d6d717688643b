import {
  alarmOperations,
  analyticsOperations,
  auditLogOperations,
  caseOperations,
  commercialClientOperations,
  dampOperations,
  dashboardOperations,
  residentialUserOperations,
  USER_SORTS,
  urlOf,
} from '@radiant/contract';

/** The request an admin call makes next. */
interface NextRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: string;
}

/** One kind of call in the admins' mix: what it is, its share of the connections, and its next request. */
export interface AdminCall {
  name: string;
  weight: number;
  next: () => NextRequest;
}

/** The records the calls read and edit, found when the load starts. */
export interface Subjects {
  /** Residents whose homes have history: read in detail and analysed. */
  userIds: number[];
  /** Residents without a gateway of the bench's: their status is switched back and forth. */
  editableUserIds: number[];
  clientIds: number[];
  /** Open cases the admins write notes on. */
  caseIds: number[];
}

/** Searches as admins type them: a name's start, a town, a two-letter start, an email's part. */
const SEARCHES = ['smi', 'jones', 'zo', 'man', 'ow', 'lee', 'brown', 'ta'];
const SORTS = USER_SORTS.flatMap((key) => [key, `-${key}`] as const);

/** Cycles through `values`, one call at a time. */
function turns<T>(values: readonly T[]) {
  if (values.length === 0) throw new Error('The load needs records to work on; the data set has none.');
  let turn = 0;
  return () => values[turn++ % values.length] as T;
}

const get = (path: string): NextRequest => ({ method: 'GET', path });

/**
 * The admins' work: lists (sorted as different admins sort them), searches, details, the dashboard,
 * analytics, alarms, the audit log, cases, the damp portfolio and two edits (a note on a case, a resident's
 * status), weighted as a console's day weighs them.
 */
export function adminCalls(subjects: Subjects): AdminCall[] {
  const user = turns(subjects.userIds);
  const editable = turns(subjects.editableUserIds);
  const client = turns(subjects.clientIds);
  const caseId = turns(subjects.caseIds);
  const search = turns(SEARCHES);
  const sort = turns(SORTS);
  let status = 0;
  return [
    {
      name: 'users, a page',
      weight: 3,
      next: () => get(urlOf(residentialUserOperations.list, { query: { sort: sort(), limit: 25 } })),
    },
    {
      name: 'users, searched',
      weight: 2,
      next: () => get(urlOf(residentialUserOperations.list, { query: { search: search(), limit: 25 } })),
    },
    {
      name: 'a user',
      weight: 2,
      next: () => get(urlOf(residentialUserOperations.get, { params: { id: user() } })),
    },
    { name: 'commercial clients', weight: 1, next: () => get(commercialClientOperations.list.path) },
    {
      name: 'a client',
      weight: 1,
      next: () => get(urlOf(commercialClientOperations.get, { params: { id: client() } })),
    },
    { name: 'dashboard', weight: 2, next: () => get(dashboardOperations.admin.path) },
    {
      name: "a user's analytics",
      weight: 2,
      next: () => get(urlOf(analyticsOperations.heating, { query: { userId: user(), period: 'monthly' } })),
    },
    {
      name: "a client's analytics",
      weight: 1,
      next: () =>
        get(urlOf(analyticsOperations.heating, { query: { clientId: client(), period: 'monthly' } })),
    },
    { name: 'alarms', weight: 2, next: () => get(alarmOperations.list.path) },
    { name: 'audit log', weight: 1, next: () => get(auditLogOperations.list.path) },
    { name: 'cases', weight: 1, next: () => get(caseOperations.list.path) },
    { name: 'damp portfolio', weight: 1, next: () => get(dampOperations.portfolio.path) },
    {
      name: 'a note on a case',
      weight: 1,
      next: () => ({
        method: 'POST',
        path: urlOf(caseOperations.addEvent, { params: { id: caseId() } }),
        body: JSON.stringify({ kind: 'note', text: 'Called the resident; visit booked.' }),
      }),
    },
    {
      name: "a resident's status",
      weight: 1,
      next: () => {
        status += 1;
        const params = { user_id: editable(), status: status % 4 < 2 ? '0' : '1' } as const;
        return { method: 'PUT', path: urlOf(residentialUserOperations.setStatus, { params }) };
      },
    },
  ];
}
