import {
  COMMAND_LIFETIME_DAYS,
  type CommandPreview,
  type CommandTarget,
  DAY_MS,
  type HeatingChange,
} from '@radiant/contract';
import type { Database, RawSql } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { writeAudit } from '../audit/repository.ts';
import { estimateChange } from './estimate.ts';
import { readHistory } from './history-repository.ts';
import { findCommand, insertCommand } from './repository.ts';
import { targetRadiators } from './target.ts';
import { namedHomes } from './targets-repository.ts';

/** Homes a preview names, the most changed first. */
const HOMES_LISTED = 100;

type Request = { target: CommandTarget; change: HeatingChange };

/** The radiators a command reaches (held when `sending`) and what it is estimated to do to their week. */
async function reachAndEstimate(sql: RawSql, { target, change }: Request, sending: boolean) {
  const reached = await targetRadiators(sql, target, sending);
  const history = await readHistory(sql, reached.radiatorIds, reached.homeIds);
  return { reached, ...estimateChange(change, history.radiators, history.homes) };
}

/** What a command would reach and do, sent nowhere. */
export const previewCommand = (database: Database, request: Request) =>
  database.rawTransaction(async (sql): Promise<CommandPreview> => {
    const { reached, estimate, byHome } = await reachAndEstimate(sql, request, false);
    const radiatorsOf = new Map<number, number>();
    for (const homeId of reached.homeIds) radiatorsOf.set(homeId, (radiatorsOf.get(homeId) ?? 0) + 1);
    const change = (homeId: number) => {
      const home = byHome.get(homeId);
      return home ? Math.round((home.kwhWithChange - home.kwhNow) * 10) / 10 : null;
    };
    const listed = [...radiatorsOf.keys()]
      .sort((a, b) => Math.abs(change(b) ?? 0) - Math.abs(change(a) ?? 0) || a - b)
      .slice(0, HOMES_LISTED);
    const names = new Map((await namedHomes(sql, listed)).map((home) => [home.id, home]));
    return {
      radiators: reached.radiatorIds.length,
      homes: radiatorsOf.size,
      home_list: listed.map((homeId) => {
        const home = names.get(homeId);
        return {
          home: { id: homeId, name: home?.name ?? '' },
          resident: { id: home?.user_id ?? 0, name: home?.resident_name ?? '' },
          radiators: radiatorsOf.get(homeId) ?? 0,
          kwh_change: change(homeId),
        };
      }),
      estimate,
    };
  });

/**
 * Sends a change: a row per radiator for its gateway, older unconfirmed changes of those radiators superseded,
 * the desired state set and the audit entry written, all in one transaction; waiting gateways hear of it
 * once it commits.
 */
export async function createCommand(database: Database, actorId: number, { target, change }: Request) {
  const id = await database.rawTransaction(async (sql) => {
    const { reached, estimate } = await reachAndEstimate(sql, { target, change }, true);
    const lifetimeEnd = Date.now() + COMMAND_LIFETIME_DAYS * DAY_MS;
    const expiresAt = new Date(Math.min(lifetimeEnd, change.until ? Date.parse(change.until) : lifetimeEnd));
    const commandId = await insertCommand(sql, {
      actorId,
      target,
      change,
      expiresAt,
      radiatorIds: reached.radiatorIds,
      homeIds: reached.homeIds,
      estimate,
    });
    await writeAudit(sql, {
      actorId,
      action: 'create',
      entity: 'command',
      entityId: commandId,
      details: { target, change, radiators: reached.radiatorIds.length, kwh_change: estimate.kwh_change },
    });
    return commandId;
  });
  return getCommand(database, id);
}

export async function getCommand(database: Database, id: number) {
  const command = await database.rawTransaction((sql) => findCommand(sql, id));
  if (!command) throw notFound('command');
  return command;
}
