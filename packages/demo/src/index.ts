/**
 * Radiant's demo data, drawn without a database: seeded, so the same on every machine. The server stores it
 * (its demo sets and the large heating data set of `npm run demo-data`) and gives it its row ids.
 */
export { DEMO_CASES, type DemoCase } from './cases.ts';
export { demoCommercialClients } from './commercial-clients.ts';
export type { SimulatedHistories, Span } from './heating-history.ts';
export { heatingRollups, type RollupColumns, type RollupKey, type StoredHome } from './heating-rollups.ts';
export { demoHistorySpan, demoHomes, fitRadiators, reportingHomes } from './homes.ts';
export { largeSetBatchRandom, largeSetHomes, largeSetSpan } from './large-set.ts';
export { demoManufacturers } from './manufacturers.ts';
export { DEMO_PLAN_FEATURES, DEMO_PLANS, demoSubscriptions } from './plans.ts';
export type { Random } from './random.ts';
export { demoResidentialUsers, drawResidentialUsers } from './residential-users.ts';
export { LOCATIONS, type SimulatedHome } from './thermal/index.ts';
