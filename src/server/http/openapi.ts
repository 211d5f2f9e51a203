import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from every route's zod schemas; the document and a browsable UI at /api/docs. The UI
 * is served under the app's own security headers (http/security.ts): its scripts and styles are files of
 * ours, so it needs no policy of its own, and the plugin's (`staticCSP`) would let other pages frame it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Squares API',
        description:
          'Sports squares pools. Errors answer { message, code?, issues? }. Money travels as decimal strings ' +
          '("5.00") with integer cents beside them.',
        version: '1.0.0',
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
