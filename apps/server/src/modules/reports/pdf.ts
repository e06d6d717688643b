import { DAY_MS } from '@radiant/contract';
import { drawLineChart } from '../../pdf/chart.ts';
import { type Doc, finish, heading, newDocument, paragraph, table, WIDTH } from '../../pdf/document.ts';
import { drawableText as text, ukDay, ukTime } from '../../pdf/text.ts';
import type { ReportContent } from './content.ts';
import { figuresOf, monthName } from './figures.ts';

// A client's monthly report as a PDF: A4, standard fonts, the figures first, then a section per subject, each
// page numbered and naming the report, drawn with the parts every PDF of Radiant's shares (src/pdf). Drawing is
// synchronous work of tens of milliseconds: the server draws reports in a thread of their own (pdf-thread.ts).

/** Rows of a list a PDF shows; the CSV has them all. */
const MAX_ROWS = 60;

const moreInCsv = (doc: Doc, total: number) => {
  if (total > MAX_ROWS) paragraph(doc, `The first ${MAX_ROWS} of ${total}; the CSV file lists them all.`);
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

function energySection(doc: Doc, content: ReportContent) {
  heading(doc, 'Energy and the weather');
  const { totals } = content.energy;
  table(
    doc,
    ['Energy', 'Degree-days', 'kWh per degree-day', 'Mean room', 'Mean outdoor', 'Cost'],
    [
      [
        `${totals.energy_kwh} kWh`,
        totals.degree_days,
        totals.kwh_per_degree_day,
        totals.room_c === null ? null : `${totals.room_c} °C`,
        totals.outdoor_c === null ? null : `${totals.outdoor_c} °C`,
        `£${totals.cost_gbp.toFixed(2)}`,
      ],
    ],
  );
  paragraph(
    doc,
    `Degree-days below ${content.energy.base_c} °C measure how cold the month was; energy per degree-day compares months and places whatever the weather. Cost at £${content.energy.price_per_kwh} per kWh.`,
  );
  doc.moveDown(0.5);
  const domain: [number, number] = [
    Date.parse(`${content.month}T00:00:00Z`),
    Date.parse(`${content.monthEnd}T00:00:00Z`),
  ];
  const energy = daily(content, (bucket) => bucket.energy_kwh);
  drawLineChart(
    doc,
    {
      title: 'Energy per day (kWh)',
      unit: 'kWh',
      times: energy.times,
      series: [{ label: 'Energy', color: '#c55a11', values: energy.values }],
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
      title: 'Mean temperatures per day (°C)',
      unit: '°C',
      times: room.times,
      series: [
        { label: 'Rooms', color: '#1f4e79', values: room.values },
        { label: 'Outdoor', color: '#7f7f7f', values: outdoor.values },
      ],
      floor: [0, 20],
      domain,
      gapMs: 2 * DAY_MS,
    },
    WIDTH,
    150,
  );
}

function healthSection(doc: Doc, content: ReportContent) {
  heading(doc, 'Radiator health');
  const { health } = content;
  table(
    doc,
    ['Radiators', 'Reporting', 'Offline over 24 h', 'Struggling', 'Never reaching setpoint', 'Mean heat-up'],
    [
      [
        health.radiators,
        health.reporting,
        health.offline_over_24h,
        health.struggling,
        health.never_reaching,
        health.mean_heatup_minutes === null ? null : `${health.mean_heatup_minutes} min`,
      ],
    ],
  );
}

function dampSection(doc: Doc, content: ReportContent) {
  heading(doc, 'Damp, mould and cold');
  const { summary } = content.damp;
  paragraph(
    doc,
    `Homes by their worst room's damp and mould band over the month (BS EN ISO 13788), and homes with excess cold in their living rooms.`,
  );
  table(
    doc,
    ['Severe', 'High', 'Moderate', 'Low', 'Too little data', 'Homes with excess cold'],
    [[summary.severe, summary.high, summary.moderate, summary.low, summary.none, content.damp.coldHomes]],
  );
  doc.moveDown(0.4);
  table(
    doc,
    ['Home', 'Resident', 'Band', 'Worst room', 'Mould-risk hours', 'Excess cold'],
    content.damp.homes.map((home) => [
      `${home.home.name}, ${home.home.city}`,
      home.resident.name,
      home.band,
      home.worst_room?.name,
      home.hours.mould_risk,
      home.excess_cold.band,
    ]),
  );
}

function alarmsSection(doc: Doc, content: ReportContent) {
  heading(doc, 'Alarms raised');
  const alarms = content.alarms;
  table(
    doc,
    ['Raised', 'Alarm', 'Severity', 'Home', 'Room', 'Status now'],
    alarms
      .slice(0, MAX_ROWS)
      .map((alarm) => [
        ukTime(alarm.raised_at),
        alarm.rule,
        alarm.severity,
        alarm.home.name,
        alarm.room.name,
        alarm.status,
      ]),
  );
  moreInCsv(doc, alarms.length);
}

function casesSection(doc: Doc, content: ReportContent) {
  heading(doc, 'Cases and their deadlines');
  const { cases } = content;
  paragraph(
    doc,
    `${cases.opened} opened, ${cases.closed} closed, ${cases.openAtEnd} still open at the end of the month. Deadlines that fell due in the month, met or missed:`,
  );
  doc.moveDown(0.3);
  table(
    doc,
    ['Case', 'Hazard', 'Home', 'Deadline', 'Due', 'Status', 'Met'],
    cases.deadlines
      .slice(0, MAX_ROWS)
      .map((deadline) => [
        deadline.case_id,
        deadline.hazard,
        deadline.home,
        deadline.name,
        ukTime(deadline.due_at),
        deadline.status,
        ukTime(deadline.met_at),
      ]),
  );
  moreInCsv(doc, cases.deadlines.length);
}

/** The report as a PDF document's bytes. */
export function reportPdf(content: ReportContent): Promise<Buffer> {
  const title = `Monthly report: ${content.client.name}, ${monthName(content.month)}`;
  const info = {
    language: 'en' as const,
    title,
    subject: 'Monthly report',
    author: 'Radiant',
    preparedAt: content.preparedAt,
  };
  const { doc, bytes } = newDocument(info);

  doc.font('Helvetica-Bold').fontSize(18).text(text(title));
  doc.moveDown(0.3);
  paragraph(
    doc,
    `From ${ukDay(content.month)} to ${ukDay(new Date(Date.parse(`${content.monthEnd}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10))}, prepared by Radiant on ${ukTime(content.preparedAt)} (UK time) from the readings of the client's homes.`,
  );
  heading(doc, 'The month in figures');
  table(
    doc,
    ['Figure', 'Value'],
    figuresOf(content).map((figure) => [figure.label, figure.value]),
  );
  for (const section of [energySection, healthSection, dampSection, alarmsSection, casesSection]) {
    section(doc, content);
  }
  return finish(doc, bytes, info);
}
