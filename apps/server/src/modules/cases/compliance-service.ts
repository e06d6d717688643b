import type { CaseDeadline, ClientCompliance } from '@radiant/contract';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { findClient } from '../commercial-clients/repository.ts';
import { deadlinesOf } from './clocks.ts';
import { complianceOf, londonYearBounds, londonYearOf } from './compliance.ts';
import { clientCasesBetween, clockEventsOf, countOpenCasesOf } from './repository.ts';

/** Timelines are read this many cases at a time: a statement's parameters stay well within PostgreSQL's limit. */
const TIMELINES_PER_READ = 5_000;

/** A client's deadlines that fell due in `year` (the current one in the UK by default), counted at `now`. */
export async function getClientCompliance(
  executor: Executor,
  clientId: number,
  year: number | undefined,
  now: Date,
): Promise<ClientCompliance> {
  if (!(await findClient(executor, clientId))) throw notFound('commercialClient');
  const chosenYear = year ?? londonYearOf(now);
  const { start, end } = londonYearBounds(chosenYear);
  const cases = await clientCasesBetween(executor, clientId, { start, end });
  const deadlines: CaseDeadline[] = [];
  for (let from = 0; from < cases.length; from += TIMELINES_PER_READ) {
    const slice = cases.slice(from, from + TIMELINES_PER_READ);
    const timelines = await clockEventsOf(
      executor,
      slice.map((record) => record.id),
    );
    for (const record of slice) {
      const clocks = deadlinesOf(record.timings, record.openedAt, timelines.get(record.id) ?? [], now);
      deadlines.push(...clocks.deadlines);
    }
  }
  return {
    client_id: clientId,
    year: chosenYear,
    ...complianceOf(deadlines, chosenYear, now),
    open_cases: await countOpenCasesOf(executor, clientId),
    as_of: now.toISOString(),
  };
}
