import type { AdminDashboard } from '@radiant/contract';
import type { FastifyInstance } from 'fastify';
import { liveAnswer } from '../../db/live-answer.ts';
import { adminDashboard } from './repository.ts';

// Revenue and fees this month and the radiators online move with the clock alone: the figures are worked out
// again after 15 s (while someone watches, or when next asked). A flood of readings brings a new computation
// at most every 3 s.
const FIGURES_TIMING = { maxAgeMs: 15_000, minIntervalMs: 3_000 };

/** The announced tables the figures read; homes and radiators are not announced and wait for the 15 s. */
const FIGURES_TABLES = [
  'users',
  'commercial_clients',
  'subscriptions',
  'subscription_plans',
  'fleet_days',
] as const;

/** The figures without the moment they were worked out: two computations with the same print are the same. */
const printOf = ({ as_of: _asOf, ...figures }: AdminDashboard) => JSON.stringify(figures);

/** The dashboard's figures for this instance: one computation at a time, shared by every admin. */
export const liveFigures = (app: FastifyInstance) =>
  liveAnswer(
    app.changes,
    FIGURES_TABLES,
    () => adminDashboard(app.database.db),
    { ...FIGURES_TIMING, fingerprint: printOf },
    (error) =>
      app.log.warn({ err: error }, 'the live dashboard figures could not be worked out; trying again'),
  );
