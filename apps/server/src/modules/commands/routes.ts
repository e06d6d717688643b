import {
  commandOperations,
  type GatewayCommand,
  gatewayOperations,
  radiatorControlOperations,
} from '@radiant/contract';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { actorIdOf, deviceOf } from '../../plugins/authentication.ts';
import { confirmChanges, takeChanges } from './changes-repository.ts';
import { listControls } from './controls.ts';
import { listCommands } from './repository.ts';
import { createCommand, getCommand, previewCommand } from './service.ts';

/** Commands: previewed, sent to radiators' gateways and followed radiator by radiator. */
export const commandRoutes = operationRoutes(commandOperations, ({ database }) => ({
  preview: async ({ body }) => {
    const preview = await previewCommand(database, body);
    return success(
      'COMMAND_PREVIEW',
      `${countOf(preview.radiators, 'radiator')} in ${countOf(preview.homes, 'home')}; nothing has been sent.`,
      { preview },
    );
  },
  create: async (request) => {
    const command = await createCommand(database, actorIdOf(request), request.body);
    return success(
      'COMMAND_CREATED',
      `The change has been sent to ${countOf(command.radiators, 'radiator')}; each applies it when its gateway confirms.`,
      { command },
    );
  },
  list: async ({ query }) => {
    const page = await database.rawTransaction((sql) => listCommands(sql, query));
    return success('COMMANDS', `${countOf(page.commands.length, 'command')} on this page.`, {
      commands: page.commands,
      pagination: { limit: query.limit, next: page.next },
    });
  },
  get: async ({ params }) =>
    success('COMMAND', "The command and each radiator's progress.", {
      command: await getCommand(database, params.id),
    }),
}));

/** A home gateway's side: its changes (long-polled) and its confirmations, with its device key. */
export const gatewayRoutes = operationRoutes(gatewayOperations, (app) => {
  const { database } = app;
  const take = (homeId: number) => database.rawTransaction((sql) => takeChanges(sql, homeId));
  return {
    commands: async (request, reply) => {
      const { homeId } = deviceOf(request);
      const deadline = Date.now() + request.query.wait * 1000;
      const hungUp = new AbortController();
      // Only a gateway that hung up: aborting after every answer made an AbortError each (5% of the time
      // answering 10,000 gateways at once).
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) hungUp.abort();
      });
      // A gateway that hung up while it was being authenticated closed the connection before anyone listened:
      // waiting for it would hand its changes to nobody.
      if (reply.raw.closed || request.raw.socket.destroyed) hungUp.abort();
      // The wait begins before the look, so a command made meanwhile is seen by one or the other (or both:
      // each takes its own changes). One look per wait: ten thousand gateways connecting are one transaction
      // each, not two.
      let commands: GatewayCommand[];
      do {
        const waiting = await app.gatewayWaits.wait(
          homeId,
          Math.max(0, deadline - Date.now()),
          hungUp.signal,
        );
        commands = await take(homeId);
        if (commands.length > 0) waiting.stop();
        commands = [...commands, ...((await waiting.woken) ?? [])].sort((a, b) => a.id - b.id);
      } while (
        commands.length === 0 &&
        Date.now() < deadline &&
        !hungUp.signal.aborted &&
        !app.gatewayWaits.closing
      );
      return success('GATEWAY_COMMANDS', `${countOf(commands.length, 'change')} to apply.`, { commands });
    },
    ack: async (request) => {
      const { homeId } = deviceOf(request);
      const result = await database.rawTransaction((sql) => confirmChanges(sql, homeId, request.body));
      return success(
        'GATEWAY_COMMANDS_CONFIRMED',
        `${countOf(result.applied, 'change')} applied, ${result.rejected} rejected, ${result.unchanged} unchanged.`,
        result,
      );
    },
  };
});

/** Each scope of the radiator controls' query, as the kind of target naming the same radiators. */
const SCOPE_KINDS = [
  ['roomId', 'room_ids'],
  ['homeId', 'home_ids'],
  ['userId', 'user_ids'],
  ['clientId', 'client_id'],
] as const;

/** Each radiator's desired state against its reported one, for a room, home, resident or client. */
export const radiatorControlRoutes = operationRoutes(radiatorControlOperations, ({ database }) => ({
  list: async ({ query }) => {
    // The contract lets exactly one through.
    const [scope, kind] = SCOPE_KINDS.find(([name]) => query[name] !== undefined) ?? SCOPE_KINDS[0];
    const id = query[scope] ?? 0;
    const controls = await database.rawTransaction((sql) => listControls(sql, kind, id));
    return success(
      'RADIATOR_CONTROLS',
      `${countOf(controls.summary.radiators, 'radiator')}, ${controls.summary.waiting} waiting for a gateway.`,
      controls,
    );
  },
}));
