import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where the process is in its shutdown: draining = /readyz answers 503 while every request is still served. */
    shutdown: { draining: boolean };
  }
}

/**
 * Shutdown in two steps. Draining (main.ts, at SIGTERM, for SHUTDOWN_DRAIN_MS): /readyz answers 503 so a
 * health-checking proxy sends new requests to the other processes, while this one still answers all it
 * gets. Closing (app.close()): the listener stops and in-flight requests finish; every response then
 * tells the client to drop the connection — without that, a request that finishes during shutdown
 * leaves a keep-alive socket that holds the server open until the keep-alive timeout (72 s), far past
 * the 10 s a SIGTERM is allowed.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  const shutdown = { draining: false };
  let closing = false;
  app.decorate('shutdown', shutdown);
  app.addHook('preClose', async () => {
    shutdown.draining = true;
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
