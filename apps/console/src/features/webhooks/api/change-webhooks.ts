import { type WebhookRequest, webhookOperations } from '@radiant/contract';
import { callApi } from '@/lib/api-client';
import { useListChange } from '@/lib/list-change';
import { WEBHOOKS_KEY } from './get-webhooks';

const createWebhook = (body: WebhookRequest) => callApi(webhookOperations.create, { body });

/** The answer holds the signing secret, shown once: the caller keeps it on screen until the admin has it. */
export const useCreateWebhook = () =>
  useListChange({ mutationFn: createWebhook, invalidates: [WEBHOOKS_KEY] });

const removeWebhook = (id: number) => callApi(webhookOperations.remove, { params: { id } });

export const useRemoveWebhook = () =>
  useListChange({ mutationFn: removeWebhook, invalidates: [WEBHOOKS_KEY] });

const testWebhook = (id: number) => callApi(webhookOperations.test, { params: { id } });

/** The test is in the delivery log like any other delivery, and is the webhook's newest. */
export const useTestWebhook = () => useListChange({ mutationFn: testWebhook, invalidates: [WEBHOOKS_KEY] });
