import { dashboardLayoutOperations, dashboardOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { recentAnswers } from '../../http/recent-answers.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { forgetLayouts, layoutsOf, saveLayouts } from './layouts.ts';
import { adminDashboard, signupsOf } from './repository.ts';

const DASHBOARD_TTL_MS = 15_000;

/** The dashboard's figures and the sign-up statistics (spec: answers under `data.analytics`). */
export const dashboardRoutes = operationRoutes(dashboardOperations, ({ database: { db } }) => {
  // What every admin opens first: worked out at most once every 15 s per instance, however many open it.
  const recent = recentAnswers(DASHBOARD_TTL_MS);
  return {
    admin: async () =>
      success('DASHBOARD', 'The dashboard figures.', {
        analytics: await recent('dashboard', () => adminDashboard(db)),
      }),
    newSignups: async ({ query }) => {
      const year = query.year ?? new Date().getUTCFullYear();
      const analytics = await signupsOf(db, year);
      return success('NEW_SIGNUPS', `Sign-ups in ${year}.`, { analytics });
    },
  };
});

/** The signed-in admin's own dashboard layouts. */
export const dashboardLayoutRoutes = operationRoutes(dashboardLayoutOperations, ({ database: { db } }) => ({
  get: async (request) =>
    success('DASHBOARD_LAYOUT', 'Your dashboard layout.', await layoutsOf(db, actorIdOf(request))),
  save: async (request) =>
    success(
      'DASHBOARD_LAYOUT_SAVED',
      'Your dashboard layout has been saved.',
      await saveLayouts(db, actorIdOf(request), request.body.layouts),
    ),
  reset: async (request) =>
    success(
      'DASHBOARD_LAYOUT_RESET',
      'Your dashboard is back to its default layout.',
      await forgetLayouts(db, actorIdOf(request)),
    ),
}));
