import {
  alarmOperations,
  caseOperations,
  commercialClientOperations,
  residentialUserOperations,
  urlOf,
} from '@radiant/contract';
import type { Subjects } from './admin-calls.ts';

/** A home with its radiators, as its gateway knows them. */
interface HomeRadiators {
  homeId: number;
  radiatorIds: number[];
}

/** Residents kept out of the gateways so that switching their status refuses no gateway's readings. */
const EDITABLE_USERS = 50;
/** Open cases the admins write notes on. */
const CASES = 20;

type Fetch = <T>(path: string, init?: RequestInit) => Promise<T>;

/** A JSON call to a running Radiant as the bench's admin, failing loudly on anything but a 2xx. */
export function apiOf(url: string, auth: Record<string, string>): Fetch {
  return async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, {
      ...init,
      headers: { ...auth, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    });
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { data: T }).data;
  };
}

/** Runs `work` on every item, `parallel` at a time, answering the results in order. */
async function eachOf<T, R>(items: T[], parallel: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    const index = next++;
    if (index >= items.length) return;
    results[index] = await work(items[index] as T);
    return worker();
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return results;
}

/**
 * Everything the load works on, found through the API as an integrator would: `gateways` homes with their
 * radiators, the residents to read and to edit, the clients, and a few open cases made for the run.
 */
export async function findSubjects(api: Fetch, gateways: number) {
  const userIds: number[] = [];
  for (let after: string | null = ''; after !== null && userIds.length < gateways + EDITABLE_USERS; ) {
    const query = { limit: 100, sort: 'signed_up' as const, ...(after ? { after } : {}) };
    const page: { users: { id: number }[]; pagination: { next: string | null } } = await api(
      urlOf(residentialUserOperations.list, { query }),
    );
    userIds.push(...page.users.map((user) => user.id));
    after = page.pagination.next;
  }
  const editableUserIds = userIds.splice(0, EDITABLE_USERS);
  const homesOfUsers = await eachOf(userIds.slice(0, gateways), 8, async (id) => {
    const { user } = await api<{ user: { homes: { id: number; rooms: { id: number }[] }[] } }>(
      urlOf(residentialUserOperations.get, { params: { id } }),
    );
    return Promise.all(
      user.homes.map(async (home) => {
        const rooms = await Promise.all(
          home.rooms.map((room) =>
            api<{ room: { radiators: { id: number }[] } }>(
              urlOf(residentialUserOperations.room, { params: { id: room.id } }),
            ),
          ),
        );
        return { homeId: home.id, radiatorIds: rooms.flatMap(({ room }) => room.radiators.map((r) => r.id)) };
      }),
    );
  });
  const homes: HomeRadiators[] = homesOfUsers
    .flat()
    .filter((home) => home.radiatorIds.length > 0)
    .slice(0, gateways);
  const { clients } = await api<{ clients: { id: number }[] }>(
    urlOf(commercialClientOperations.list, { query: { limit: 100 } }),
  );
  const caseIds = await eachOf(homes.slice(0, CASES), 4, async (home) => {
    const body = JSON.stringify({ home_id: home.homeId, hazard: 'damp_mould', description: 'Load bench' });
    const { case: opened } = await api<{ case: { id: number } }>(caseOperations.create.path, {
      method: 'POST',
      body,
    });
    return opened.id;
  });
  const subjects: Subjects = {
    userIds: userIds.slice(0, 500),
    editableUserIds,
    clientIds: clients.map((client) => client.id),
    caseIds,
  };
  return { homes, subjects };
}

/** The frost alarms raised since `since`, and how many of them are cleared. */
export async function frostAlarmsSince(api: Fetch, since: string) {
  let raised = 0;
  let cleared = 0;
  for (let after: string | null = ''; after !== null; ) {
    const query = { rule: 'frost_risk', from: since, limit: 100, ...(after ? { after } : {}) } as const;
    const page: { alarms: { cleared_at: string | null }[]; pagination: { next: string | null } } = await api(
      urlOf(alarmOperations.list, { query }),
    );
    raised += page.alarms.length;
    cleared += page.alarms.filter((alarm) => alarm.cleared_at !== null).length;
    after = page.pagination.next;
  }
  return { raised, cleared };
}
