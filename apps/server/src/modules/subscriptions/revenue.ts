import { sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema.ts';

/** What a subscription is worth a month, in GBP: its price, or a twelfth of a yearly one. */
export const monthlyValue = sql`CASE WHEN ${subscriptions.billing} = 'yearly' THEN ${subscriptions.pricePaid} / 12 ELSE ${subscriptions.pricePaid} END`;
