import { type WebhookDelivery, webhookOperations } from '@radiant/contract';
import type { FastifyRequest } from 'fastify';
import { countOf, success } from '../../http/envelope.ts';
import { operationRoutes } from '../../http/operation-routes.ts';
import { languageOf } from '../../messages/language.ts';
import { readStored } from '../../messages/stored.ts';
import { actorIdOf } from '../../plugins/authentication.ts';
import { listWebhooks } from './repository.ts';
import { createWebhook, getDeliveries, removeWebhook, sendTestEvent } from './service.ts';

/** A delivery with its error in the language the request asks for. */
const inLanguageOf = (request: FastifyRequest, delivery: WebhookDelivery): WebhookDelivery => ({
  ...delivery,
  error: readStored(delivery.error, languageOf(request)),
});

/** The addresses alarm events are posted to, signed, and each one's delivery log. */
export const webhookRoutes = operationRoutes(webhookOperations, (app) => {
  const { db } = app.database;
  return {
    list: async () => {
      const webhooks = await listWebhooks(db);
      return success('WEBHOOKS', `${countOf(webhooks.length, 'webhook')}.`, { webhooks });
    },
    create: async (request) => {
      const created = await createWebhook(
        db,
        actorIdOf(request),
        request.body,
        app.config.webhookAllowPrivate,
      );
      return success(
        'WEBHOOK_CREATED',
        'The webhook has been added. Copy its signing secret now: it is not shown again.',
        created,
      );
    },
    remove: async (request) => {
      await removeWebhook(db, actorIdOf(request), request.params.id);
      return success('WEBHOOK_DELETED', 'The webhook has been deleted.', {});
    },
    test: async (request) => {
      const delivery = await sendTestEvent(db, request.params.id, app.webhookDispatcher.attempt);
      const description =
        delivery.status === 'delivered'
          ? `The test event was delivered: the receiver answered ${delivery.response_status}.`
          : `The test event was not delivered. ${readStored(delivery.error, 'en') ?? ''} It is tried again later.`;
      return success('WEBHOOK_TESTED', description, { delivery: inLanguageOf(request, delivery) });
    },
    deliveries: async (request) => {
      const page = await getDeliveries(db, request.params.id, request.query);
      return success('WEBHOOK_DELIVERIES', `${countOf(page.deliveries.length, 'delivery', 'deliveries')}.`, {
        ...page,
        deliveries: page.deliveries.map((delivery) => inLanguageOf(request, delivery)),
      });
    },
  };
});
