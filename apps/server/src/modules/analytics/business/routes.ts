import { businessOperations } from '@radiant/contract';
import { success } from '../../../http/envelope.ts';
import { operationRoutes } from '../../../http/operation-routes.ts';
import { recentAnswers } from '../../../http/recent-answers.ts';
import { createAccountsCheck } from '../query-accounts.ts';
import { businessSeries } from './service.ts';

const SERIES_TTL_MS = 60_000;

/** The business over time for the chart screens (answers under `data.analytics`). */
export const businessRoutes = operationRoutes(businessOperations, ({ database: { db }, changes }) => {
  const checkWhose = createAccountsCheck(db, changes);
  // Months and years of sign-ups and money: worked out once a minute per instance whoever asks.
  const recent = recentAnswers(SERIES_TTL_MS);
  return {
    series: async ({ query }) => {
      await checkWhose(query);
      const analytics = await recent(JSON.stringify(query), () => businessSeries(db, query));
      const whose = analytics.client_id === null ? analytics.audience : `client ${analytics.client_id}`;
      return success('BUSINESS', `Sign-ups, revenue and plans of ${whose}, ${analytics.period}.`, {
        analytics,
      });
    },
  };
});
