import { csvTextOf } from '../../http/csv.ts';
import type { ReportContent } from './content.ts';
import type { FigureLabels } from './words.ts';

// A report's figures once, for both files: the PDF's first table (labelled in its language, words.ts) and the
// CSV's lines (one figure a line: section, subject, figure, value), codes and UTC instants as the API answers them.

type Value = string | number | null;

/** The month in figures: each with its code and its value. */
export function figuresOf(content: ReportContent): { key: keyof FigureLabels; value: Value }[] {
  const { totals } = content.energy;
  const { summary } = content.damp;
  const deadlines = content.cases.deadlines;
  const counted = (status: string) => deadlines.filter((deadline) => deadline.status === status).length;
  return [
    {
      key: 'homes',

      value: summary.severe + summary.high + summary.moderate + summary.low + summary.none,
    },
    { key: 'radiators', value: content.health.radiators },
    { key: 'energy_kwh', value: totals.energy_kwh },
    {
      key: 'degree_days',
      value: totals.degree_days,
    },
    { key: 'kwh_per_degree_day', value: totals.kwh_per_degree_day },
    { key: 'cost_gbp', value: totals.cost_gbp },
    { key: 'radiators_struggling', value: content.health.struggling },
    {
      key: 'radiators_offline',

      value: content.health.offline_over_24h,
    },
    {
      key: 'damp_homes_severe_or_high',

      value: summary.severe + summary.high,
    },
    { key: 'excess_cold_homes', value: content.damp.coldHomes },
    { key: 'alarms_raised', value: content.alarms.length },
    { key: 'cases_opened', value: content.cases.opened },
    { key: 'cases_closed', value: content.cases.closed },
    { key: 'cases_open_at_end', value: content.cases.openAtEnd },
    { key: 'deadlines_met', value: counted('met') },
    { key: 'deadlines_missed', value: counted('missed') },
  ];
}

interface Line {
  section: string;
  subject: string;
  figure: string;
  value: Value;
}

const COLUMNS = ['section', 'subject', 'figure', 'value'] as const;
const CELLS = {
  section: (line: Line) => line.section,
  subject: (line: Line) => line.subject,
  figure: (line: Line) => line.figure,
  value: (line: Line) => line.value ?? '',
};

const linesOf = (section: string, subject: string, values: Record<string, Value>): Line[] =>
  Object.entries(values).map(([figure, value]) => ({ section, subject, figure, value }));

/** The report as one CSV file. */
export function reportCsv(content: ReportContent): string {
  const lines: Line[] = [
    ...linesOf('report', '', {
      client_id: content.client.id,
      client: content.client.name,
      month: content.month,
    }),
    ...figuresOf(content).map(({ key, value }) => ({ section: 'summary', subject: '', figure: key, value })),
    ...content.energy.buckets.flatMap((bucket) =>
      linesOf('energy', bucket.start.slice(0, 10), {
        energy_kwh: bucket.energy_kwh,
        degree_days: bucket.degree_days,
        room_c: bucket.room_c,
        outdoor_c: bucket.outdoor_c,
      }),
    ),
    ...content.damp.homes.flatMap((home) =>
      linesOf('damp', `home ${home.home.id}`, {
        home: home.home.name,
        band: home.band,
        mould_risk_hours: home.hours.mould_risk,
        excess_cold: home.excess_cold.band,
      }),
    ),
    ...content.alarms.flatMap((alarm) =>
      linesOf('alarm', `alarm ${alarm.id}`, {
        raised_at: alarm.raised_at,
        rule: alarm.rule,
        severity: alarm.severity,
        home_id: alarm.home.id,
        room_id: alarm.room.id,
        status: alarm.status,
      }),
    ),
    ...content.cases.deadlines.flatMap((deadline) =>
      linesOf('deadline', `case ${deadline.case_id} ${deadline.name}`, {
        hazard: deadline.hazard,
        due_at: deadline.due_at,
        status: deadline.status,
        met_at: deadline.met_at,
      }),
    ),
  ];
  return csvTextOf(COLUMNS, CELLS, lines);
}
