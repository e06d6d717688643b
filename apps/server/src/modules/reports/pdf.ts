import { DAY_MS } from '@radiant/contract';
import { drawLineChart } from '../../pdf/chart.ts';
import {
  type Doc,
  finish,
  heading,
  newDocument,
  paragraph,
  table,
  title,
  WIDTH,
} from '../../pdf/document.ts';
import { LABELS, type Labels } from '../../pdf/labels.ts';
import { monthName, PDF_LOCALES, type PdfLanguage, plainNumber, ukDay, ukTime } from '../../pdf/text.ts';
import type { ReportContent } from './content.ts';
import { figuresOf } from './figures.ts';
import { REPORT_WORDS, type ReportWords } from './words.ts';

// A client's monthly report as a PDF in the client's language (its report settings): A4, the figures first,
// then a section per subject, each page numbered and naming the report, drawn with the parts every PDF of
// Radiant's shares (src/pdf). Drawing is synchronous work of tens of milliseconds: the server draws reports in a
// thread of their own (pdf-thread.ts).

/** Rows of a list a PDF shows; the CSV has them all. */
const MAX_ROWS = 60;

/** What a report writes in its language: its words, the words for the API's codes, times and numbers. */
interface Writing extends ReportWords {
  label: Labels;
  time: (at: string | null) => string;
  number: (value: number) => string;
  /** An amount in pounds: `£12.50` (`12,50 £`). */
  pounds: (value: number) => string;
  /** A number with its unit, if any; none for none. */
  measure: (value: number | null, unit?: string) => string | null;
}

function writingIn(language: PdfLanguage): Writing {
  const number = (value: number) => plainNumber(value, language);
  // Arabic's CLDR writes `0.25 UK£`, whose sign the bidi algorithm moves to the figure's far side in an Arabic
  // line; `£0.25`, with the Latin digits Arabic PDFs use, reads as one piece (bidi.ts).
  const pounds = new Intl.NumberFormat(language === 'ar' ? 'en-GB' : PDF_LOCALES[language], {
    style: 'currency',
    currency: 'GBP',
  });
  return {
    ...REPORT_WORDS[language],
    label: LABELS[language],
    time: (at) => ukTime(at, language),
    number,
    pounds: (value) => pounds.format(value),
    measure: (value, unit) => (value === null ? null : unit ? `${number(value)} ${unit}` : number(value)),
  };
}

const moreInCsv = (doc: Doc, w: Writing, total: number) => {
  if (total > MAX_ROWS) paragraph(doc, w.moreInCsv(MAX_ROWS, total));
};

/** A figure of each day of the month, drawn at the day's middle. */
function daily(
  content: ReportContent,
  pick: (bucket: ReportContent['energy']['buckets'][number]) => number | null,
) {
  const buckets = content.energy.buckets;
  return {
    times: buckets.map((bucket) => Date.parse(bucket.start) + DAY_MS / 2),
    values: buckets.map(pick),
  };
}

function energySection(doc: Doc, w: Writing, content: ReportContent) {
  heading(doc, w.energy);
  const { totals } = content.energy;
  table(doc, w.energyColumns, [
    [
      w.measure(totals.energy_kwh, 'kWh'),
      w.number(totals.degree_days),
      w.measure(totals.kwh_per_degree_day),
      w.measure(totals.room_c, '°C'),
      w.measure(totals.outdoor_c, '°C'),
      w.pounds(totals.cost_gbp),
    ],
  ]);
  paragraph(doc, w.degreeDays(w.number(content.energy.base_c), w.pounds(content.energy.price_per_kwh)));
  doc.moveDown(0.5);
  const domain: [number, number] = [
    Date.parse(`${content.month}T00:00:00Z`),
    Date.parse(`${content.monthEnd}T00:00:00Z`),
  ];
  const energy = daily(content, (bucket) => bucket.energy_kwh);
  drawLineChart(
    doc,
    {
      title: w.energyPerDay,
      unit: 'kWh',
      times: energy.times,
      series: [{ label: w.energySeries, color: '#c55a11', values: energy.values }],
      floor: [0, 1],
      domain,
      gapMs: 2 * DAY_MS,
    },
    WIDTH,
    150,
  );
  const room = daily(content, (bucket) => bucket.room_c);
  const outdoor = daily(content, (bucket) => bucket.outdoor_c);
  drawLineChart(
    doc,
    {
      title: w.temperaturesPerDay,
      unit: '°C',
      times: room.times,
      series: [
        { label: w.rooms, color: '#1f4e79', values: room.values },
        { label: w.outdoor, color: '#7f7f7f', values: outdoor.values },
      ],
      floor: [0, 20],
      domain,
      gapMs: 2 * DAY_MS,
    },
    WIDTH,
    150,
  );
}

function healthSection(doc: Doc, w: Writing, content: ReportContent) {
  heading(doc, w.health);
  const { health } = content;
  table(doc, w.healthColumns, [
    [
      health.radiators,
      health.reporting,
      health.offline_over_24h,
      health.struggling,
      health.never_reaching,
      health.mean_heatup_minutes === null ? null : w.minutes(w.number(health.mean_heatup_minutes)),
    ],
  ]);
}

function dampSection(doc: Doc, w: Writing, content: ReportContent) {
  heading(doc, w.damp);
  const { summary } = content.damp;
  paragraph(doc, w.dampIntro);
  table(doc, w.bandColumns, [
    [summary.severe, summary.high, summary.moderate, summary.low, summary.none, content.damp.coldHomes],
  ]);
  doc.moveDown(0.4);
  const band = (value: keyof Labels['BANDS'] | null) => (value === null ? null : w.label.BANDS[value]);
  table(
    doc,
    w.homeColumns,
    content.damp.homes.map((home) => [
      `${home.home.name}, ${home.home.city}`,
      home.resident.name,
      band(home.band),
      home.worst_room?.name,
      w.number(home.hours.mould_risk),
      band(home.excess_cold.band),
    ]),
  );
}

function alarmsSection(doc: Doc, w: Writing, content: ReportContent) {
  heading(doc, w.alarms);
  const alarms = content.alarms;
  table(
    doc,
    w.alarmColumns,
    alarms
      .slice(0, MAX_ROWS)
      .map((alarm) => [
        w.time(alarm.raised_at),
        w.label.ALARM_RULES[alarm.rule],
        w.label.ALARM_SEVERITIES[alarm.severity],
        alarm.home.name,
        alarm.room.name,
        w.label.ALARM_STATUSES[alarm.status],
      ]),
  );
  moreInCsv(doc, w, alarms.length);
}

function casesSection(doc: Doc, w: Writing, content: ReportContent) {
  heading(doc, w.cases);
  const { cases } = content;
  paragraph(doc, w.casesSummary(cases.opened, cases.closed, cases.openAtEnd));
  doc.moveDown(0.3);
  table(
    doc,
    w.deadlineColumns,
    cases.deadlines
      .slice(0, MAX_ROWS)
      .map((deadline) => [
        deadline.case_id,
        w.label.HAZARDS[deadline.hazard],
        deadline.home,
        w.label.DEADLINES[deadline.name],
        w.time(deadline.due_at),
        w.label.DEADLINE_STATUSES[deadline.status],
        w.time(deadline.met_at),
      ]),
  );
  moreInCsv(doc, w, cases.deadlines.length);
}

/** The report as a PDF document's bytes, in `language`. */
export function reportPdf(content: ReportContent, language: PdfLanguage): Promise<Buffer> {
  const w = writingIn(language);
  const reportTitle = w.title(content.client.name, monthName(content.month, language));
  const info = {
    language,
    title: reportTitle,
    subject: w.subject,
    author: 'Radiant',
    preparedAt: content.preparedAt,
  };
  const { doc, bytes } = newDocument(info);

  title(doc, reportTitle);
  doc.moveDown(0.3);
  const lastDay = new Date(Date.parse(`${content.monthEnd}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  paragraph(
    doc,
    w.intro(ukDay(content.month, language), ukDay(lastDay, language), w.time(content.preparedAt)),
  );
  heading(doc, w.monthInFigures);
  const labels = w.figures(w.number(content.energy.base_c));
  table(
    doc,
    w.figureColumns,
    figuresOf(content).map((figure) => [
      labels[figure.key],
      typeof figure.value === 'number' ? w.number(figure.value) : figure.value,
    ]),
  );
  for (const section of [energySection, healthSection, dampSection, alarmsSection, casesSection]) {
    section(doc, w, content);
  }
  return finish(doc, bytes, info);
}
