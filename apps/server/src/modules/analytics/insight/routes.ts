import { insightOperations } from '@radiant/contract';
import { countOf, success } from '../../../http/envelope.ts';
import { operationRoutes } from '../../../http/operation-routes.ts';
import { recentAnswers } from '../../../http/recent-answers.ts';
import { createAccountsCheck } from '../query-accounts.ts';
import {
  clientsReport,
  manufacturerScorecard,
  radiatorHealthReport,
  topEnergyUsersReport,
  wastedHeatReport,
} from './service.ts';

const INSIGHT_TTL_MS = 60_000;
/** How long a fleet's figures may stand while fresh ones are worked out: they take seconds on a large fleet. */
const INSIGHT_STALE_MS = 10 * 60_000;

/** Heating insight: radiator health, wasted heat, the manufacturer scorecard, clients side by side. */
export const insightRoutes = operationRoutes(insightOperations, ({ database: { db }, changes }) => {
  const checkWhose = createAccountsCheck(db, changes);
  // Figures over many radiators and days: worked out at most once a minute per instance whoever asks, and
  // afresh behind the previous answer when asked again later.
  const recent = recentAnswers(INSIGHT_TTL_MS, { staleMs: INSIGHT_STALE_MS });
  const keyOf = (name: string, query: object) => `${name} ${JSON.stringify(query)}`;
  return {
    radiatorHealth: async ({ query }) => {
      await checkWhose(query);
      const analytics = await recent(keyOf('health', query), () => radiatorHealthReport(db, query));
      const { struggling, never_reaching } = analytics.summary;
      return success(
        'RADIATOR_HEALTH',
        `${countOf(struggling, 'radiator')} struggling, ${never_reaching} never reaching the setpoint.`,
        { analytics },
      );
    },
    wastedHeat: async ({ query }) => {
      await checkWhose(query);
      const analytics = await recent(keyOf('waste', query), () => wastedHeatReport(db, query));
      return success('WASTED_HEAT', `${analytics.window_kwh + analytics.above_band_kwh} kWh wasted.`, {
        analytics,
      });
    },
    manufacturerScorecard: async ({ query }) => {
      await checkWhose(query);
      const analytics = await recent(keyOf('scorecard', query), () => manufacturerScorecard(db, query));
      return success('MANUFACTURER_SCORECARD', `${countOf(analytics.models.length, 'radiator model')}.`, {
        analytics,
      });
    },
    topEnergyUsers: async ({ query }) => {
      await checkWhose(query);
      const analytics = await recent(keyOf('top-users', query), () => topEnergyUsersReport(db, query));
      return success('TOP_ENERGY_USERS', `${countOf(analytics.users.length, 'residential user')}.`, {
        analytics,
      });
    },
    clients: async ({ query }) => {
      await checkWhose(query);
      const analytics = await recent(keyOf('clients', query), () => clientsReport(db, query));
      return success('CLIENT_ANALYTICS', `${countOf(analytics.clients.length, 'commercial client')}.`, {
        analytics,
      });
    },
  };
});
