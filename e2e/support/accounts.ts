import { LEVEL } from '@radiant/contract';
import pg from 'pg';
import { postgresDatabase } from '../../apps/server/src/db/database.ts';
import { NO_PASSWORD } from '../../apps/server/src/modules/auth/passwords.ts';
import {
  type AccountOverrides,
  createAccount as insertAccount,
} from '../../apps/server/test/support/accounts.ts';
import { E2E } from './environment.ts';

export const ADMIN = E2E.admin;

const database = postgresDatabase(
  new pg.Pool({ connectionString: E2E.databaseUrl, max: 2, idleTimeoutMillis: 1000, allowExitOnIdle: true }),
);

/** A unique account inserted straight into the server's database (an admin unless told otherwise). */
export async function createAccount(overrides: Pick<AccountOverrides, 'level' | 'password' | 'status'> = {}) {
  const account = await insertAccount(database, overrides);
  return { id: account.id, email: account.email, password: account.password, level: account.level };
}

/** Residential users named "<first name> <last name>", inserted straight into the database; answers their ids. */
export async function createResidents(lastName: string, people: { firstName: string; status?: number }[]) {
  return database.rawTransaction(async (sql) => {
    const ids: number[] = [];
    for (const [index, person] of people.entries()) {
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, level, first_name, last_name, town, status, created_at)
         VALUES ($1, $2, $3, $4, $5, 'Headingley', $6, $7) RETURNING id`,
        [
          `${person.firstName}.${lastName}.${index}@example.com`.toLowerCase(),
          NO_PASSWORD,
          LEVEL.RESIDENTIAL,
          person.firstName,
          lastName,
          person.status ?? 1,
          new Date(Date.UTC(2025, 0, 1) + index * 86_400_000),
        ],
      );
      ids.push(row?.id ?? 0);
    }
    return ids;
  });
}

/** A home with one room for a residential user; answers the room's id. */
export async function createHome(userId: number, roomName: string) {
  return database.rawTransaction(async (sql) => {
    const [room] = await sql.query<{ id: number }>(
      `WITH home AS (INSERT INTO homes (user_id, name, city) VALUES ($1, 'Test home', 'Leeds') RETURNING id)
       INSERT INTO rooms (home_id, name, area_m2) SELECT id, $2, 14.5 FROM home RETURNING id`,
      [userId, roomName],
    );
    return room?.id ?? 0;
  });
}

/** A home with one room and one radiator in service for a residential user, whose gateway can send readings. */
export async function createHeatedRoom(userId: number, roomName: string) {
  return database.rawTransaction(async (sql) => {
    const [row] = await sql.query<{ homeId: number; roomId: number; radiatorId: number }>(
      `WITH home AS (INSERT INTO homes (user_id, name, city) VALUES ($1, 'Test home', 'Leeds') RETURNING id),
       room AS (INSERT INTO rooms (home_id, name, area_m2) SELECT id, $2, 12 FROM home RETURNING id, home_id),
       radiator AS (
         INSERT INTO radiators (room_id, model_id)
         SELECT room.id, (SELECT id FROM radiator_models ORDER BY id LIMIT 1) FROM room RETURNING id, room_id
       )
       SELECT room.home_id AS "homeId", room.id AS "roomId", radiator.id AS "radiatorId"
       FROM room JOIN radiator ON radiator.room_id = room.id`,
      [userId, roomName],
    );
    if (!row) throw new Error('The heated room was not created.');
    return row;
  });
}

/** The id of the first demo commercial client. */
export async function demoClient() {
  const [row] = await database.rawTransaction((sql) =>
    sql.query<{ id: number }>('SELECT user_id AS id FROM commercial_clients ORDER BY user_id LIMIT 1'),
  );
  if (!row) throw new Error('The demo data has no commercial client.');
  return row.id;
}

/** The first alarm of the demo data, for its detail. */
export async function demoAlarm() {
  const [row] = await database.rawTransaction((sql) =>
    sql.query<{ id: number }>('SELECT id FROM alarms ORDER BY id LIMIT 1'),
  );
  if (!row) throw new Error('The demo data has no alarm.');
  return row.id;
}

/** A demo room with radiators and its resident, for screens of one record. */
export async function demoRoom() {
  const [row] = await database.rawTransaction((sql) =>
    sql.query<{ roomId: number; userId: number; homeId: number; homeName: string }>(
      `SELECT r.id AS "roomId", h.user_id AS "userId", h.id AS "homeId", h.name AS "homeName"
       FROM rooms AS r JOIN homes AS h ON h.id = r.home_id
       WHERE EXISTS (SELECT 1 FROM radiators AS d WHERE d.room_id = r.id) ORDER BY r.id LIMIT 1`,
    ),
  );
  if (!row) throw new Error('The demo data has no room with a radiator.');
  return row;
}

/** The resident of the demo room: a residential user with heating history. */
export async function demoResident() {
  const { userId } = await demoRoom();
  const [row] = await database.rawTransaction((sql) =>
    sql.query<{ id: number; firstName: string; lastName: string }>(
      'SELECT id, first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = $1',
      [userId],
    ),
  );
  if (!row) throw new Error('The demo room has no resident.');
  return row;
}

/** A demo radiator in service and its home, whose gateway can send readings of it. */
export async function demoRadiator() {
  const [row] = await database.rawTransaction((sql) =>
    sql.query<{ radiatorId: number; homeId: number }>(
      `SELECT d.id AS "radiatorId", r.home_id AS "homeId" FROM radiators AS d JOIN rooms AS r ON r.id = d.room_id
       WHERE d.removed_at IS NULL ORDER BY d.id LIMIT 1`,
    ),
  );
  if (!row) throw new Error('The demo data has no radiator in service.');
  return row;
}

/** Moves an admin's open invitations into the past, as if their 72 hours had gone by. */
export async function expireInvitations(userId: number) {
  await database.rawTransaction((sql) =>
    sql.query(
      `UPDATE admin_invitations SET expires_at = now() - interval '1 minute'
       WHERE user_id = $1 AND closed_at IS NULL`,
      [userId],
    ),
  );
}

/** Moves an admin's open sign-in challenges into the past, as if their 5 minutes had gone by. */
export async function expireLoginChallenges(userId: number) {
  await database.rawTransaction((sql) =>
    sql.query(
      `UPDATE login_challenges SET expires_at = now() - interval '1 minute'
       WHERE user_id = $1 AND used_at IS NULL`,
      [userId],
    ),
  );
}

/** Locks an admin's code step as five wrong codes too many would, for a quarter of an hour. */
export async function lockSecondFactor(userId: number) {
  await database.rawTransaction((sql) =>
    sql.query(
      `INSERT INTO mfa_code_failures (user_id, lockouts, locked_until) VALUES ($1, 1, now() + interval '15 minutes')`,
      [userId],
    ),
  );
}
