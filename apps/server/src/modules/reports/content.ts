import {
  type Alarm,
  type CaseDeadline,
  type CaseHazard,
  type CommercialClient,
  DAY_MS,
  type DampHome,
  type DampPortfolio,
  type HeatingAnalytics,
  type RadiatorHealthReport,
  ZAlarmListQuery,
  ZAnalyticsQuery,
  ZDampRiskQuery,
  ZInsightQuery,
} from '@radiant/contract';
import type { Db } from '../../db/database.ts';
import { listAlarms } from '../alarms/repository.ts';
import { dampPortfolio } from '../analytics/damp/service.ts';
import { heatingAnalytics } from '../analytics/heating/service.ts';
import { radiatorHealthReport } from '../analytics/insight/service.ts';
import { deadlinesOf } from '../cases/clocks.ts';
import { clientCasesBetween, clockEventsOf } from '../cases/repository.ts';
import { monthAfter } from './months.ts';

// What a client's monthly report says, gathered from the services that answer the same figures in the console:
// heating (energy, degree-days), radiator health, damp and cold, alarms, and the cases' deadlines of the month.

/** Alarms and cases a report lists at most: a month's worth of a large client, far beyond a normal one. */
const MAX_LISTED = 2000;
/** Homes at risk the report names, worst first. */
const DAMP_HOMES_NAMED = 10;

interface ReportDeadline extends Pick<CaseDeadline, 'name' | 'due_at' | 'status' | 'met_at'> {
  case_id: number;
  hazard: CaseHazard;
  home: string;
}

export interface ReportContent {
  client: { id: number; name: string };
  /** The month's first day, and the next month's. */
  month: string;
  monthEnd: string;
  preparedAt: string;
  energy: HeatingAnalytics;
  health: RadiatorHealthReport['summary'];
  damp: Pick<DampPortfolio, 'summary' | 'window'> & { homes: DampHome[]; coldHomes: number };
  alarms: Alarm[];
  cases: { opened: number; closed: number; openAtEnd: number; deadlines: ReportDeadline[] };
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

async function alarmsOf(db: Db, clientId: number, from: string, to: string) {
  const alarms: Alarm[] = [];
  let after: string | undefined;
  do {
    const query = ZAlarmListQuery.parse({ client: String(clientId), from, to, limit: '100', after });
    const page = await listAlarms(db, query);
    alarms.push(...page.alarms);
    after = page.next ?? undefined;
  } while (after && alarms.length < MAX_LISTED);
  return alarms.reverse();
}

/**
 * The cases that were open at some time in the month, and their deadlines that fell due in it: the cases in one
 * query, their timelines in another, their clocks as the case page reads them (cases/clocks.ts).
 */
async function casesOf(db: Db, clientId: number, month: string, monthEnd: string, now: Date) {
  const start = new Date(`${month}T00:00:00Z`);
  const end = new Date(`${monthEnd}T00:00:00Z`);
  // The month's last instant: the case list's bounds are inclusive.
  const open = await clientCasesBetween(
    db,
    clientId,
    { start, end: new Date(end.getTime() - 1) },
    MAX_LISTED,
  );
  const timelines = await clockEventsOf(
    db,
    open.map((record) => record.id),
  );
  const counts = { opened: 0, closed: 0, openAtEnd: 0 };
  const deadlines: ReportDeadline[] = [];
  for (const record of open) {
    if (record.openedAt >= start) counts.opened += 1;
    if (record.closedAt !== null && record.closedAt < end) counts.closed += 1;
    else counts.openAtEnd += 1;
    const clocks = deadlinesOf(record.timings, record.openedAt, timelines.get(record.id) ?? [], now);
    for (const deadline of clocks.deadlines) {
      const due = Date.parse(deadline.due_at);
      if (due < start.getTime() || due >= end.getTime()) continue;
      deadlines.push({
        case_id: record.id,
        hazard: record.hazard,
        home: record.home,
        name: deadline.name,
        due_at: deadline.due_at,
        status: deadline.status,
        met_at: deadline.met_at,
      });
    }
  }
  deadlines.sort((a, b) => a.due_at.localeCompare(b.due_at) || a.case_id - b.case_id);
  return { ...counts, deadlines };
}

/** Everything a client's report of `month` (its first day) shows, as it stands at `now`. */
export async function reportContent(
  db: Db,
  client: Pick<CommercialClient, 'id' | 'business_name'>,
  month: string,
  now: Date,
): Promise<ReportContent> {
  const clientId = String(client.id);
  const monthEnd = monthAfter(month);
  const lastDay = dayBefore(monthEnd);
  const [year, monthNumber] = month.split('-');
  // One part after another, not all at once: a report is background work, and holding one of the pool's
  // connections (and one PostgreSQL backend) at a time leaves the others, and the cores, to the API's requests.
  const energy = await heatingAnalytics(
    db,
    ZAnalyticsQuery.parse({ clientId, period: 'monthly', year, month: monthNumber }),
  );
  const health = await radiatorHealthReport(
    db,
    ZInsightQuery.parse({ clientId, start_date: month, end_date: lastDay, limit: '1' }),
  );
  const damp = await dampPortfolio(
    db,
    ZDampRiskQuery.parse({ clientId, from: month, to: lastDay, limit: '100' }),
  );
  const alarms = await alarmsOf(
    db,
    client.id,
    `${month}T00:00:00Z`,
    new Date(Date.parse(`${monthEnd}T00:00:00Z`) - 1).toISOString(),
  );
  const cases = await casesOf(db, client.id, month, monthEnd, now);
  return {
    client: { id: client.id, name: client.business_name },
    month,
    monthEnd,
    preparedAt: now.toISOString(),
    energy,
    health: health.summary,
    damp: {
      summary: damp.summary,
      window: damp.window,
      homes: damp.homes
        .filter((home) => home.band !== null && home.band !== 'low')
        .slice(0, DAMP_HOMES_NAMED),
      coldHomes: damp.homes.filter(
        (home) => home.excess_cold.band !== null && home.excess_cold.band !== 'low',
      ).length,
    },
    alarms,
    cases,
  };
}
