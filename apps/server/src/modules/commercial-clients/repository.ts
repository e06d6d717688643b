import {
  type BrandColors,
  type CommercialClient,
  type CommercialClientDetail,
  LEVEL,
  type ListQuery,
  statusOf,
} from '@radiant/contract';
import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { commercialClients, homes, radiators, rooms, subscriptions, users } from '../../db/schema.ts';
import { LIST_TOTAL, offsetOf, orderOf, type Page, pageOf, searchOf } from '../../resources/list.ts';
import { isCurrentSubscription, monthlyValueOf } from '../subscriptions/rule-fragments.ts';

type ClientRow = typeof commercialClients.$inferInsert;

/** The columns of a client: its account, its business and colours, and how many residential users it has. */
const clientView = {
  user: users,
  client: commercialClients,
  residentialUsers: sql<number>`(
    SELECT count(*)::int FROM users AS r WHERE r.commercial_client_id = ${users.id}
  )`.mapWith(Number),
};

type ViewRow = {
  user: typeof users.$inferSelect;
  client: typeof commercialClients.$inferSelect;
  residentialUsers: number;
};

// Never the password hash: the answer is built field by field.
const toClient = ({ user, client, residentialUsers }: ViewRow): CommercialClient => ({
  id: user.id,
  email: user.email,
  level: user.level,
  first_name: user.firstName,
  last_name: user.lastName,
  mobile: user.mobile,
  address_line1: user.addressLine1,
  address_line2: user.addressLine2,
  town: user.town,
  city: user.city,
  post_code: user.postCode,
  status: statusOf(user.status),
  created_at: user.createdAt.toISOString(),
  business_name: client.businessName,
  is_same_address: client.sameAddress ? 1 : 0,
  business_address_line1: client.businessAddressLine1,
  business_address_line2: client.businessAddressLine2,
  business_town: client.businessTown,
  business_city: client.businessCity,
  business_post_code: client.businessPostCode,
  primary_color: client.primaryColor,
  primary_dark_color: client.primaryDarkColor,
  secondary_color: client.secondaryColor,
  accent_color: client.accentColor,
  background_color: client.backgroundColor,
  title_text_color: client.titleTextColor,
  header_text_color: client.headerTextColor,
  button_text_color: client.buttonTextColor,
  residential_users: residentialUsers,
  version: client.version,
});

const isClient = eq(users.level, LEVEL.COMMERCIAL);
const SORTS = { name: [commercialClients.businessName], created: [users.createdAt] };
const SEARCHED = [commercialClients.businessName, users.lastName, users.email];

/** A page of clients matching a search in business name, trading name or email. */
export async function listClients(
  executor: Executor,
  query: ListQuery & { sort?: string },
): Promise<Page<CommercialClient>> {
  const where = and(isClient, searchOf(SEARCHED, query.search));
  const rows = await executor
    .select({ ...clientView, listTotal: LIST_TOTAL })
    .from(users)
    .innerJoin(commercialClients, eq(commercialClients.userId, users.id))
    .where(where)
    .orderBy(...orderOf(SORTS, query.sort, users.id))
    .limit(query.limit)
    .offset(offsetOf(query));
  return pageOf(rows, query, () => countClients(executor, where), toClient);
}

async function countClients(executor: Executor, where: SQL | undefined) {
  const [row] = await executor
    .select({ total: count() })
    .from(users)
    .innerJoin(commercialClients, eq(commercialClients.userId, users.id))
    .where(where);
  return row?.total ?? 0;
}

/**
 * A level-5001 account with its business; any other id is no client. `lock` holds its business row for this
 * transaction, as an update would.
 */
export async function findClient(
  executor: Executor,
  id: number,
  { lock = false } = {},
): Promise<CommercialClient | undefined> {
  const query = executor
    .select(clientView)
    .from(users)
    .innerJoin(commercialClients, eq(commercialClients.userId, users.id))
    .where(and(isClient, eq(users.id, id)));
  const [row] = await (lock ? query.for('update', { of: commercialClients }) : query);
  return row && toClient(row);
}

export async function insertClientBusiness(executor: Executor, values: ClientRow): Promise<void> {
  await executor.insert(commercialClients).values(values);
}

/**
 * Sets the colours and counts a version; false when the id is no client or, given the version the change was
 * made from, the client has changed since.
 */
export async function updateClientColors(
  executor: Executor,
  id: number,
  colors: BrandColors,
  fromVersion?: number,
) {
  const changed = await executor
    .update(commercialClients)
    .set({ ...colorColumns(colors), version: sql`${commercialClients.version} + 1` })
    .where(
      and(
        eq(commercialClients.userId, id),
        fromVersion === undefined ? undefined : eq(commercialClients.version, fromVersion),
      ),
    )
    .returning({ id: commercialClients.userId });
  return changed.length > 0;
}

export const colorColumns = (colors: BrandColors) => ({
  primaryColor: colors.primary_color,
  primaryDarkColor: colors.primary_dark_color,
  secondaryColor: colors.secondary_color,
  accentColor: colors.accent_color,
  backgroundColor: colors.background_color,
  titleTextColor: colors.title_text_color,
  headerTextColor: colors.header_text_color,
  buttonTextColor: colors.button_text_color,
});

const NEWEST_USERS = 10;

type Figures = Pick<
  CommercialClientDetail,
  'radiators' | 'monthly_recurring_revenue' | 'newest_residential_users'
>;

/**
 * What a client's detail adds: radiators in service in its residential users' homes, the monthly value of
 * their current subscriptions (a yearly one counts a twelfth) and its newest residential users.
 */
export async function clientFigures(executor: Executor, id: number): Promise<Figures> {
  const ofClient = eq(users.commercialClientId, id);
  const [fitted] = await executor
    .select({ radiators: count() })
    .from(radiators)
    .innerJoin(rooms, eq(rooms.id, radiators.roomId))
    .innerJoin(homes, eq(homes.id, rooms.homeId))
    .innerJoin(users, eq(users.id, homes.userId))
    .where(and(ofClient, isNull(radiators.removedAt)));
  const [revenue] = await executor
    .select({ mrr: sql<string>`coalesce(round(sum(${monthlyValueOf()}), 2), 0)` })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(ofClient, isCurrentSubscription()));
  const newest = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(ofClient)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(NEWEST_USERS);
  return {
    radiators: fitted?.radiators ?? 0,
    monthly_recurring_revenue: Number(revenue?.mrr ?? 0),
    newest_residential_users: newest.map((user) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      created_at: user.createdAt.toISOString(),
    })),
  };
}
