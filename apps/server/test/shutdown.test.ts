import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect } from 'node:net';
import { gatewayOperations, healthOperations } from '@radiant/contract';
import { describe, expect, it, vi } from 'vitest';
import { createGatewayHome } from './support/gateways.ts';
import { createLoggedInAccount, createTestApp, startApp, type TestApp } from './support/test-app.ts';

const { app, database } = await createTestApp();
const { token } = await createLoggedInAccount(app, database);

/** Another instance over the same database, listening on a port of its own: the one each test closes. */
async function listeningInstance() {
  const instance = await startApp(database);
  await instance.listen({ port: 0, host: '127.0.0.1' });
  const address = instance.server.address();
  if (address === null || typeof address === 'string') throw new Error('The instance is not listening.');
  return { instance, port: address.port };
}

/** A GET over `agent` on the instance at `port`: its status and body. */
function get(port: number, path: string, agent: Agent, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('closing an instance', () => {
  // Node counts a connection that has not asked anything yet as waiting for headers, and a kept-alive one whose
  // answer left as idle: neither may hold the close for the keep-alive timeout (72 s).
  it('ends the connections that hold no request, however they got there', async () => {
    const { instance, port } = await listeningInstance();
    const silent = connect(port, '127.0.0.1');
    await once(silent, 'connect');
    const silentEnded = once(silent, 'close');
    const agent = new Agent({ keepAlive: true });
    const health = await get(port, healthOperations.health.path, agent);
    expect(health.status).toBe(200);

    await instance.close();
    await silentEnded;
    expect(silent.destroyed).toBe(true);
    agent.destroy();
  });

  it('answers a long-polling gateway at once instead of holding the close for its wait', async () => {
    const home = await createGatewayHome(app, database, token);
    const { instance, port } = await listeningInstance();
    const agent = new Agent({ keepAlive: true });
    const polled = get(port, `${gatewayOperations.commands.path}?wait=30`, agent, {
      authorization: `Device ${home.key}`,
    });
    await vi.waitFor(() => expect((instance as TestApp).gatewayWaits.isWaiting(home.home.id)).toBe(true));

    await instance.close();
    const answer = await polled;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).data.commands).toEqual([]);
    agent.destroy();
  });
});
