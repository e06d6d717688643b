import { z } from 'zod';
import { idParam } from '../pagination.ts';

// Whose figures an analytics call works out, and with which weather base and price.

/** UK heating degree-days are counted below 15.5 °C of daily mean outdoor temperature. */
export const DEFAULT_DEGREE_DAY_BASE_C = 15.5;
/** A typical UK price of a kWh of heat, in GBP, for the cost estimate when none is given. */
export const DEFAULT_PRICE_PER_KWH = 0.25;

export const ZUserIdParam = idParam('Use the id of a residential user.').optional();
export const ZClientIdParam = idParam('Use the id of a commercial client.').optional();
/** Whose figures: one residential user's, one commercial client's (its residential users'), or the fleet's. */
export const ZWhose = z.object({ userId: ZUserIdParam, clientId: ZClientIdParam });
const oneOfWhose = (query: z.output<typeof ZWhose>) =>
  query.userId === undefined || query.clientId === undefined;
const ONE_OF_WHOSE = { error: 'Give userId or clientId, not both.', path: ['clientId'] };
export function withWhoseCheck<T extends z.ZodType<z.output<typeof ZWhose>>>(schema: T) {
  return schema.refine(oneOfWhose, ONE_OF_WHOSE);
}

/** The degree-day base temperature and the price of a kWh that figures are worked out with. */
export const ZWeatherAndPrice = z.object({
  base_c: z.coerce
    .number({ error: 'Use a base temperature in °C.' })
    .min(0, { error: 'Use a base from 0 to 25 °C.' })
    .max(25, { error: 'Use a base from 0 to 25 °C.' })
    .default(DEFAULT_DEGREE_DAY_BASE_C),
  price_per_kwh: z.coerce
    .number({ error: 'Use a price in GBP per kWh.' })
    .min(0, { error: 'Use a price from 0 to 5 GBP per kWh.' })
    .max(5, { error: 'Use a price from 0 to 5 GBP per kWh.' })
    .default(DEFAULT_PRICE_PER_KWH),
});
