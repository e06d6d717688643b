import { insightOperations } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { recentAnswers } from '../../http/recent-answers.ts';
import { clientsReport, manufacturerScorecard, radiatorHealthReport, wastedHeatReport } from './service.ts';

const INSIGHT_TTL_MS = 60_000;

/** Heating insight: radiator health, wasted heat, the manufacturer scorecard, clients side by side. */
export const insightRoutes = operationRoutes(insightOperations, ({ database: { db } }) => {
  // Figures over many radiators and days: worked out once a minute per instance whoever asks.
  const recent = recentAnswers(INSIGHT_TTL_MS);
  const keyOf = (name: string, query: object) => `${name} ${JSON.stringify(query)}`;
  return {
    radiatorHealth: async ({ query }) => {
      const analytics = await recent(keyOf('health', query), () => radiatorHealthReport(db, query));
      const { struggling, never_reaching } = analytics.summary;
      return success(
        'RADIATOR_HEALTH',
        `${countOf(struggling, 'radiator')} struggling, ${never_reaching} never reaching the setpoint.`,
        { analytics },
      );
    },
    wastedHeat: async ({ query }) => {
      const analytics = await recent(keyOf('waste', query), () => wastedHeatReport(db, query));
      return success('WASTED_HEAT', `${analytics.window_kwh + analytics.above_band_kwh} kWh wasted.`, {
        analytics,
      });
    },
    manufacturerScorecard: async ({ query }) => {
      const analytics = await recent(keyOf('scorecard', query), () => manufacturerScorecard(db, query));
      return success('MANUFACTURER_SCORECARD', `${countOf(analytics.models.length, 'radiator model')}.`, {
        analytics,
      });
    },
    clients: async ({ query }) => {
      const analytics = await recent(keyOf('clients', query), () => clientsReport(db, query));
      return success('CLIENT_ANALYTICS', `${countOf(analytics.clients.length, 'commercial client')}.`, {
        analytics,
      });
    },
  };
});
