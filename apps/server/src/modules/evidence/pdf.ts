import { DAMP_THRESHOLDS, DAY_MS, HOUR_MS } from '@radiant/contract';
import { type ChartMarker, drawLineChart } from '../../pdf/chart.ts';
import {
  type Doc,
  facts,
  finish,
  heading,
  MARGIN,
  newDocument,
  paragraph,
  table,
  title,
  WIDTH,
} from '../../pdf/document.ts';
import { LABELS, type Labels } from '../../pdf/labels.ts';
import { PDF_LOCALES, type PdfLanguage, plainNumber, ukDay, ukTime } from '../../pdf/text.ts';
import type { EvidenceCase, EvidencePack, EvidenceRoom } from './pack.ts';
import { EVIDENCE_WORDS, type EvidenceWords } from './words.ts';

// An evidence pack as a PDF a landlord can hand to the Housing Ombudsman or a court: A4, in the reader's language, vector
// charts, every section in the order a reader checks it, each page numbered and naming the pack.

const COLORS = {
  room: '#1f4e79',
  setpoint: '#2e7d32',
  outdoor: '#7f7f7f',
  surface: '#c55a11',
  humidity: '#1f77b4',
  surfaceHumidity: '#b00020',
  opened: '#6a1b9a',
  closed: '#000000',
  command: '#ef6c00',
};

/** What a PDF writes in its language: its sentences, the words for the API's codes, its times and figures. */
interface Writing extends EvidenceWords {
  label: Labels;
  time: (at: string | null | undefined) => string;
  day: (day: string) => string;
  /** A measured figure, to one decimal: `20.5` (`20,5`). */
  figure: (value: number) => string;
  /** A stored number as it is: `72.25` (`72,25`). */
  number: (value: number) => string;
}

function writingIn(language: PdfLanguage): Writing {
  const figures = new Intl.NumberFormat(PDF_LOCALES[language], {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  return {
    ...EVIDENCE_WORDS[language],
    label: LABELS[language],
    time: (at) => ukTime(at, language),
    day: (day) => ukDay(day, language),
    figure: (value) => figures.format(value),
    number: (value) => plainNumber(value, language),
  };
}

function whatHappened(w: Writing, event: EvidenceCase['timeline'][number]): string {
  const label = w.label;
  const parts: string[] = [];
  if (event.kind === 'status' && event.from_status && event.to_status) {
    parts.push(w.statusChange(label.STATUSES[event.from_status], label.STATUSES[event.to_status]));
  }
  if (event.reason) parts.push(w.reason(label.CLOSE_REASONS[event.reason]));
  if (event.outcome) parts.push(label.OUTCOMES[event.outcome]);
  if (event.milestone) parts.push(label.MILESTONES[event.milestone]);
  if (event.alarm_id !== null) parts.push(w.alarm(event.alarm_id));
  if (event.attachment) parts.push(w.attachmentListed(event.attachment.name));
  if (event.command_id !== null) parts.push(w.commandListed(event.command_id));
  if (event.readings) {
    parts.push(
      w.readingsOf(event.readings.room?.name, w.time(event.readings.from), w.time(event.readings.to)),
    );
  }
  if (event.changes) {
    parts.push(
      Object.entries(event.changes)
        .map(([field, change]) =>
          w.changed(
            field.replace('_id', '').replace('_', ' '),
            JSON.stringify(change.from),
            JSON.stringify(change.to),
          ),
        )
        .join('; '),
    );
  }
  if (event.text) parts.push(event.text);
  return parts.join('. ');
}

function caseSections(doc: Doc, w: Writing, pack: EvidencePack, record: EvidenceCase) {
  const label = w.label;
  heading(doc, w.theCase);
  facts(doc, [
    [w.hazard, label.HAZARDS[record.hazard]],
    [w.severity, label.SEVERITIES[record.severity]],
    [w.status, label.STATUSES[record.status]],
    [w.rooms, record.rooms.length === 0 ? w.wholeHome : record.rooms.map((room) => room.name).join(', ')],
    [w.opened, w.openedBy(w.time(record.opened_at), record.opened_by?.name)],
    [w.fromAlarm, record.alarm_id],
    [w.owner, record.owner?.name ?? w.noOwner],
    [
      w.closed,
      record.closed_at
        ? `${w.time(record.closed_at)}${record.close_reason ? `: ${label.CLOSE_REASONS[record.close_reason]}` : ''}`
        : w.notClosed,
    ],
    [w.description, record.description],
  ]);

  heading(doc, w.deadlines);
  paragraph(doc, record.client ? w.clientClocks(record.client.name) : w.policyClocks);
  doc.moveDown(0.3);
  table(
    doc,
    w.deadlineColumns,
    record.deadlines.map((deadline) => [
      label.DEADLINES[deadline.name],
      w.time(deadline.due_at),
      label.DEADLINE_STATUSES[deadline.status],
      w.time(deadline.met_at),
      w.time(deadline.paused_since),
    ]),
    [120, 100, 60, 100],
  );

  heading(doc, w.clockHistory);
  paragraph(doc, w.clockHistoryIntro);
  doc.moveDown(0.3);
  table(
    doc,
    w.noticeColumns,
    pack.notices.map((notice) => [
      w.time(notice.sent_at),
      label.NOTICES[notice.kind],
      label.DEADLINES[notice.deadline],
      w.time(notice.due_at),
    ]),
    [100, 110, 120],
  );

  heading(doc, w.timeline);
  table(
    doc,
    w.timelineColumns,
    record.timeline.map((event) => [
      w.time(event.at),
      event.actor?.name ?? w.radiant,
      label.EVENT_KINDS[event.kind],
      whatHappened(w, event),
    ]),
    [88, 95, 70],
  );
}

function homeCases(doc: Doc, w: Writing, pack: EvidencePack) {
  const label = w.label;
  heading(doc, w.casesInPeriod);
  table(
    doc,
    w.caseColumns,
    pack.cases.map((record) => [
      record.id,
      label.HAZARDS[record.hazard],
      label.STATUSES[record.status],
      w.time(record.opened_at),
      w.time(record.closed_at),
      record.next_deadline
        ? `${label.DEADLINES[record.next_deadline.name]}, ${w.time(record.next_deadline.due_at)} (${label.DEADLINE_STATUSES[record.next_deadline.status]})`
        : null,
    ]),
    [40, 80, 60, 85, 85],
  );
}

function markersOf(w: Writing, pack: EvidencePack): ChartMarker[] {
  const markers: ChartMarker[] = pack.commands.map((command) => ({
    at: Date.parse(command.sent_at),
    label: w.commandSent,
    color: COLORS.command,
  }));
  if (pack.case) {
    markers.push({ at: Date.parse(pack.case.opened_at), label: w.caseOpened, color: COLORS.opened });
    if (pack.case.closed_at)
      markers.push({ at: Date.parse(pack.case.closed_at), label: w.caseClosed, color: COLORS.closed });
  }
  return markers;
}

const mean = (values: readonly (number | null)[]) => {
  const known = values.filter((value) => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
};
const round = (value: number) => Math.round(value * 10) / 10;
const figureIn = (w: Writing) => (value: number | null, unit: string) =>
  value === null ? w.notMeasured : `${w.figure(value)} ${unit}`;

/** A room's figures as charted: each hour's, or each day's where the hours of the window are no longer kept. */
function chartPointsOf(room: EvidenceRoom) {
  const firstHourDay = room.hours[0]?.hour.slice(0, 10);
  const firstDay = room.days[0]?.day;
  const hourly = room.hours.length > 0 && (firstDay === undefined || (firstHourDay ?? '') <= firstDay);
  if (hourly) {
    return {
      unit: 'hours' as const,
      points: room.hours.map((hour) => ({ ...hour, at: Date.parse(hour.hour) })),
      mouldHours: room.hours.filter((hour) => hour.mould_risk).length,
      condensationHours: room.hours.filter((hour) => hour.condensation).length,
      gapMs: 2 * HOUR_MS,
    };
  }
  return {
    unit: 'days' as const,
    // A day's mean drawn at its middle.
    points: room.days.map((day) => ({ ...day, at: Date.parse(day.day) + DAY_MS / 2 })),
    mouldHours: room.days.reduce((sum, day) => sum + day.mould_risk, 0),
    condensationHours: room.days.reduce((sum, day) => sum + day.condensation, 0),
    gapMs: 2 * DAY_MS,
  };
}

function roomReadings(doc: Doc, w: Writing, pack: EvidencePack, room: EvidenceRoom) {
  const figure = figureIn(w);
  if (doc.y > doc.page.height - MARGIN - 330) doc.addPage();
  doc.moveDown(0.6);
  title(doc, room.name, 11);
  const { unit, points, mouldHours, condensationHours, gapMs } = chartPointsOf(room);
  const times = points.map((point) => point.at);
  const roomTemperatures = points.map((point) => point.room_c);
  const known = roomTemperatures.filter((value) => value !== null);
  const measured = unit === 'hours' ? w.hoursWithReadings(points.length) : w.daysWithReadings(points.length);
  paragraph(
    doc,
    points.length === 0
      ? w.noReadings
      : w.roomSummary({
          measured,
          mean: figure(mean(roomTemperatures), '°C'),
          lowest: figure(known.length ? Math.min(...known) : null, '°C'),
          highest: figure(known.length ? Math.max(...known) : null, '°C'),
          humidity: figure(mean(points.map((point) => point.humidity_pct)), '%'),
          threshold: DAMP_THRESHOLDS.mouldRiskSurfaceRhPct,
          mouldHours: round(mouldHours),
          condensationHours: round(condensationHours),
          band: room.band ? w.label.BANDS[room.band] : null,
        }),
  );
  if (points.length === 0) return;
  doc.moveDown(0.4);
  const markers = markersOf(w, pack);
  const domain: [number, number] = [Date.parse(pack.window.from), Date.parse(pack.window.to) + DAY_MS];
  const per = unit === 'hours' ? '' : w.dailyMeans;
  drawLineChart(
    doc,
    {
      title: w.temperatures(per),
      unit: '°C',
      times,
      series: [
        { label: w.room, color: COLORS.room, values: roomTemperatures },
        {
          label: w.setpoint,
          color: COLORS.setpoint,
          values: points.map((point) => point.setpoint_c),
          dash: true,
        },
        { label: w.outdoor, color: COLORS.outdoor, values: points.map((point) => point.outdoor_c) },
        {
          label: w.coldestSurface,
          color: COLORS.surface,
          values: points.map((point) => point.surface_c),
        },
      ],
      markers,
      domain,
      gapMs,
      floor: [0, 25],
    },
    WIDTH,
    150,
  );
  drawLineChart(
    doc,
    {
      title: w.humidity(per),
      unit: '%',
      times,
      series: [
        { label: w.roomAir, color: COLORS.humidity, values: points.map((point) => point.humidity_pct) },
        {
          label: w.coldestSurface,
          color: COLORS.surfaceHumidity,
          values: points.map((point) => point.surface_humidity_pct),
        },
      ],
      thresholds: [{ value: DAMP_THRESHOLDS.mouldRiskSurfaceRhPct, label: w.mouldRisk }],
      markers,
      domain,
      gapMs,
      floor: [30, 100],
    },
    WIDTH,
    150,
  );
}

function commandSection(doc: Doc, w: Writing, pack: EvidencePack) {
  heading(doc, w.commandsSent);
  table(
    doc,
    w.commandColumns,
    pack.commands.map((command) => [
      w.time(command.sent_at),
      command.by ?? w.radiant,
      `${w.label.MODES[command.mode]}${command.setpoint_c === null ? '' : w.setpointAt(command.setpoint_c)}${command.until ? w.until(w.time(command.until)) : ''}`,
      Object.entries(command.radiators)
        .map(
          ([status, count]) =>
            `${count} ${w.label.COMMAND_STATUSES[status as keyof Labels['COMMAND_STATUSES']]}`,
        )
        .join(', '),
      w.time(command.first_delivered_at),
      w.time(command.last_changed_at),
    ]),
    [80, 70, 95, 90, 80],
  );
}

function attachmentSection(doc: Doc, w: Writing, pack: EvidencePack) {
  heading(doc, w.attachments);
  paragraph(doc, w.attachmentsIntro);
  doc.moveDown(0.3);
  table(
    doc,
    w.attachmentColumns,
    pack.attachments.map((file) => [
      file.name,
      file.media_type === 'application/pdf' ? w.pdf : w.photo,
      `${Math.max(1, Math.round(file.size_bytes / 1024))} KB`,
      w.time(file.at),
      file.by ?? w.radiant,
      file.sha256,
    ]),
    [90, 35, 40, 75, 70],
  );
}

/** The pack's title in a language: the case and its hazard, or the home and the window. */
const titleOf = (w: Writing, pack: EvidencePack) =>
  pack.case
    ? w.packTitleCase(pack.case.id, w.label.HAZARDS[pack.case.hazard])
    : w.packTitleHome(pack.home.name, pack.window.from, pack.window.to);

/** The pack as a PDF document's bytes, in `language`. */
export function evidencePdf(pack: EvidencePack, language: PdfLanguage = 'en'): Promise<Buffer> {
  const w = writingIn(language);
  const packTitle = titleOf(w, pack);
  const info = {
    language,
    title: packTitle,
    subject: w.subject,
    author: pack.prepared.by,
    preparedAt: pack.prepared.at,
  };
  const { doc, bytes } = newDocument(info);
  title(doc, w.heading(packTitle));
  doc.moveDown(0.3);
  paragraph(
    doc,
    w.preparedBy(pack.prepared.by, w.time(pack.prepared.at), w.day(pack.window.from), w.day(pack.window.to)),
  );

  heading(doc, w.homeAndResident);
  const { home } = pack;
  facts(doc, [
    [w.home, `${home.name}${home.city ? `, ${home.city}` : ''}`],
    [w.floorArea, home.floor_area_m2 === null ? null : `${w.number(home.floor_area_m2)} m²`],
    [w.walls, home.temperature_factor === null ? w.wallsDefault : w.wallsSurveyed(home.temperature_factor)],
    [w.resident, home.resident_name],
    [w.contact, [home.resident_email, home.resident_mobile].filter(Boolean).join(', ')],
    [w.address, home.resident_address],
    [w.landlord, home.client_name ?? w.noLandlord],
  ]);

  if (pack.case) caseSections(doc, w, pack, pack.case);
  else homeCases(doc, w, pack);

  heading(doc, w.readings);
  paragraph(doc, w.readingsIntro);
  if (pack.rooms.length === 0) paragraph(doc, w.noRadiators);
  for (const room of pack.rooms) roomReadings(doc, w, pack, room);

  commandSection(doc, w, pack);
  if (pack.case) attachmentSection(doc, w, pack);
  return finish(doc, bytes, info);
}
