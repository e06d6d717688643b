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
  WIDTH,
} from '../../pdf/document.ts';
import { drawableText as text, ukDay, ukTime } from '../../pdf/text.ts';
import * as label from './labels.ts';
import type { EvidenceCase, EvidencePack, EvidenceRoom } from './pack.ts';

// An evidence pack as a PDF a landlord can hand to the Housing Ombudsman or a court: A4, standard fonts, vector
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

function whatHappened(event: EvidenceCase['timeline'][number]): string {
  const parts: string[] = [];
  if (event.kind === 'status' && event.from_status && event.to_status) {
    parts.push(`${label.STATUSES[event.from_status]} to ${label.STATUSES[event.to_status]}`);
  }
  if (event.reason) parts.push(`reason: ${label.CLOSE_REASONS[event.reason]}`);
  if (event.outcome) parts.push(label.OUTCOMES[event.outcome]);
  if (event.milestone) parts.push(label.MILESTONES[event.milestone]);
  if (event.alarm_id !== null) parts.push(`alarm ${event.alarm_id}`);
  if (event.attachment) parts.push(`${event.attachment.name} (listed under Attachments)`);
  if (event.command_id !== null) parts.push(`command ${event.command_id} (listed under Commands)`);
  if (event.readings) {
    parts.push(
      `readings of ${event.readings.room?.name ?? 'the whole home'} from ${ukTime(event.readings.from)} to ${ukTime(event.readings.to)}`,
    );
  }
  if (event.changes) {
    parts.push(
      Object.entries(event.changes)
        .map(
          ([field, change]) =>
            `${field.replace('_id', '').replace('_', ' ')}: ${JSON.stringify(change.from)} to ${JSON.stringify(change.to)}`,
        )
        .join('; '),
    );
  }
  if (event.text) parts.push(event.text);
  return parts.join('. ');
}

function caseSections(doc: Doc, pack: EvidencePack, record: EvidenceCase) {
  heading(doc, 'The case');
  facts(doc, [
    ['Hazard', label.HAZARDS[record.hazard]],
    ['Severity', label.SEVERITIES[record.severity]],
    ['Status', label.STATUSES[record.status]],
    [
      'Rooms',
      record.rooms.length === 0 ? 'The whole home' : record.rooms.map((room) => room.name).join(', '),
    ],
    ['Opened', `${ukTime(record.opened_at)} by ${record.opened_by?.name ?? 'Radiant, from an alarm'}`],
    ['From alarm', record.alarm_id],
    ['Owner', record.owner?.name ?? 'No owner'],
    [
      'Closed',
      record.closed_at
        ? `${ukTime(record.closed_at)}${record.close_reason ? `: ${label.CLOSE_REASONS[record.close_reason]}` : ''}`
        : 'Not closed',
    ],
    ['Description', record.description],
  ]);

  heading(doc, 'Deadlines');
  paragraph(
    doc,
    record.client
      ? `The clocks of ${record.client.name}'s case policy, in working days of England and Wales where the policy counts them.`
      : 'The clocks of the case policy that applied when the case was opened.',
  );
  doc.moveDown(0.3);
  table(
    doc,
    ['Deadline', 'Due', 'Status', 'Met', 'Paused since'],
    record.deadlines.map((deadline) => [
      label.DEADLINES[deadline.name],
      ukTime(deadline.due_at),
      label.DEADLINE_STATUSES[deadline.status],
      ukTime(deadline.met_at),
      ukTime(deadline.paused_since),
    ]),
    [120, 100, 60, 100],
  );

  heading(doc, "The clock's history");
  paragraph(doc, "The notices Radiant sent (to the client's webhooks) as deadlines came near and passed.");
  doc.moveDown(0.3);
  table(
    doc,
    ['Sent', 'Notice', 'Deadline', 'Due'],
    pack.notices.map((notice) => [
      ukTime(notice.sent_at),
      label.NOTICES[notice.kind],
      label.DEADLINES[notice.deadline],
      ukTime(notice.due_at),
    ]),
    [100, 110, 120],
  );

  heading(doc, 'Timeline');
  table(
    doc,
    ['When', 'Who', 'What', 'Details'],
    record.timeline.map((event) => [
      ukTime(event.at),
      event.actor?.name ?? 'Radiant',
      label.EVENT_KINDS[event.kind],
      whatHappened(event),
    ]),
    [88, 95, 70],
  );
}

function homeCases(doc: Doc, pack: EvidencePack) {
  heading(doc, 'Cases in the period');
  table(
    doc,
    ['Case', 'Hazard', 'Status', 'Opened', 'Closed', 'Next deadline'],
    pack.cases.map((record) => [
      record.id,
      label.HAZARDS[record.hazard],
      label.STATUSES[record.status],
      ukTime(record.opened_at),
      ukTime(record.closed_at),
      record.next_deadline
        ? `${label.DEADLINES[record.next_deadline.name]}, ${ukTime(record.next_deadline.due_at)} (${label.DEADLINE_STATUSES[record.next_deadline.status]})`
        : null,
    ]),
    [40, 80, 60, 85, 85],
  );
}

function markersOf(pack: EvidencePack): ChartMarker[] {
  const markers: ChartMarker[] = pack.commands.map((command) => ({
    at: Date.parse(command.sent_at),
    label: 'Command sent',
    color: COLORS.command,
  }));
  if (pack.case) {
    markers.push({ at: Date.parse(pack.case.opened_at), label: 'Case opened', color: COLORS.opened });
    if (pack.case.closed_at)
      markers.push({ at: Date.parse(pack.case.closed_at), label: 'Case closed', color: COLORS.closed });
  }
  return markers;
}

const mean = (values: readonly (number | null)[]) => {
  const known = values.filter((value) => value !== null);
  return known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0) / known.length;
};
const round = (value: number) => Math.round(value * 10) / 10;
const figure = (value: number | null, unit: string) =>
  value === null ? 'not measured' : `${value.toFixed(1)} ${unit}`;

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

function roomReadings(doc: Doc, pack: EvidencePack, room: EvidenceRoom) {
  if (doc.y > doc.page.height - MARGIN - 330) doc.addPage();
  doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).text(text(room.name), MARGIN);
  const { unit, points, mouldHours, condensationHours, gapMs } = chartPointsOf(room);
  const times = points.map((point) => point.at);
  const roomTemperatures = points.map((point) => point.room_c);
  const known = roomTemperatures.filter((value) => value !== null);
  const measured =
    unit === 'hours'
      ? `${points.length} hours with readings.`
      : `${points.length} days with readings, as daily means (the hourly readings of these days are no longer kept).`;
  paragraph(
    doc,
    points.length === 0
      ? 'No readings in the period.'
      : `${measured} Room temperature: mean ${figure(mean(roomTemperatures), '°C')}, lowest ${figure(known.length ? Math.min(...known) : null, '°C')}, highest ${figure(known.length ? Math.max(...known) : null, '°C')}. Humidity: mean ${figure(mean(points.map((point) => point.humidity_pct)), '%')}. Coldest surface at or above ${DAMP_THRESHOLDS.mouldRiskSurfaceRhPct} % humidity (mould risk) for ${round(mouldHours)} hours, at 100 % (condensation) for ${round(condensationHours)}.${room.band ? ` Damp band over the period: ${label.BANDS[room.band]}.` : ''}`,
  );
  if (points.length === 0) return;
  doc.moveDown(0.4);
  const markers = markersOf(pack);
  const domain: [number, number] = [Date.parse(pack.window.from), Date.parse(pack.window.to) + DAY_MS];
  const per = unit === 'hours' ? '' : ', daily means';
  drawLineChart(
    doc,
    {
      title: `Temperatures (°C${per})`,
      unit: '°C',
      times,
      series: [
        { label: 'Room', color: COLORS.room, values: roomTemperatures },
        {
          label: 'Setpoint',
          color: COLORS.setpoint,
          values: points.map((point) => point.setpoint_c),
          dash: true,
        },
        { label: 'Outdoor', color: COLORS.outdoor, values: points.map((point) => point.outdoor_c) },
        {
          label: 'Coldest surface (estimated)',
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
      title: `Relative humidity (%${per})`,
      unit: '%',
      times,
      series: [
        { label: 'Room air', color: COLORS.humidity, values: points.map((point) => point.humidity_pct) },
        {
          label: 'Coldest surface (estimated)',
          color: COLORS.surfaceHumidity,
          values: points.map((point) => point.surface_humidity_pct),
        },
      ],
      thresholds: [{ value: DAMP_THRESHOLDS.mouldRiskSurfaceRhPct, label: 'Mould risk (ISO 13788)' }],
      markers,
      domain,
      gapMs,
      floor: [30, 100],
    },
    WIDTH,
    150,
  );
}

function commandSection(doc: Doc, pack: EvidencePack) {
  heading(doc, 'Commands sent to the home');
  table(
    doc,
    ['Sent', 'By', 'Change', "The home's radiators", 'Delivered', 'Last confirmed or changed'],
    pack.commands.map((command) => [
      ukTime(command.sent_at),
      command.by ?? 'Radiant',
      `${label.MODES[command.mode]}${command.setpoint_c === null ? '' : ` at ${command.setpoint_c} °C`}${command.until ? ` until ${ukTime(command.until)}` : ''}`,
      Object.entries(command.radiators)
        .map(
          ([status, count]) =>
            `${count} ${label.COMMAND_STATUSES[status as keyof typeof label.COMMAND_STATUSES]}`,
        )
        .join(', '),
      ukTime(command.first_delivered_at),
      ukTime(command.last_changed_at),
    ]),
    [80, 70, 95, 90, 80],
  );
}

function attachmentSection(doc: Doc, pack: EvidencePack) {
  heading(doc, 'Attachments');
  paragraph(
    doc,
    "The files attached to the case, each downloadable from it. The SHA-256 is of the file as uploaded: a copy's own hash shows whether it is the same file (photos are kept re-encoded, without what else the upload carried).",
  );
  doc.moveDown(0.3);
  table(
    doc,
    ['File', 'Type', 'Size', 'Added', 'By', 'SHA-256'],
    pack.attachments.map((file) => [
      file.name,
      file.media_type === 'application/pdf' ? 'PDF' : 'Photo',
      `${Math.max(1, Math.round(file.size_bytes / 1024))} KB`,
      ukTime(file.at),
      file.by ?? 'Radiant',
      file.sha256,
    ]),
    [90, 35, 40, 75, 70],
  );
}

/** The pack as a PDF document's bytes. */
export function evidencePdf(pack: EvidencePack): Promise<Buffer> {
  const info = {
    title: pack.title,
    subject: 'Evidence pack',
    author: pack.prepared.by,
    preparedAt: pack.prepared.at,
  };
  const { doc, bytes } = newDocument(info);
  doc
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(text(`Evidence pack: ${pack.title}`));
  doc.moveDown(0.3);
  paragraph(
    doc,
    `Prepared by ${pack.prepared.by} on ${ukTime(pack.prepared.at)} (UK time), from the records Radiant keeps. Readings and commands from ${ukDay(pack.window.from)} to ${ukDay(pack.window.to)}.`,
  );

  heading(doc, 'The home and its resident');
  const { home } = pack;
  facts(doc, [
    ['Home', `${home.name}${home.city ? `, ${home.city}` : ''}`],
    ['Floor area', home.floor_area_m2 === null ? null : `${home.floor_area_m2} m²`],
    [
      'Walls (f_Rsi)',
      home.temperature_factor === null
        ? 'Default 0.75 (no survey)'
        : `${home.temperature_factor}, from a survey`,
    ],
    ['Resident', home.resident_name],
    ['Contact', [home.resident_email, home.resident_mobile].filter(Boolean).join(', ')],
    ['Address', home.resident_address],
    ['Landlord (client)', home.client_name ?? 'None: a residential customer'],
  ]);

  if (pack.case) caseSections(doc, pack, pack.case);
  else homeCases(doc, pack);

  heading(doc, 'Readings');
  paragraph(
    doc,
    "Hourly means of the radiators in each room (daily means for days whose hours are no longer kept). The coldest surface is estimated from the room and outdoor temperatures and the walls' temperature factor (BS EN ISO 13788); mould is at risk where its humidity stays at 80 % or above. Vertical lines mark the case being opened and closed and the commands sent.",
  );
  if (pack.rooms.length === 0) paragraph(doc, 'The home has no radiators, so no readings.');
  for (const room of pack.rooms) roomReadings(doc, pack, room);

  commandSection(doc, pack);
  if (pack.case) attachmentSection(doc, pack);
  return finish(doc, bytes, info);
}
