import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './json-schema-arbitrary';

/**
 * The app's own OpenAPI document (built in process by @fastify/swagger from the routes' zod schemas) as
 * a list of operations to fuzz: each with its path, query and body schemas ($refs resolved) and the
 * audience the route declares (config.auth, recorded in app.declaredRoutes).
 */
export type Audience = 'public' | 'user' | 'admin';

export interface FuzzOperation {
  method: string;
  /** As the document writes it: /api/pools/{id}. */
  path: string;
  /** As Fastify registers it: /api/pools/:id. */
  route: string;
  params: JsonSchema;
  query: JsonSchema;
  body: { contentType: string; schema: JsonSchema; required: boolean } | undefined;
  /** undefined: the route declares no audience (the suite fails on it). */
  auth: Audience | undefined;
  /** An endless text/event-stream. */
  stream: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export const toFastifyRoute = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

/** Inlines every `#/components/schemas/...` reference (the request schemas have no cycles). */
function resolveRefs(value: unknown, document: OpenApiDocument, depth = 0): unknown {
  if (depth > 30) throw new Error('OpenAPI $ref nesting too deep (a cycle?)');
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, document, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown>;
  if (typeof object.$ref === 'string') {
    const name = object.$ref.replace('#/components/schemas/', '');
    const target = document.components?.schemas?.[name];
    if (!target) throw new Error(`OpenAPI document refers to a missing schema ${object.$ref}`);
    const { $ref: _ref, ...rest } = object;
    return resolveRefs({ ...target, ...rest }, document, depth + 1);
  }
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, resolveRefs(v, document, depth + 1)]));
}

function parametersIn(parameters: OpenApiParameter[], where: string): JsonSchema {
  const chosen = parameters.filter((p) => p.in === where);
  return {
    type: 'object',
    properties: Object.fromEntries(chosen.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: chosen.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

export function readOpenApi(app: FastifyInstance): OpenApiDocument {
  return app.swagger() as unknown as OpenApiDocument;
}

export function operationsOf(document: OpenApiDocument, declared: FastifyInstance['declaredRoutes']): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [lower, raw] of Object.entries(methods)) {
      if (!METHODS.has(lower)) continue;
      const operation = resolveRefs(raw, document) as OpenApiOperation;
      const method = lower.toUpperCase();
      const route = toFastifyRoute(path);
      const declaration = declared.find((r) => r.method === method && r.url === route);
      const parameters = operation.parameters ?? [];
      const content = Object.entries(operation.requestBody?.content ?? {})[0];
      operations.push({
        method,
        path,
        route,
        params: parametersIn(parameters, 'path'),
        query: parametersIn(parameters, 'query'),
        body: content ? { contentType: content[0], schema: content[1].schema ?? {}, required: operation.requestBody?.required ?? false } : undefined,
        auth: declaration?.auth,
        stream: declaration?.stream ?? false,
      });
    }
  }
  return operations;
}

/** Declared /api routes the document leaves out: they would escape the fuzz. */
export function undocumentedApiRoutes(operations: FuzzOperation[], declared: FastifyInstance['declaredRoutes']): string[] {
  const documented = new Set(operations.map((o) => `${o.method} ${o.route}`));
  return declared
    .filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`)
    .filter((key) => !documented.has(key));
}
