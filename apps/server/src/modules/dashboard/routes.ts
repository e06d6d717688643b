import { dashboardLayoutOperations, dashboardOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { forgetLayouts, layoutsOf, saveLayouts } from './layouts-repository.ts';
import { liveFigures } from './live-figures.ts';
import { signupsOf } from './repository.ts';

/** The dashboard's figures, also live, and the sign-up statistics (spec: answers under `data.analytics`). */
export const dashboardRoutes = operationRoutes(dashboardOperations, (app) => {
  const { db } = app.database;
  // What every admin opens first: one computation per instance, however many admins open or watch it.
  const figures = liveFigures(app);
  const openStream = eventStreams(app);
  return {
    admin: async () => success('DASHBOARD', 'The dashboard figures.', { analytics: await figures.current() }),
    // Worked out before the stream opens, so that a failure is still an error envelope.
    live: async (request, reply) => {
      await figures.current();
      // The session is checked again at every heartbeat: a revoked or demoted one stops hearing.
      const stillAdmin = () =>
        app.requireAdmin(request, reply).then(
          () => true,
          () => false,
        );
      const stream = openStream(reply, stillAdmin);
      stream.onEnd(figures.watch((latest) => stream.send('figures', latest)));
      return reply;
    },
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
