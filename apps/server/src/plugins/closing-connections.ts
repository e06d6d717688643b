import type { Socket } from 'node:net';
import fp from 'fastify-plugin';

/** How often a closing server looks for connections with no request in progress. */
const SWEEP_MS = 100;

/**
 * Closing, the server stops taking connections and ends the idle ones, then waits for the rest. Two kinds stayed
 * open for the keep-alive timeout (72 s) after that: a connection whose request ended afterwards, and one a
 * client had opened but not yet sent a request on (Node counts it as waiting for headers, not idle). The live
 * demo gateways, stopped just before the server, left the second kind, and the stop waited for it. Until the
 * server has closed, every connection with no request in progress is ended (a request arriving on it now would
 * be refused with a 503 anyway).
 */
export const closingConnectionsPlugin = fp(async (app) => {
  const open = new Set<Socket>();
  const answering = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => {
      open.delete(socket);
      answering.delete(socket);
    });
  });
  app.server.on('request', (request, response) => {
    const { socket } = request;
    answering.add(socket);
    response.once('close', () => answering.delete(socket));
  });

  let sweep: NodeJS.Timeout | undefined;
  const endIdle = () => {
    for (const socket of open) if (!answering.has(socket)) socket.destroy();
  };
  app.addHook('preClose', (done) => {
    sweep = setInterval(endIdle, SWEEP_MS);
    sweep.unref();
    app.server.once('close', () => clearInterval(sweep));
    done();
  });
  // A server that never listened has no connections, and may not say it closed.
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
});
