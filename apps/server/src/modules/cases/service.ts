import {
  type Alarm,
  type AlarmRule,
  AWAABS_LAW_TIMINGS,
  CASE_STATUSES,
  type CaseHazard,
  type CasePolicy,
  type CaseSeverity,
  type CaseStatus,
  NO_CASE_TIMINGS,
  type ZCaseCreate,
  type ZCaseEventCreate,
  type ZCaseListQuery,
  type ZCasePolicyUpdate,
  type ZCaseUpdate,
} from '@radiant/contract';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.ts';
import { invalidField, missedEditError, notFound } from '../../errors.ts';
import { findAdmin, listAdmins } from '../admins/repository.ts';
import { findAlarm } from '../alarms/repository.ts';
import { writeAudit } from '../audit/repository.ts';
import { commandReachedHome } from '../commands/repository.ts';
import { findClient } from '../commercial-clients/repository.ts';
import { type CheckedAttachment, checkAttachment } from './attachments.ts';
import { type ClockEvent, deadlinesOf, nextDeadlineOf, noticeAtOf } from './clocks.ts';
import { publishCaseEvents } from './events.ts';
import { noticesSentFor } from './notices-repository.ts';
import { readPolicy, type StoredPolicy, storePolicy } from './policy-repository.ts';
import {
  appendCaseEvent,
  clockEventsOf,
  findAttachment,
  findCase,
  findHomeOwner,
  findOpenCaseOf,
  insertAttachment,
  insertCase,
  listCasePage,
  type NewCase,
  roomsOfHome,
  type StoredCase,
  storeNextDue,
  timelineOf,
  updateCase as writeCase,
} from './repository.ts';

const CASE = 'case';
const CLIENT = 'commercialClient';

/** The clocks a case runs: Awaab's Law's for a social landlord, the client's own otherwise; an emergency's. */
function timingsFor(policy: StoredPolicy | undefined, hazard: CaseHazard, severity: CaseSeverity) {
  const hazards = policy?.socialLandlord ? AWAABS_LAW_TIMINGS : (policy?.hazards ?? NO_CASE_TIMINGS);
  return hazards[severity === 'emergency' ? 'emergency' : hazard];
}

const policyOf = (executor: Executor, clientId: number | null) =>
  clientId === null ? Promise.resolve(undefined) : readPolicy(executor, clientId);

async function checkOwner(executor: Executor, ownerId: number | null | undefined) {
  if (ownerId == null) return;
  const admin = await findAdmin(executor, ownerId);
  if (!admin) throw invalidField('owner_id', 'ownerNotAdmin');
  if (admin.state === 'deactivated') throw invalidField('owner_id', 'ownerDeactivated');
}

/** The alarm a case is opened from: one of the case's home. */
async function checkAlarm(executor: Executor, homeId: number, alarmId: number | undefined) {
  if (alarmId === undefined) return;
  const alarm = await findAlarm(executor, alarmId);
  if (!alarm) throw notFound('alarm');
  if (alarm.home.id !== homeId) throw invalidField('alarm_id', 'alarmOfOtherHome');
}

async function checkRooms(
  executor: Executor,
  homeId: number,
  roomIds: readonly number[] | undefined,
  field = 'room_ids',
) {
  if (!roomIds || roomIds.length === 0) return;
  const found = new Set(await roomsOfHome(executor, homeId, roomIds));
  const stranger = roomIds.find((id) => !found.has(id));
  if (stranger !== undefined) throw invalidField(field, 'roomOfOtherHome', { id: stranger });
}

/** The clocks of a case at `now`, from these events of its timeline: the case page's and the list's alike. */
const clocksAt = (record: StoredCase, events: readonly ClockEvent[], now: Date) =>
  deadlinesOf(record.timings, new Date(record.opened_at), events, now);

/** The clocks of a case as they stand at `now`, read from its timeline. */
async function clocksOf(executor: Executor, record: StoredCase, now: Date) {
  const timeline = await timelineOf(executor, record.id);
  const clocks = clocksAt(
    record,
    timeline.map((event) => ({
      at: event.atDate,
      milestone: event.milestone,
      toStatus: event.to_status,
      outcome: event.outcome,
    })),
    now,
  );
  return { timeline: timeline.map(({ atDate: _at, ...event }) => event), ...clocks };
}

/** Cases with their deadlines at `now`, their timelines' clock events read in one query for them all. */
export async function withDeadlines(executor: Executor, stored: readonly StoredCase[], now: Date) {
  const timelines = await clockEventsOf(
    executor,
    stored.map((record) => record.id),
  );
  return stored.map((one) => {
    const { timings: _timings, ...record } = one;
    return { record, deadlines: clocksAt(one, timelines.get(one.id) ?? [], now).deadlines };
  });
}

/** A page of the list, each case with its next deadline at `now` (its page's first running one). */
export async function listCases(executor: Executor, query: z.output<typeof ZCaseListQuery>, now: Date) {
  const page = await listCasePage(executor, query, now);
  return {
    cases: (await withDeadlines(executor, page.cases, now)).map(({ record, deadlines }) => ({
      ...record,
      next_deadline: nextDeadlineOf(deadlines),
    })),
    next: page.next,
  };
}

/** Keeps next_due_at and the sweep's notice_at in step with the timeline, in the transaction of the change. */
async function refreshNextDue(executor: Executor, id: number, now: Date) {
  const record = await findCase(executor, id);
  if (!record) return;
  const { nextDueAt, deadlines } = await clocksOf(executor, record, now);
  const sent = (await noticesSentFor(executor, [id])).get(id) ?? new Set<string>();
  await storeNextDue(executor, id, { nextDueAt, noticeAt: noticeAtOf(deadlines, sent) });
}

/** The case as it stands, for its events. */
async function currentCase(executor: Executor, id: number) {
  const record = await findCase(executor, id);
  if (!record) throw notFound(CASE);
  return record;
}

/** A case with its timeline and its deadlines at `now`. */
export async function getCase(executor: Executor, id: number, now: Date) {
  const found = await findCase(executor, id);
  if (!found) throw notFound(CASE);
  const { timings: _timings, ...record } = found;
  const { timeline, deadlines } = await clocksOf(executor, found, now);
  return { ...record, timeline, deadlines };
}

type CaseInput = z.output<typeof ZCaseCreate>;

/**
 * Opens a case in the caller's transaction, by an admin or (actor null) by Radiant from an alarm: its opening
 * on the timeline and in the audit log, its clocks, and its `case.opened` event. Answers its id.
 */
async function openCaseIn(tx: Executor, actorId: number | null, body: CaseInput, now: Date) {
  const home = await findHomeOwner(tx, body.home_id);
  if (!home) throw notFound('home');
  await checkRooms(tx, body.home_id, body.room_ids);
  await checkOwner(tx, body.owner_id);
  await checkAlarm(tx, body.home_id, body.alarm_id);
  const severity = body.severity ?? (body.hazard === 'emergency' ? 'emergency' : 'significant');
  const values: NewCase = {
    hazard: body.hazard,
    severity,
    homeId: body.home_id,
    userId: home.userId,
    clientId: home.clientId,
    roomIds: body.room_ids ?? [],
    alarmId: body.alarm_id ?? null,
    ownerId: body.owner_id ?? null,
    openedBy: actorId,
    description: body.description ?? null,
    timings: timingsFor(await policyOf(tx, home.clientId), body.hazard, severity),
    openedAt: now,
  };
  const id = await insertCase(tx, values);
  await appendCaseEvent(tx, {
    caseId: id,
    kind: 'opened',
    at: now,
    actorId,
    toStatus: 'open',
    alarmId: values.alarmId,
  });
  await refreshNextDue(tx, id, now);
  await writeAudit(tx, {
    actorId,
    action: 'create',
    entity: 'case',
    entityId: id,
    details: { hazard: body.hazard, severity, home_id: body.home_id, alarm_id: values.alarmId },
  });
  await publishCaseEvents(tx, [{ event: 'case.opened', record: await currentCase(tx, id) }], now);
  return id;
}

export function openCase(db: Db, actorId: number, body: CaseInput, now: Date) {
  return db.transaction(async (tx) => getCase(tx, await openCaseIn(tx, actorId, body, now), now));
}

/** The hazard of the case an alarm of these rules opens. */
const HAZARD_OF_RULE: Partial<Record<AlarmRule, CaseHazard>> = {
  damp_risk: 'damp_mould',
  excess_cold: 'excess_cold',
};

/**
 * In the transaction that raised them: each damp_risk or excess_cold alarm of a home whose client's policy
 * opens cases from alarms opens a significant case of its hazard, by Radiant; or, when the home has a case of
 * that hazard still open, joins that case's timeline. Answers the cases opened and joined.
 */
export async function openCasesFromAlarms(tx: Executor, raised: readonly Alarm[], now: Date) {
  const touched = { opened: [] as number[], joined: [] as number[] };
  const policies = new Map<number, StoredPolicy | undefined>();
  for (const alarm of raised) {
    const hazard = HAZARD_OF_RULE[alarm.rule];
    const clientId = alarm.client?.id;
    if (!hazard || clientId === undefined) continue;
    if (!policies.has(clientId)) policies.set(clientId, await readPolicy(tx, clientId));
    if (!policies.get(clientId)?.openFromAlarms) continue;
    const open = await findOpenCaseOf(tx, alarm.home.id, hazard);
    if (open !== undefined) {
      await appendCaseEvent(tx, { caseId: open, kind: 'alarm', at: now, actorId: null, alarmId: alarm.id });
      await writeAudit(tx, {
        actorId: null,
        action: 'update',
        entity: 'case',
        entityId: open,
        details: { event: { kind: 'alarm', alarm_id: alarm.id } },
      });
      touched.joined.push(open);
      continue;
    }
    const body: CaseInput = {
      home_id: alarm.home.id,
      hazard,
      severity: 'significant',
      alarm_id: alarm.id,
      room_ids: alarm.rule === 'damp_risk' ? [alarm.room.id] : [],
    };
    touched.opened.push(await openCaseIn(tx, null, body, now));
  }
  return touched;
}

type Changes = Record<string, { from: unknown; to: unknown }>;

export function changeCase(
  db: Db,
  actorId: number,
  id: number,
  body: z.output<typeof ZCaseUpdate>,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const current = await findCase(tx, id, { lock: true });
    if (!current) throw notFound(CASE);
    await checkOwner(tx, body.owner_id);
    await checkRooms(tx, current.home.id, body.room_ids);
    const changes: Changes = {};
    const values: Partial<NewCase> = {};
    if (body.owner_id !== undefined && body.owner_id !== (current.owner?.id ?? null)) {
      changes.owner_id = { from: current.owner?.id ?? null, to: body.owner_id };
      values.ownerId = body.owner_id;
    }
    if (body.severity !== undefined && body.severity !== current.severity) {
      changes.severity = { from: current.severity, to: body.severity };
      values.severity = body.severity;
      values.timings = timingsFor(
        await policyOf(tx, current.client?.id ?? null),
        current.hazard,
        body.severity,
      );
    }
    const roomsNow = current.rooms.map((room) => room.id);
    if (body.room_ids !== undefined && [...body.room_ids].sort().join() !== [...roomsNow].sort().join()) {
      changes.room_ids = { from: roomsNow, to: body.room_ids };
      values.roomIds = body.room_ids;
    }
    if (!(await writeCase(tx, id, values, body.version))) {
      throw await missedEditError(CASE, body.version, () => findCase(tx, id));
    }
    if (Object.keys(changes).length > 0) {
      await appendCaseEvent(tx, { caseId: id, kind: 'updated', at: now, actorId, changes });
      await refreshNextDue(tx, id, now);
      await writeAudit(tx, { actorId, action: 'update', entity: 'case', entityId: id, details: changes });
    }
    return getCase(tx, id, now);
  });
}

/** Whether a case may move from one status to another: forward along the lifecycle, or to closed. */
const movesForward = (from: CaseStatus, to: CaseStatus) =>
  from !== 'closed' && CASE_STATUSES.indexOf(to) > CASE_STATUSES.indexOf(from);

export async function addCaseEvent(
  db: Db,
  actorId: number,
  id: number,
  body: z.output<typeof ZCaseEventCreate>,
  now: Date,
) {
  // A file is judged (and a photo re-encoded) before the transaction, which it would otherwise hold open.
  const file = body.kind === 'attachment' ? await checkAttachment(body.name, body.content_base64) : undefined;
  return db.transaction(async (tx) => {
    const current = await findCase(tx, id, { lock: true });
    if (!current) throw notFound(CASE);
    const base = { caseId: id, kind: body.kind, at: now, actorId, text: body.text ?? null };
    if (body.kind === 'status') {
      if (!movesForward(current.status, body.to)) {
        throw current.status === 'closed'
          ? invalidField('to', 'caseClosed')
          : invalidField('to', 'caseMovesForward', { status: current.status });
      }
      await appendCaseEvent(tx, {
        ...base,
        fromStatus: current.status,
        toStatus: body.to,
        reason: body.reason ?? null,
      });
      await writeCase(tx, id, {
        status: body.to,
        ...(body.to === 'closed' && { closeReason: body.reason ?? null, closedAt: now }),
      });
      if (body.to === 'closed') {
        await publishCaseEvents(tx, [{ event: 'case.closed', record: await currentCase(tx, id) }], now);
      }
    } else if (body.kind === 'attachment' && file) {
      const { content, ...kept } = file;
      const attachmentId = await insertAttachment(tx, { caseId: id, ...kept, content, uploadedBy: actorId });
      await appendCaseEvent(tx, { ...base, attachmentId });
    } else if (body.kind === 'command') {
      const reached = await commandReachedHome(tx, body.command_id, current.home.id);
      if (reached === undefined) throw notFound('command');
      if (!reached) throw invalidField('command_id', 'commandOfOtherHome');
      await appendCaseEvent(tx, { ...base, commandId: body.command_id });
    } else if (body.kind === 'readings') {
      await checkRooms(tx, current.home.id, body.room_id === undefined ? [] : [body.room_id], 'room_id');
      await appendCaseEvent(tx, {
        ...base,
        roomId: body.room_id ?? null,
        windowFrom: new Date(body.from),
        windowTo: new Date(body.to),
      });
    } else {
      await appendCaseEvent(tx, {
        ...base,
        ...(body.kind === 'note' && { milestone: body.milestone ?? null }),
        ...(body.kind === 'contact' && { outcome: body.outcome }),
      });
    }
    await refreshNextDue(tx, id, now);
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'case',
      entityId: id,
      details: { event: auditedEvent(body, file) },
    });
    return getCase(tx, id, now);
  });
}

/** What the audit log keeps of an event: not its text, nor a file's content (its name, size and hash). */
function auditedEvent(body: z.output<typeof ZCaseEventCreate>, file: CheckedAttachment | undefined) {
  if (body.kind === 'attachment') {
    return { kind: body.kind, name: file?.name, size_bytes: file?.sizeBytes, sha256: file?.sha256 };
  }
  const { text: _text, ...event } = body;
  return event;
}

const toPolicy = (clientId: number, stored: StoredPolicy | undefined): CasePolicy => ({
  client_id: clientId,
  social_landlord: stored?.socialLandlord ?? false,
  open_from_alarms: stored?.openFromAlarms ?? false,
  hazards: stored?.socialLandlord ? AWAABS_LAW_TIMINGS : (stored?.hazards ?? NO_CASE_TIMINGS),
  version: stored?.version ?? 1,
});

export async function getCasePolicy(executor: Executor, clientId: number) {
  if (!(await findClient(executor, clientId))) throw notFound(CLIENT);
  return toPolicy(clientId, await readPolicy(executor, clientId));
}

export function setCasePolicy(
  db: Db,
  actorId: number,
  clientId: number,
  body: z.output<typeof ZCasePolicyUpdate>,
) {
  return db.transaction(async (tx) => {
    if (!(await findClient(tx, clientId, { lock: true }))) throw notFound(CLIENT);
    const before = await readPolicy(tx, clientId);
    const stale = () => missedEditError('casePolicy', body.version, async () => true);
    if (!before && body.version !== undefined && body.version !== 1) throw await stale();
    const after = {
      socialLandlord: body.social_landlord,
      openFromAlarms: body.open_from_alarms ?? (body.social_landlord || (before?.openFromAlarms ?? false)),
      // A social landlord's own timings are kept for the day it is one no more.
      hazards: body.hazards ?? before?.hazards ?? NO_CASE_TIMINGS,
    };
    if (!(await storePolicy(tx, clientId, after, body.version))) throw await stale();
    await writeAudit(tx, {
      actorId,
      action: 'update',
      entity: 'case_policy',
      entityId: clientId,
      details: { before: toPolicy(clientId, before), after: { ...body } },
    });
    return toPolicy(clientId, await readPolicy(tx, clientId));
  });
}

/** A case's attachment with its content, for download. */
export async function getAttachment(executor: Executor, caseId: number, attachmentId: number) {
  const found = await findAttachment(executor, caseId, attachmentId);
  if (!found) throw notFound('attachment');
  return found;
}

/** Who may own a case: the admins not deactivated, by name; no more of them than that. */
export async function listCaseOwners(executor: Executor) {
  const admins = await listAdmins(executor);
  return admins
    .filter((admin) => admin.state !== 'deactivated')
    .map((admin) => ({ id: admin.id, name: `${admin.first_name} ${admin.last_name}`.trim() || admin.email }));
}
