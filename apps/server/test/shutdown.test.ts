import { once } from 'node:events';
import { connect } from 'node:net';
import { gatewayOperations, healthOperations } from '@radiant/contract';
import { describe, expect, it, vi } from 'vitest';
import { createGatewayHome } from './support/gateways.ts';
import { createLoggedInAccount, createTestApp, startApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);

/** Another instance over the same database, listening on a port of its own: the one each test closes. */
async function listeningInstance() {
  const instance = await startApp(database);
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  if (address === null || typeof address === 'string') throw new Error('The instance is not listening.');
  return { instance, port: address.port, url: `http://127.0.0.1:${address.port}` };
}

describe('closing an instance', () => {
  // Node counts a connection that has not asked anything yet as waiting for headers, and a kept-alive one whose
  // answer left as idle: neither may hold the close for the keep-alive timeout (72 s).
  it('ends the connections that hold no request, however they got there', async () => {
    const { instance, port, url } = await listeningInstance();
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const silentEnded = once(silent, 'close');
    // fetch keeps its connection alive after the answer.
    expect((await fetch(`${url}${healthOperations.health.path}`)).status).toBe(200);

    await instance.close();
    await silentEnded;
    expect(silent.destroyed).toBe(true);
  });

  it('answers a long-polling gateway at once instead of holding the close for its wait', async () => {
    const home = await createGatewayHome(app, database, token);
    const { instance, url } = await listeningInstance();
    const polled = fetch(`${url}${gatewayOperations.commands.path}?wait=30`, {
      headers: { authorization: `Device ${home.key}` },
    });
    await vi.waitFor(() => expect(instance.gatewayWaits.isWaiting(home.home.id)).toBe(true));

    await instance.close();
    const answer = await polled;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: { commands: unknown[] } }).data.commands).toEqual([]);
  });
});
