import { dampOperations } from '@radiant/contract';
import { sendCsv } from '../../../http/csv.ts';
import { countOf, success } from '../../../http/envelope.ts';
import { operationRoutes } from '../../../http/operation-routes.ts';
import { sharedAnswers } from '../../../http/shared-answers.ts';
import { actorIdOf } from '../../../plugins/authentication.ts';
import { createAccountsCheck } from '../query-accounts.ts';
import { portfolioCsvLinesOf, roomCsvLinesOf } from './csv.ts';
import { dampPortfolio, dampPortfolioBatches, dampWeeks, roomDamp, setTemperatureFactor } from './service.ts';

/** Damp, mould and excess cold: the portfolio worst first and week by week, a room's damp, a home's walls. */
export const dampRoutes = operationRoutes(dampOperations, ({ database: { db }, changes }) => {
  const checkWhose = createAccountsCheck(db, changes);
  // A portfolio worked out afresh (another window, or before the first sweep stored one) takes seconds at
  // 10,000 homes: admins asking for the same one meanwhile share it.
  const shared = sharedAnswers();
  return {
    portfolio: async ({ query }) => {
      await checkWhose(query);
      const portfolio = await shared(`portfolio ${JSON.stringify(query)}`, () => dampPortfolio(db, query));
      const atRisk = portfolio.summary.severe + portfolio.summary.high;
      return success(
        'DAMP_RISK',
        `${countOf(atRisk, 'home')} at high or severe risk of damp and mould from ${portfolio.window.from} to ${portfolio.window.to}.`,
        portfolio,
      );
    },
    weeks: async ({ query }) => {
      await checkWhose(query);
      const answer = await shared(`weeks ${JSON.stringify(query)}`, () => dampWeeks(db, query));
      return success(
        'DAMP_WEEKS',
        `Damp bands of ${countOf(answer.homes.length, 'home')} week by week from ${answer.weeks[0]}.`,
        answer,
      );
    },
    exportPortfolio: async ({ query }, reply) => {
      await checkWhose(query);
      return sendCsv(reply, 'damp-risk', portfolioCsvLinesOf(dampPortfolioBatches(db, query)));
    },
    room: async ({ params, query }) => {
      const damp = await roomDamp(db, params.id, query);
      return success(
        'ROOM_DAMP',
        `Damp of ${damp.room.name} from ${damp.window.from} to ${damp.window.to}.`,
        {
          damp,
        },
      );
    },
    exportRoom: async ({ params, query }, reply) =>
      sendCsv(reply, `room-${params.id}-damp`, roomCsvLinesOf(await roomDamp(db, params.id, query))),
    setTemperatureFactor: async (request) => {
      const { id } = request.params;
      const factor = request.body.temperature_factor;
      const home = await setTemperatureFactor(db, actorIdOf(request), id, factor);
      const description =
        factor === null
          ? `Home ${id}'s walls are judged with the default temperature factor again.`
          : `Home ${id}'s walls are judged with a temperature factor of ${factor}.`;
      return success('TEMPERATURE_FACTOR_SET', description, { home });
    },
  };
});
