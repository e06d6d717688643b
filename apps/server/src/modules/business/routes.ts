import { businessOperations } from '@radiant/contract';
import { success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { businessSeries } from './service.ts';

/** The business over time for the chart screens (answers under `data.analytics`). */
export const businessRoutes = operationRoutes(businessOperations, ({ database: { db } }) => ({
  series: async ({ query }) => {
    const analytics = await businessSeries(db, query);
    const whose = analytics.client_id === null ? analytics.audience : `client ${analytics.client_id}`;
    return success('BUSINESS', `Sign-ups, revenue and plans of ${whose}, ${analytics.period}.`, {
      analytics,
    });
  },
}));
