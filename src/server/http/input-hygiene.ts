import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { inputHygieneGaps } from '../../domain/schemas/input-hygiene-gaps';

const REQUEST_PARTS = ['params', 'querystring', 'body', 'headers'] as const;

const isZodSchema = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/**
 * Every route's request schemas follow the input hygiene rule (src/domain/schemas/input-hygiene.ts):
 * a route with a text field that takes NUL or lone surrogates, or a number without bounds, stops the
 * server at start, naming the route and each field, so no route can skip the rule by omission.
 */
export function refuseRouteWithoutInputHygiene(route: RouteOptions): void {
  const schema = route.schema as Partial<Record<(typeof REQUEST_PARTS)[number], unknown>> | undefined;
  if (!schema) return;
  const gaps = REQUEST_PARTS.flatMap((part) => {
    const partSchema = schema[part];
    return isZodSchema(partSchema) ? inputHygieneGaps(partSchema, part) : [];
  });
  if (gaps.length === 0) return;
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  throw new Error(`Route ${where} breaks the input hygiene rule: ${gaps.map((g) => `${g.path}: ${g.problem}`).join('; ')}`);
}
