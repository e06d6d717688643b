// The `/v1/analytics/admin/*` family: heating, insight over a range of days, and the business over time.
export * from './business.ts';
export * from './damp.ts';
export * from './damp-model.ts';
export * from './heating.ts';
export * from './insight.ts';
export * from './scope.ts';
export * from './time.ts';
