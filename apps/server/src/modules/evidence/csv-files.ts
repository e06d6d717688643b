import type { EvidenceFile } from '@radiant/contract';
import { strToU8, zipSync } from 'fflate';
import { type CsvCells, csvTextOf } from '../../http/csv.ts';
import type { EvidenceCase, EvidenceCommand, EvidencePack, EvidenceRoom } from './pack.ts';

// An evidence pack for machines: the PDF's sections as CSV files (codes, not words; instants in UTC), zipped.

const cell = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? '' : typeof value === 'boolean' ? String(value) : value;

/** A CSV file of named columns, each cell read by its column's function. */
const fileOf = <T, C extends string>(cells: CsvCells<T, C>, rows: readonly T[]) =>
  csvTextOf(Object.keys(cells) as C[], cells, rows);

function summaryOf(pack: EvidencePack) {
  const record = pack.case;
  const { home } = pack;
  const fields: (readonly [string, string | number | boolean | null | undefined])[] = [
    ['title', pack.title],
    ['prepared_at', pack.prepared.at],
    ['prepared_by', pack.prepared.by],
    ['window_from', pack.window.from],
    ['window_to', pack.window.to],
    ['home_id', home.id],
    ['home', home.name],
    ['city', home.city],
    ['floor_area_m2', home.floor_area_m2],
    ['temperature_factor', home.temperature_factor],
    ['resident_id', home.resident_id],
    ['resident', home.resident_name],
    ['resident_email', home.resident_email],
    ['resident_mobile', home.resident_mobile],
    ['resident_address', home.resident_address],
    ['client_id', home.client_id],
    ['client', home.client_name],
    ...(record
      ? ([
          ['case_id', record.id],
          ['hazard', record.hazard],
          ['severity', record.severity],
          ['status', record.status],
          ['rooms', record.rooms.map((room) => room.name).join('; ')],
          ['alarm_id', record.alarm_id],
          ['opened_at', record.opened_at],
          ['opened_by', record.opened_by?.name],
          ['owner', record.owner?.name],
          ['closed_at', record.closed_at],
          ['close_reason', record.close_reason],
          ['description', record.description],
        ] as const)
      : []),
  ];
  return fileOf({ field: ([name]) => name, value: ([, value]) => cell(value) }, fields);
}

type TimelineEvent = EvidenceCase['timeline'][number];
const timelineOf = (record: EvidenceCase) =>
  fileOf<TimelineEvent, string>(
    {
      event_id: (event) => event.id,
      at: (event) => event.at,
      actor_id: (event) => cell(event.actor?.id),
      actor: (event) => cell(event.actor?.name),
      kind: (event) => event.kind,
      from_status: (event) => cell(event.from_status),
      to_status: (event) => cell(event.to_status),
      reason: (event) => cell(event.reason),
      outcome: (event) => cell(event.outcome),
      milestone: (event) => cell(event.milestone),
      alarm_id: (event) => cell(event.alarm_id),
      changes: (event) => (event.changes ? JSON.stringify(event.changes) : ''),
      attachment_id: (event) => cell(event.attachment?.id),
      command_id: (event) => cell(event.command_id),
      readings_room_id: (event) => cell(event.readings?.room?.id),
      readings_from: (event) => cell(event.readings?.from),
      readings_to: (event) => cell(event.readings?.to),
      text: (event) => cell(event.text),
    },
    record.timeline,
  );

type Deadline = EvidenceCase['deadlines'][number];
const deadlinesOf = (record: EvidenceCase) =>
  fileOf<Deadline, string>(
    {
      deadline: (deadline) => deadline.name,
      due_at: (deadline) => deadline.due_at,
      status: (deadline) => deadline.status,
      met_at: (deadline) => cell(deadline.met_at),
      paused_since: (deadline) => cell(deadline.paused_since),
    },
    record.deadlines,
  );

const noticesOf = (pack: EvidencePack) =>
  fileOf<EvidencePack['notices'][number], string>(
    {
      sent_at: (notice) => notice.sent_at,
      kind: (notice) => notice.kind,
      deadline: (notice) => notice.deadline,
      due_at: (notice) => notice.due_at,
    },
    pack.notices,
  );

const casesOf = (pack: EvidencePack) =>
  fileOf<EvidencePack['cases'][number], string>(
    {
      case_id: (record) => record.id,
      hazard: (record) => record.hazard,
      severity: (record) => record.severity,
      status: (record) => record.status,
      opened_at: (record) => record.opened_at,
      closed_at: (record) => cell(record.closed_at),
      close_reason: (record) => cell(record.close_reason),
      next_deadline: (record) => cell(record.next_deadline?.name),
      next_due_at: (record) => cell(record.next_deadline?.due_at),
      next_deadline_status: (record) => cell(record.next_deadline?.status),
    },
    pack.cases,
  );

type RoomHour = EvidenceRoom['hours'][number] & { room: EvidenceRoom };
const readingsOf = (pack: EvidencePack) =>
  fileOf<RoomHour, string>(
    {
      room_id: (hour) => hour.room.id,
      room: (hour) => hour.room.name,
      hour: (hour) => hour.hour,
      room_c: (hour) => cell(hour.room_c),
      setpoint_c: (hour) => cell(hour.setpoint_c),
      humidity_pct: (hour) => cell(hour.humidity_pct),
      outdoor_c: (hour) => cell(hour.outdoor_c),
      dew_point_c: (hour) => cell(hour.dew_point_c),
      surface_c: (hour) => cell(hour.surface_c),
      surface_humidity_pct: (hour) => cell(hour.surface_humidity_pct),
      mould_risk: (hour) => cell(hour.mould_risk),
      condensation: (hour) => cell(hour.condensation),
    },
    pack.rooms.flatMap((room) => room.hours.map((hour) => ({ ...hour, room }))),
  );

type RoomDay = EvidenceRoom['days'][number] & { room: EvidenceRoom };
const dailyReadingsOf = (pack: EvidencePack) =>
  fileOf<RoomDay, string>(
    {
      room_id: (day) => day.room.id,
      room: (day) => day.room.name,
      day: (day) => day.day,
      room_c: (day) => cell(day.room_c),
      setpoint_c: (day) => cell(day.setpoint_c),
      humidity_pct: (day) => cell(day.humidity_pct),
      outdoor_c: (day) => cell(day.outdoor_c),
      dew_point_c: (day) => cell(day.dew_point_c),
      surface_c: (day) => cell(day.surface_c),
      surface_humidity_pct: (day) => cell(day.surface_humidity_pct),
      judged_hours: (day) => day.judged,
      mould_risk_hours: (day) => day.mould_risk,
      condensation_hours: (day) => day.condensation,
    },
    pack.rooms.flatMap((room) => room.days.map((day) => ({ ...day, room }))),
  );

type CommandStatusRow = EvidenceCommand & { status: string; count: number };
const commandsOf = (pack: EvidencePack) =>
  fileOf<CommandStatusRow, string>(
    {
      command_id: (row) => row.id,
      sent_at: (row) => row.sent_at,
      by: (row) => cell(row.by),
      mode: (row) => row.mode,
      setpoint_c: (row) => cell(row.setpoint_c),
      until: (row) => cell(row.until),
      status: (row) => row.status,
      radiators: (row) => row.count,
      first_delivered_at: (row) => cell(row.first_delivered_at),
      last_changed_at: (row) => cell(row.last_changed_at),
    },
    pack.commands.flatMap((command) =>
      Object.entries(command.radiators).map(([status, count]) => ({ ...command, status, count: count ?? 0 })),
    ),
  );

const attachmentsOf = (pack: EvidencePack) =>
  fileOf<EvidencePack['attachments'][number], string>(
    {
      attachment_id: (file) => file.id,
      name: (file) => file.name,
      media_type: (file) => file.media_type,
      size_bytes: (file) => file.size_bytes,
      sha256: (file) => file.sha256,
      uploaded_by: (file) => cell(file.by),
      uploaded_at: (file) => file.at,
    },
    pack.attachments,
  );

/** The pack's CSV files by name: a case's with its timeline and clocks, a home's with its cases. */
function evidenceFiles(pack: EvidencePack): Partial<Record<EvidenceFile, string>> {
  const record = pack.case;
  return {
    summary: summaryOf(pack),
    ...(record
      ? {
          timeline: timelineOf(record),
          deadlines: deadlinesOf(record),
          notices: noticesOf(pack),
          attachments: attachmentsOf(pack),
        }
      : { cases: casesOf(pack) }),
    readings: readingsOf(pack),
    daily_readings: dailyReadingsOf(pack),
    commands: commandsOf(pack),
  };
}

/** The pack's CSV files in a ZIP, in a folder named after the pack. */
export function evidenceZip(pack: EvidencePack): Buffer {
  const mtime = new Date(pack.prepared.at);
  const entries = Object.entries(evidenceFiles(pack)).map(([name, csv]) => [
    `${pack.name}/${name}.csv`,
    [strToU8(csv ?? ''), { mtime }],
  ]);
  return Buffer.from(zipSync(Object.fromEntries(entries), { level: 6 }));
}
