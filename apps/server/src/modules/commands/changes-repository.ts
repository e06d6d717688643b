import type { GatewayAck, GatewayCommand, HeatingMode } from '@radiant/contract';
import { type SQL, sql } from 'drizzle-orm';
import { arrayParam, preparedRowsOf, type Runner, rowsOf } from '../../db/queries.ts';
import { AppError, fieldError } from '../../errors.ts';
import { t } from '../../messages/index.ts';
import { LIVE_CHANGE, OPEN_CHANGE } from './change-fragments.ts';

// Radiators' changes as their gateways receive and confirm them (command_radiators).

/** A change sent to a gateway and not confirmed is sent again after this long: the gateway may have lost it. */
const RESEND_AFTER = sql.raw("interval '1 minute'");
/** Changes one answer holds at most; the rest come with the next request. */
const CHANGES_PER_ANSWER = 1000;

/** A due change as sent, with its home. */
type SentChange = GatewayCommand & { home_id: number };

/** A change as read for its gateway: its command's mode, setpoint and end. */
interface ChangeRow {
  id: string;
  home_id: number;
  radiator_id: number;
  mode: HeatingMode;
  setpoint_c: number | null;
  until: Date | null;
}

const toSentChange = (row: ChangeRow): SentChange => ({
  id: Number(row.id),
  home_id: row.home_id,
  radiator_id: row.radiator_id,
  mode: row.mode,
  setpoint_c: row.setpoint_c,
  until: row.until === null ? null : new Date(row.until).toISOString(),
});

/** What marking a change `cr` sent sets. */
const MARK_DELIVERED = sql`status = 'delivered', delivered_at = now(), updated_at = now()`;

/**
 * Marks the changes `due` selects (ids, locked FOR UPDATE SKIP LOCKED: a row locked is another sender's)
 * delivered, and answers them oldest first as their gateways receive them.
 */
async function sendDue(runner: Runner, due: SQL): Promise<SentChange[]> {
  const rows = await preparedRowsOf<ChangeRow>(
    runner,
    sql`WITH due AS (${due}), sent AS (
        UPDATE command_radiators AS cr SET ${MARK_DELIVERED}
        FROM due WHERE cr.id = due.id RETURNING cr.id, cr.home_id, cr.radiator_id, cr.command_id
      )
      SELECT sent.id::text AS id, sent.home_id, sent.radiator_id, c.mode, c.setpoint_c, c.until
      FROM sent JOIN commands AS c ON c.id = sent.command_id ORDER BY sent.id`,
  );
  return rows.map(toSentChange);
}

/** A change as its gateway receives it, without the home. */
const asSent = ({ home_id: _home, ...change }: SentChange): GatewayCommand => change;

/** The home's open changes that are due (new ones, and sent ones unconfirmed for a minute), marked delivered. */
export async function takeChanges(runner: Runner, homeId: number): Promise<GatewayCommand[]> {
  const sent = await sendDue(
    runner,
    sql`SELECT cr.id FROM command_radiators AS cr
      WHERE cr.home_id = ${homeId} AND ${LIVE_CHANGE}
        AND (cr.status = 'pending' OR cr.delivered_at < now() - ${RESEND_AFTER})
      ORDER BY cr.id LIMIT ${sql.raw(String(CHANGES_PER_ANSWER))} FOR UPDATE SKIP LOCKED`,
  );
  return sent.map(asSent);
}

/** Changes by home, each home's oldest first. */
function byHome(sent: readonly SentChange[]) {
  const changes = new Map<number, GatewayCommand[]>();
  for (const change of sent) {
    const ofHome = changes.get(change.home_id) ?? [];
    ofHome.push(asSent(change));
    changes.set(change.home_id, ofHome);
  }
  return changes;
}

/**
 * A new command's unsent changes for `homeIds`, by home, each home's oldest first, and their ids: locked until
 * the transaction ends (FOR UPDATE SKIP LOCKED: a row locked is another sender's), not yet marked, so that
 * their gateways may be answered while `markDelivered` marks them.
 */
export async function lockUnsentChanges(runner: Runner, commandId: number, homeIds: readonly number[]) {
  // Planned for each command, whose rows the statistics may not know yet.
  const rows = await rowsOf<ChangeRow>(
    runner,
    sql`SELECT cr.id::text AS id, cr.home_id, cr.radiator_id, c.mode, c.setpoint_c, c.until
      FROM command_radiators AS cr JOIN commands AS c ON c.id = cr.command_id
      WHERE cr.command_id = ${commandId} AND cr.home_id = ANY(${arrayParam(runner, 'int4', homeIds)}::int[])
        AND cr.status = 'pending' AND cr.expires_at > now()
      ORDER BY cr.id FOR UPDATE OF cr SKIP LOCKED`,
  );
  const sent = rows.map(toSentChange);
  return { ids: sent.map((change) => change.id), byHome: byHome(sent) };
}

/** Marks the changes `ids`, locked by this transaction, delivered. */
export async function markDelivered(runner: Runner, ids: readonly number[]) {
  await rowsOf(
    runner,
    sql`UPDATE command_radiators AS cr SET ${MARK_DELIVERED}
      WHERE cr.id = ANY(${arrayParam(runner, 'int8', ids)}::int8[])`,
  );
}

/** The homes whose gateways last spoke through the broker with a live key: they receive changes that way. */
export async function homesOnMqtt(runner: Runner): Promise<number[]> {
  const rows = await preparedRowsOf<{ home_id: number }>(
    runner,
    sql`SELECT DISTINCT home_id FROM device_keys WHERE revoked_at IS NULL AND last_used_via = 'mqtt'`,
  );
  return rows.map((row) => row.home_id);
}

/** How many changes wait for the home's gateway (not yet sent). */
export async function countWaiting(runner: Runner, homeId: number): Promise<number> {
  const [row] = await preparedRowsOf<{ n: number }>(
    runner,
    sql`SELECT count(*)::int AS n FROM command_radiators AS cr
      WHERE cr.home_id = ${homeId} AND cr.status = 'pending' AND cr.expires_at > now()`,
  );
  return row?.n ?? 0;
}

/**
 * Records a gateway's confirmations: an open change becomes applied (and what its radiator reports) or
 * rejected with the reason. A confirmation of a change already settled (sent twice, expired, superseded)
 * changes nothing. An id that is no change of this home refuses them all (400 naming each).
 */
export async function confirmChanges(runner: Runner, homeId: number, acks: readonly GatewayAck[]) {
  const ids = arrayParam(
    runner,
    'int8',
    acks.map((ack) => ack.id),
  );
  const known = await rowsOf<{ id: string }>(
    runner,
    sql`SELECT id::text AS id FROM command_radiators WHERE home_id = ${homeId} AND id = ANY(${ids}::int8[])`,
  );
  const ours = new Set(known.map((row) => Number(row.id)));
  const foreign = acks.flatMap((ack, index) =>
    ours.has(ack.id) ? [] : [fieldError(`${index}.id`, 'foreignConfirmation', { id: ack.id })],
  );
  if (foreign.length > 0) {
    throw new AppError('VALIDATION_ERROR', t('foreignConfirmations', { count: foreign.length }), {
      errors: foreign.slice(0, 20),
    });
  }
  const applied = arrayParam(
    runner,
    'bool',
    acks.map((ack) => ack.applied),
  );
  const reasons = sql.param(acks.map((ack) => ack.reason ?? null));
  const settled = await rowsOf<{ status: 'applied' | 'rejected' }>(
    runner,
    sql`WITH acks AS (
        SELECT * FROM unnest(${ids}::int8[], ${applied}::bool[], ${reasons}::text[]) AS a(id, applied, reason)
      ), settled AS (
        UPDATE command_radiators AS cr
          SET status = CASE WHEN acks.applied THEN 'applied' ELSE 'rejected' END,
            reason = CASE WHEN acks.applied THEN NULL ELSE coalesce(acks.reason, 'No reason given.') END,
            updated_at = now()
        FROM acks
        WHERE cr.id = acks.id AND cr.home_id = ${homeId} AND ${LIVE_CHANGE}
        RETURNING cr.radiator_id, cr.command_id, cr.status
      ), reported AS (
        UPDATE radiator_controls AS rc
          SET reported_mode = c.mode, reported_setpoint_c = c.setpoint_c, reported_until = c.until,
            reported_at = now()
        FROM settled JOIN commands AS c ON c.id = settled.command_id
        WHERE settled.status = 'applied' AND rc.radiator_id = settled.radiator_id
      )
      SELECT status FROM settled`,
  );
  const appliedCount = settled.filter((row) => row.status === 'applied').length;
  return {
    applied: appliedCount,
    rejected: settled.length - appliedCount,
    unchanged: acks.length - settled.length,
  };
}

/** Settles the open changes past their expiry (reads count them expired already); answers how many. */
export async function expireChanges(runner: Runner): Promise<number> {
  const rows = await rowsOf(
    runner,
    sql`UPDATE command_radiators AS cr SET status = 'expired', updated_at = now()
      WHERE ${OPEN_CHANGE} AND cr.expires_at <= now() RETURNING 1`,
  );
  return rows.length;
}
