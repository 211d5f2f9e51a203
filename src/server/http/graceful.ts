import type { FastifyInstance } from 'fastify';

/**
 * Once closing has begun, every response tells the client to drop the connection. Without this, a
 * request that finishes during shutdown leaves a keep-alive socket that holds the server open until the
 * keep-alive timeout (72 s), far past the 10 s a SIGTERM is allowed.
 */
export function registerGracefulClose(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
