import { analyticsOperations } from '@radiant/contract';
import { countOf, success } from '../../../http/envelope.ts';
import { operationRoutes } from '../../../http/operation-routes.ts';
import { createAccountsCheck } from '../query-accounts.ts';
import { heatingAnalytics, roomHeating, roomsUsage } from './service.ts';

/** Heating analytics of the fleet or one residential user (spec: answers under `data.analytics`). */
export const heatingRoutes = operationRoutes(analyticsOperations, ({ database: { db }, changes }) => {
  const checkWhose = createAccountsCheck(db, changes);
  return {
    heating: async ({ query }) => {
      await checkWhose(query);
      const analytics = await heatingAnalytics(db, query);
      const whose = analytics.user_id === null ? 'the fleet' : `user ${analytics.user_id}`;
      return success('ANALYTICS', `Heating of ${whose}, ${analytics.period}.`, { analytics });
    },
    roomHeating: async ({ params, query }) => {
      const analytics = await roomHeating(db, params.id, query);
      return success('ROOM_ANALYTICS', `Heating of room ${params.id}, ${analytics.period}.`, { analytics });
    },
    roomsUsage: async ({ query }) => {
      await checkWhose(query);
      const analytics = await roomsUsage(db, query);
      return success('ROOMS_USAGE', `${countOf(analytics.length, 'room')} of user ${query.userId}.`, {
        analytics,
      });
    },
  };
});
