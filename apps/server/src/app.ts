import { randomUUID } from 'node:crypto';
import { applyPlainMessages } from '@radiant/contract';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { asRequest } from './db/request-turns.ts';
import { errorForLog } from './http/error-log.ts';
import { clientErrorHandler, MAX_PARAM_LENGTH, routingErrorHandler } from './http/framework-errors.ts';
import { adminRoutes, invitationRoutes } from './modules/admins/routes.ts';
import { alarmRoutes, alarmRuleRoutes } from './modules/alarms/routes.ts';
import { businessRoutes } from './modules/analytics/business/routes.ts';
import { dampRoutes } from './modules/analytics/damp/routes.ts';
import { heatingRoutes } from './modules/analytics/heating/routes.ts';
import { insightRoutes } from './modules/analytics/insight/routes.ts';
import { auditLogRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { caseComplianceRoutes } from './modules/cases/compliance-routes.ts';
import { caseAttachmentRoutes, casePolicyRoutes, caseRoutes } from './modules/cases/routes.ts';
import { commandRoutes, gatewayRoutes, radiatorControlRoutes } from './modules/commands/routes.ts';
import { gatewayWaitsPlugin } from './modules/commands/waiting.ts';
import { commercialClientRoutes } from './modules/commercial-clients/routes.ts';
import { dashboardLayoutRoutes, dashboardRoutes } from './modules/dashboard/routes.ts';
import { evidenceRoutes } from './modules/evidence/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { idempotencyPlugin } from './modules/idempotency/plugin.ts';
import { manufacturerRoutes } from './modules/manufacturers/routes.ts';
import { mfaRoutes } from './modules/mfa/routes.ts';
import { mqttBridgePlugin } from './modules/mqtt/bridge.ts';
import { mqttBrokerRoutes } from './modules/mqtt/broker-hooks.ts';
import { gatewayAccountsPlugin } from './modules/mqtt/gateway-accounts.ts';
import { preferenceRoutes } from './modules/preferences/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { residentialUserRoutes } from './modules/residential-users/routes.ts';
import { adminSessionRoutes, sessionRoutes } from './modules/sessions/routes.ts';
import { featureRoutes, planRoutes } from './modules/subscriptions/routes.ts';
import { deviceKeyRoutes, telemetryRoutes } from './modules/telemetry/routes.ts';
import { webhookDispatcherPlugin } from './modules/webhooks/dispatcher.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { authenticationPlugin } from './plugins/authentication.ts';
import { caseDeadlineSweepsPlugin } from './plugins/case-deadline-sweeps.ts';
import { clientReportSchedulePlugin } from './plugins/client-report-schedule.ts';
import { closingConnectionsPlugin } from './plugins/closing-connections.ts';
import { consoleStaticPlugin } from './plugins/console-static.ts';
import { contextPlugin } from './plugins/context.ts';
import { dampSweepsPlugin } from './plugins/damp-sweeps.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { minuteSweepsPlugin } from './plugins/minute-sweeps.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { securityPlugin } from './plugins/security.ts';
import { useSecretKeys } from './secrets/secret-box.ts';
import type { SecretKeys } from './secrets/secret-keys.ts';

// JSON bodies are small forms; uploads (multipart) set their own limits.
const BODY_LIMIT_BYTES = 64 * 1024;

/** A number of hops as the function Fastify takes (the nearest `hops` proxies are believed), or the list. */
const proxyTrust = (trusted: number | string) =>
  typeof trusted === 'number' ? (_address: string, hop: number) => hop < trusted : trusted;

export async function buildApp({
  config,
  database,
  secretKeys,
  clock,
}: {
  config: Config;
  database: Database;
  /** What stored secrets are sealed with: SECRETS_KEY, or the embedded database's key file (`secretKeysOf`). */
  secretKeys: SecretKeys;
  /** The time codes are checked against; tests fix it. */
  clock?: () => number;
}) {
  applyPlainMessages();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], remove: true },
      // Fastify's type insists on a stack, which these log lines leave out on purpose.
      serializers: { err: errorForLog as (error: Error) => never },
    },
    genReqId: () => randomUUID(),
    // One log line per request instead of Fastify's two (see the onResponse hook below).
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: routingErrorHandler,
    clientErrorHandler,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: proxyTrust(config.trustProxy),
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  database.onIdleConnectionError((error) =>
    app.log.warn(
      { err: error },
      'the database closed an idle connection; the pool opens a new one when needed',
    ),
  );
  // Each request's database work is one request's: the embedded database serves the oldest request first. Once
  // its body is read (a context set earlier would not reach the handler through the body's stream events).
  app.addHook('preValidation', (_request, _reply, done) => asRequest(done));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const { method, url } = request;
    const responseTime = Math.round(reply.elapsedTime);
    // Gateways call every few seconds to minutes each: thousands of them would drown every other line, so
    // their calls that succeed are logged at debug level only.
    const routine = reply.statusCode < 400 && request.headers.authorization?.startsWith('Device ');
    request.log[routine ? 'debug' : 'info'](
      { method, url, statusCode: reply.statusCode, responseTime },
      'request completed',
    );
  });

  // Repositories seal and open stored secrets with them (secrets/secret-box.ts).
  useSecretKeys(secretKeys);
  await app.register(contextPlugin, { config, database, clock });
  await app.register(closingConnectionsPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authenticationPlugin);
  await app.register(idempotencyPlugin);
  await app.register(retentionPlugin);
  await app.register(webhookDispatcherPlugin);
  await app.register(minuteSweepsPlugin);
  await app.register(dampSweepsPlugin);
  await app.register(caseDeadlineSweepsPlugin);
  await app.register(clientReportSchedulePlugin);
  await app.register(gatewayWaitsPlugin);
  // Before the bridge: Radiant's account gets its role before the bridge subscribes with it.
  await app.register(gatewayAccountsPlugin);
  await app.register(mqttBridgePlugin);

  // Each route checks the access its contract operation declares (admin endpoints the level) first.
  for (const routes of [
    healthRoutes,
    authRoutes,
    invitationRoutes,
    mfaRoutes,
    sessionRoutes,
    adminRoutes,
    adminSessionRoutes,
    planRoutes,
    featureRoutes,
    manufacturerRoutes,
    residentialUserRoutes,
    commercialClientRoutes,
    telemetryRoutes,
    deviceKeyRoutes,
    mqttBrokerRoutes,
    dashboardRoutes,
    dashboardLayoutRoutes,
    preferenceRoutes,
    heatingRoutes,
    businessRoutes,
    insightRoutes,
    dampRoutes,
    webhookRoutes,
    alarmRoutes,
    alarmRuleRoutes,
    caseRoutes,
    casePolicyRoutes,
    caseAttachmentRoutes,
    caseComplianceRoutes,
    evidenceRoutes,
    reportRoutes,
    commandRoutes,
    gatewayRoutes,
    radiatorControlRoutes,
    auditLogRoutes,
  ]) {
    await app.register(routes);
  }

  await app.register(consoleStaticPlugin);
  return app;
}
