import {
  type CaseDeadlineName,
  type CaseListItem,
  type CaseNoticeKind,
  type CommandStatus,
  DAMP_WINDOW_DAYS,
  DAY_MS,
  EVIDENCE_DAYS_BEFORE,
  type HeatingMode,
  MAX_ROOM_DAMP_DAYS,
  type RoomDamp,
  type RoomType,
} from '@radiant/contract';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { LABELS } from '../../pdf/labels.ts';
import { roomDamp } from '../analytics/damp/service.ts';
import { dayOf } from '../analytics/time.ts';
import { noticesOf } from '../cases/notices-repository.ts';
import { getCase, listCases } from '../cases/service.ts';
import {
  type EvidenceCommandRow,
  type EvidenceHome,
  findEvidenceHome,
  findPersonName,
  readHomeCommands,
  roomsWithRadiators,
} from './repository.ts';

// An evidence pack's content, read once and drawn twice: as a PDF (pdf.ts) and as CSV files (csv-files.ts).

export type EvidenceCase = Awaited<ReturnType<typeof getCase>>;

export interface EvidenceRoom {
  id: number;
  name: string;
  type: RoomType;
  band: RoomDamp['band'];
  hours: RoomDamp['hours'];
  /** The same by day: what is left of days whose hours are past their retention. */
  days: RoomDamp['days'];
}

export interface EvidenceCommand {
  id: number;
  sent_at: string;
  by: string | null;
  mode: HeatingMode;
  setpoint_c: number | null;
  until: string | null;
  /** The home's radiators the command went to, by how far each got. */
  radiators: Partial<Record<CommandStatus, number>>;
  first_delivered_at: string | null;
  last_changed_at: string | null;
}

interface EvidenceNotice {
  deadline: CaseDeadlineName;
  kind: CaseNoticeKind;
  due_at: string;
  sent_at: string;
}

/** A file attached to the case: listed with its hash (the files themselves are downloaded from the case). */
interface EvidenceAttachment {
  id: number;
  name: string;
  media_type: string;
  size_bytes: number;
  sha256: string;
  by: string | null;
  at: string;
}

export interface EvidencePack {
  /** `case-12` or `home-7-2026-10-01-2026-10-28`: the files' names. */
  name: string;
  title: string;
  prepared: { at: string; by: string };
  home: EvidenceHome;
  /** The days of the readings and commands, both included. */
  window: { from: string; to: string };
  /** The case of a case's pack; null in a home's. */
  case: EvidenceCase | null;
  notices: EvidenceNotice[];
  /** A home's pack: the home's cases open at some time in the window. A case's: none. */
  cases: CaseListItem[];
  rooms: EvidenceRoom[];
  commands: EvidenceCommand[];
  attachments: EvidenceAttachment[];
}

const addDays = (day: string, days: number) => dayOf(new Date(Date.parse(day) + days * DAY_MS));
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** One entry per command, its rows per status folded into counts. */
function commandsOf(rows: readonly EvidenceCommandRow[]): EvidenceCommand[] {
  const byId = new Map<number, EvidenceCommand>();
  for (const row of rows) {
    const command = byId.get(row.id) ?? {
      id: row.id,
      sent_at: new Date(row.created_at).toISOString(),
      by: row.actor_name,
      mode: row.mode,
      setpoint_c: row.setpoint_c,
      until: iso(row.until),
      radiators: {},
      first_delivered_at: null,
      last_changed_at: null,
    };
    command.radiators[row.status] = Number(row.radiators);
    const earliest = [command.first_delivered_at, iso(row.first_delivered_at)].filter((at) => at !== null);
    command.first_delivered_at = earliest.sort()[0] ?? null;
    const latest = [command.last_changed_at, iso(row.last_changed_at)].filter((at) => at !== null);
    command.last_changed_at = latest.sort().at(-1) ?? null;
    byId.set(row.id, command);
  }
  return [...byId.values()];
}

/** The readings, commands and preparer of a pack of a home over `window`, of these rooms (none: every room). */
async function homeContent(
  db: Db,
  homeId: number,
  window: { from: string; to: string },
  preparerId: number,
  roomIds: readonly number[],
  now: Date,
) {
  const home = await findEvidenceHome(db, homeId);
  if (!home) throw notFound('home');
  const chosen = new Set(roomIds);
  const rooms = (await roomsWithRadiators(db, homeId)).filter(
    (room) => chosen.size === 0 || chosen.has(room.id),
  );
  const readings: EvidenceRoom[] = [];
  for (const room of rooms) {
    const damp = await roomDamp(db, room.id, window);
    readings.push({ ...room, band: damp.band, hours: damp.hours, days: damp.days });
  }
  const commandRows = await readHomeCommands(
    db,
    homeId,
    new Date(window.from),
    new Date(Date.parse(window.to) + DAY_MS),
  );
  return {
    home,
    window,
    rooms: readings,
    commands: commandsOf(commandRows),
    prepared: { at: now.toISOString(), by: (await findPersonName(db, preparerId)) ?? '' },
  };
}

/**
 * The readings window of a case: from EVIDENCE_DAYS_BEFORE days before it was opened to the day it closed (or
 * today), its last MAX_ROOM_DAMP_DAYS days when longer.
 */
function caseWindow(record: EvidenceCase, now: Date) {
  const to = dayOf(record.closed_at ? new Date(record.closed_at) : now);
  const opened = addDays(dayOf(new Date(record.opened_at)), -EVIDENCE_DAYS_BEFORE);
  const earliest = addDays(to, 1 - MAX_ROOM_DAMP_DAYS);
  // ISO days sort as the days they are: the later of the two.
  return { from: [opened, earliest].sort()[1] ?? opened, to };
}

/** A case's evidence pack at `now`, prepared by the admin `preparerId`. */
export async function caseEvidence(
  db: Db,
  caseId: number,
  preparerId: number,
  now: Date,
): Promise<EvidencePack> {
  const record = await getCase(db, caseId, now);
  const content = await homeContent(
    db,
    record.home.id,
    caseWindow(record, now),
    preparerId,
    record.rooms.map((room) => room.id),
    now,
  );
  const notices = (await noticesOf(db, caseId)).map((notice) => ({
    deadline: notice.deadline,
    kind: notice.kind,
    due_at: notice.dueAt.toISOString(),
    sent_at: notice.sentAt.toISOString(),
  }));
  return {
    name: `case-${record.id}`,
    title: `Case ${record.id}: ${LABELS.en.HAZARDS[record.hazard]}`,
    ...content,
    case: record,
    notices,
    cases: [],
    attachments: record.timeline.flatMap((event) =>
      event.attachment ? [{ ...event.attachment, by: event.actor?.name ?? null, at: event.at }] : [],
    ),
  };
}

/** The cases of a home listed in its pack: every one, at most this many, most urgent first. */
const HOME_CASES = 100;

/** A home's evidence pack over a window of days (the damp window's defaults and limits), at `now`. */
export async function homeEvidence(
  db: Db,
  homeId: number,
  window: { from?: string; to?: string },
  preparerId: number,
  now: Date,
): Promise<EvidencePack> {
  const to = window.to ?? dayOf(now);
  const days = { from: window.from ?? addDays(to, 1 - DAMP_WINDOW_DAYS), to };
  const content = await homeContent(db, homeId, days, preparerId, [], now);
  const end = Date.parse(days.to) + DAY_MS;
  const { cases } = await listCases(db, { home: homeId, limit: HOME_CASES }, now);
  return {
    name: `home-${homeId}-${days.from}-${days.to}`,
    title: `Home ${content.home.name}, ${days.from} to ${days.to}`,
    ...content,
    case: null,
    notices: [],
    attachments: [],
    cases: cases.filter(
      (record) =>
        Date.parse(record.opened_at) < end &&
        (record.closed_at === null || Date.parse(record.closed_at) >= Date.parse(days.from)),
    ),
  };
}
