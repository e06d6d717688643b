import type { SimulatedClock } from './clock.ts';
import { SimulatedGateway } from './gateway.ts';
import type { GatewayHome } from './home.ts';
import type { GatewayLink } from './link.ts';

/** Simulated gateways running together: how to stop them all. */
export interface GatewayFleet {
  stop(): Promise<void>;
}

/**
 * Starts a simulated gateway for each home, each reaching Radiant through the link `linkOf` makes for it.
 * `onError` hears of batches that could not be sent (they are kept and sent again with the next).
 */
export function startGateways(
  homes: GatewayHome[],
  linkOf: (home: GatewayHome) => GatewayLink,
  clock: SimulatedClock,
  onError?: (home: GatewayHome, error: unknown) => void,
): GatewayFleet {
  const gateways = homes.map(
    (home) => new SimulatedGateway(home, linkOf(home), clock, (error) => onError?.(home, error)),
  );
  for (const gateway of gateways) gateway.start();
  return {
    async stop() {
      await Promise.all(gateways.map((gateway) => gateway.stop()));
    },
  };
}
