import { createServer } from 'node:net';
import { afterAll } from 'vitest';
import { launchMosquitto, launchRadiantBroker } from './mosquitto-process.ts';

/** A port the system has just said is free. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

/** A Mosquitto broker of the test file's own on a free port, stopped after the file's tests. Answers its URL. */
export async function startMosquitto(): Promise<string> {
  const broker = await launchMosquitto(await freePort());
  afterAll(() => broker.stop());
  return broker.url;
}

/** Mosquitto with Radiant's configuration and accounts, of the test file's own, stopped after its tests. */
export async function startRadiantBroker() {
  const broker = await launchRadiantBroker(await freePort());
  afterAll(() => broker.stop());
  return broker;
}
