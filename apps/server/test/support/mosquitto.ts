import { afterAll } from 'vitest';
import { freePort } from './free-port.ts';
import { launchMosquitto, launchRadiantBroker } from './mosquitto-process.ts';

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
