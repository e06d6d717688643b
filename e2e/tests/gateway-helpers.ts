import { expect, type Page } from '@playwright/test';
import { authOperations, deviceKeyOperations, gatewayOperations } from '@radiant/contract';
import { callOperation } from '../support/api.ts';
import type { Credentials } from './console-helpers.ts';

/** An admin's access token, for the API calls a test makes beside the screens. */
export async function tokenOf(page: Page, admin: Credentials) {
  const login = await callOperation(page.request, authOperations.login, { body: admin });
  return (await login.json()).data.user.access_token as string;
}

/** Each home's gateway takes its changes and confirms them applied (or rejects them), as a real one would. */
export async function applyAtGateways(page: Page, token: string, homeIds: number[], applied = true) {
  for (const homeId of homeIds) {
    const created = await callOperation(
      page.request,
      deviceKeyOperations.create,
      { params: { id: homeId }, body: { label: 'Commands test gateway' } },
      token,
    );
    const device = `Device ${(await created.json()).data.key}`;
    const due = await callOperation(page.request, gatewayOperations.commands, { query: { wait: 0 } }, device);
    const changes: { id: number }[] = (await due.json()).data.commands;
    if (changes.length === 0) continue;
    const acked = await callOperation(
      page.request,
      gatewayOperations.ack,
      {
        body: changes.map(({ id }) => ({
          id,
          applied,
          ...(!applied && { reason: 'Valve stuck' }),
        })) as unknown as Record<string, unknown>,
      },
      device,
    );
    expect(acked.status()).toBe(200);
  }
}
