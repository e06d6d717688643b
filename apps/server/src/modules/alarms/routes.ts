import { alarmOperations, alarmRuleOperations } from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { eventStreams } from '../../http/event-stream.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { alarmNews } from './live.ts';
import { countOpenAlarms, listAlarms } from './repository.ts';
import { actOn, getAlarm, listRules, resetRule, updateRule } from './service.ts';

/** Alarms raised by the heating rules: listed, watched live, acknowledged and cleared. */
export const alarmRoutes = operationRoutes(alarmOperations, (app) => {
  const { db } = app.database;
  const news = alarmNews(app);
  const openStream = eventStreams(app);
  const handled = async (alarmId: number) => ({ alarm: await getAlarm(db, alarmId) });
  return {
    list: async ({ query }) => {
      const [page, counts] = await Promise.all([listAlarms(db, query), countOpenAlarms(db)]);
      return success('ALARMS', `${countOf(page.alarms.length, 'alarm')} on this page.`, {
        alarms: page.alarms,
        pagination: { limit: query.limit, next: page.next },
        counts,
      });
    },
    live: async (request, reply) => {
      // The session is checked again at every heartbeat: a revoked or demoted one stops hearing.
      const stillAdmin = () =>
        app.requireAdmin(request, reply).then(
          () => true,
          () => false,
        );
      const stream = openStream(reply, stillAdmin);
      const stop = await news.watch((latest) => stream.send(latest.event, latest.data));
      stream.onEnd(stop);
      return reply;
    },
    get: async ({ params }) => success('ALARM', 'The alarm and its history.', await handled(params.id)),
    acknowledge: async (request) => {
      await actOn(app.database.db, 'acknowledge', [request.params.id], actorIdOf(request), request.body.note);
      return success(
        'ALARM_ACKNOWLEDGED',
        'The alarm has been acknowledged.',
        await handled(request.params.id),
      );
    },
    clear: async (request) => {
      await actOn(app.database.db, 'clear', [request.params.id], actorIdOf(request), request.body.note);
      return success('ALARM_CLEARED', 'The alarm has been cleared.', await handled(request.params.id));
    },
    bulk: async (request) => {
      const { action, ids, note } = request.body;
      const alarms = await actOn(app.database.db, action, ids, actorIdOf(request), note);
      const done = action === 'acknowledge' ? 'acknowledged' : 'cleared';
      return success('ALARMS_UPDATED', `${countOf(alarms.length, 'alarm')} ${done}.`, { alarms });
    },
  };
});

/** The heating rules' settings for the fleet and per client. */
export const alarmRuleRoutes = operationRoutes(alarmRuleOperations, (app) => ({
  list: async ({ query }) =>
    success('ALARM_RULES', 'The heating rules.', {
      rules: await listRules(app.database.db, query.clientId ?? null),
    }),
  update: async (request) => {
    const { params, query, body } = request;
    const rule = await updateRule(
      app.database.db,
      actorIdOf(request),
      params.rule,
      query.clientId ?? null,
      body,
    );
    return success('ALARM_RULE_SAVED', 'The rule has been saved.', { rule });
  },
  reset: async (request) => {
    const { params, query } = request;
    const rule = await resetRule(app.database.db, actorIdOf(request), params.rule, query.clientId ?? null);
    const back = query.clientId === undefined ? "Radiant's default" : "the fleet's setting";
    return success('ALARM_RULE_RESET', `The rule is back to ${back}.`, { rule });
  },
}));
