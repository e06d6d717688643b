/** Simulated home gateways: the thermal model reporting live, obeying the changes it receives. */
export { SimulatedClock } from './clock.ts';
export { type GatewayFleet, startGateways } from './fleet.ts';
export { SimulatedGateway } from './gateway.ts';
export { type GatewayHome, roomTypeOf } from './home.ts';
export { HttpLink } from './http-link.ts';
export type { GatewayLink } from './link.ts';
export { MqttLink } from './mqtt-link.ts';
