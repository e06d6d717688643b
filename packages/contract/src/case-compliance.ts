import { z } from 'zod';
import { CASE_DEADLINES, type CaseDeadlineName } from './cases.ts';
import { FIRST_YEAR, LAST_YEAR } from './dashboard.ts';
import { defineOperations } from './operation.ts';
import { ZRecordIdParam } from './pagination.ts';

// How well a commercial client keeps its cases' clocks (docs/cases.md#compliance): the deadlines that fell due
// in each month of a year, met on time, missed or still running, counted by the server from the same clocks
// that the case page shows.

const YEAR_ERROR = `Use a year from ${FIRST_YEAR} to ${LAST_YEAR}, such as 2026.`;

export const ZComplianceQuery = z.object({
  /** The calendar year (UK time); the current one when left out. */
  year: z.coerce
    .number({ error: YEAR_ERROR })
    .int({ error: YEAR_ERROR })
    .min(FIRST_YEAR, { error: YEAR_ERROR })
    .max(LAST_YEAR, { error: YEAR_ERROR })
    .optional(),
});

export const ZComplianceCounts = z
  .object({
    /** Met on or before their due time. */
    met: z.number().int(),
    /** Met late, or past due and not met. */
    missed: z.number().int(),
    /** Not yet due and not yet met. */
    running: z.number().int(),
    /** met ÷ (met + missed), from 0 to 1; null when none is decided yet. */
    on_time_share: z.number().nullable(),
  })
  .meta({ id: 'ComplianceCounts' });
export type ComplianceCounts = z.output<typeof ZComplianceCounts>;

const ZByDeadline = z.object(
  Object.fromEntries(CASE_DEADLINES.map((name) => [name, ZComplianceCounts])) as Record<
    CaseDeadlineName,
    typeof ZComplianceCounts
  >,
);

export const ZComplianceFigures = ZComplianceCounts.extend({
  /** The same counts for each deadline. */
  by_deadline: ZByDeadline,
}).meta({ id: 'ComplianceFigures' });
export type ComplianceFigures = z.output<typeof ZComplianceFigures>;

export const ZClientCompliance = z
  .object({
    client_id: z.number(),
    year: z.number().int(),
    /** The deadlines due in each month (UK time) of the year, January first. */
    months: z.array(ZComplianceFigures.extend({ month: z.number().int().min(1).max(12) })),
    /**
     * The months from January to the current one (every month of a past year, none of a future one), and the
     * last of them: 0 when none.
     */
    year_to_date: ZComplianceFigures.extend({ through_month: z.number().int().min(0).max(12) }),
    /** The client's cases not closed, now. */
    open_cases: z.number().int(),
    as_of: z.iso.datetime(),
  })
  .meta({ id: 'ClientCompliance' });
export type ClientCompliance = z.output<typeof ZClientCompliance>;

export const caseComplianceOperations = defineOperations('caseCompliance', 'Cases', {
  get: {
    method: 'GET',
    path: '/v2/admin/commercial_clients/:id/compliance',
    summary:
      "A commercial client's deadlines of a year, by the month they fell due: met on time, missed, running",
    access: 'admin',
    params: z.object({ id: ZRecordIdParam }),
    query: ZComplianceQuery,
    data: z.object({ compliance: ZClientCompliance }),
    errors: [404],
  },
});
