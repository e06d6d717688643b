import { dashboardOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { adminDashboard, signupsOf } from './repository.ts';

/** The dashboard's figures and the sign-up statistics (spec: answers under `data.analytics`). */
export const dashboardRoutes = operationRoutes(dashboardOperations, ({ database: { db } }) => ({
  admin: async () => success('DASHBOARD', 'The dashboard figures.', { analytics: await adminDashboard(db) }),
  newSignups: async ({ query }) => {
    const year = query.year ?? new Date().getUTCFullYear();
    const analytics = await signupsOf(db, year);
    return success('NEW_SIGNUPS', `Sign-ups in ${year}.`, { analytics });
  },
}));
