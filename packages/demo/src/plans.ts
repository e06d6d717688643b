import { DAY_MS } from '@radiant/contract';
import { createRandom } from './random.ts';

const FEATURES = [
  ['Smart schedules', 'Weekly heating programmes per room, with comfort and eco temperatures.'],
  ['Open-window detection', 'Stops heating a room when a sudden temperature drop shows an open window.'],
  ['Boost mode', 'One tap for an hour of extra heat in one room.'],
  ['Geofencing', 'Turns the heating down when everyone has left and up as they come home.'],
  ['Energy reports', 'Monthly energy use and cost per room, compared with last year.'],
  ['Holiday mode', 'Frost protection while the home is empty, back to normal the day before return.'],
  ['Child lock', 'Locks the radiator buttons.'],
  ['Multi-home', 'Several homes on one account.'],
  ['Weather compensation', 'Adapts heating curves to the outdoor forecast.'],
  ['Adaptive start', 'Learns how long each room takes to warm up and starts just in time.'],
  ['Voice assistants', 'Control by voice assistant.'],
  ['Priority support', 'Answers from the support team within one working day.'],
] as const;

/** The feature catalogue that plans offer, in the order plans take them. */
export const DEMO_PLAN_FEATURES = FEATURES.map(([title, description]) => ({ title, description }));

/**
 * Free, Standard and Premium: each offers the catalogue's first `features`, and `share` of the subscriptions
 * are to it.
 */
export const DEMO_PLANS = [
  { title: 'Free', type: 1, cost: 0, yearlyDiscount: 0, features: 3, share: 0.5 },
  { title: 'Standard', type: 2, cost: 3.99, yearlyDiscount: 15, features: 7, share: 0.35 },
  { title: 'Premium', type: 3, cost: 7.99, yearlyDiscount: 20, features: 12, share: 0.15 },
];

/** The plan a draw from [0, 1) falls on, by the plans' shares. */
function planAt(draw: number) {
  let below = 0;
  return DEMO_PLANS.findIndex((plan) => {
    below += plan.share;
    return draw < below;
  });
}

/**
 * Subscriptions of eight in ten `residents`, monthly or yearly, started within a fortnight of the sign-up; one
 * in ten of those over a month old was cancelled since. `planIds` are the stored DEMO_PLANS', in their order.
 */
export function demoSubscriptions(residents: { id: number; createdAt: Date }[], planIds: number[]) {
  const random = createRandom(2002);
  const now = Date.now();
  return residents.flatMap((resident) => {
    if (random.next() > 0.8) return [];
    const index = planAt(random.next());
    const plan = DEMO_PLANS[index];
    const planId = planIds[index];
    if (!plan || planId === undefined) return [];
    const billing = random.next() < 0.7 ? ('monthly' as const) : ('yearly' as const);
    const price = billing === 'monthly' ? plan.cost : plan.cost * 12 * (1 - plan.yearlyDiscount / 100);
    const startedAt = new Date(resident.createdAt.getTime() + random.int(0, 14) * DAY_MS);
    const cancelled = random.next() < 0.1 && startedAt.getTime() < now - 30 * DAY_MS;
    const endedAt = cancelled
      ? new Date(Math.min(now, startedAt.getTime() + random.int(30, 300) * DAY_MS))
      : null;
    return [
      { userId: resident.id, planId, billing, pricePaid: Math.round(price * 100) / 100, startedAt, endedAt },
    ];
  });
}
