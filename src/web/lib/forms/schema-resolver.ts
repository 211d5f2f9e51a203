/**
 * A form's check by the very zod schema the server validates with (src/domain/schemas): the form's values
 * become the request body (`toRequest`: text to numbers, and so on), the schema checks the body, and each
 * of its issues lands on the form field its path starts with, so form and API refuse the same input with
 * the same words. `check` adds what only the form knows (a kickoff still ahead, a typed percentage).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One message per form field. */
export type FieldMessages<V extends FieldValues> = Partial<Record<keyof V & string, string>>;

type SchemaResolverOptions<V extends FieldValues> = {
  /** The request body the values make; the values themselves when they already are one. */
  toRequest?: (values: V) => unknown;
  /** The form's own checks, given the schema's messages; what it returns is shown over them. */
  check?: (values: V, schemaMessages: FieldMessages<V>) => FieldMessages<V>;
};

function isFieldError(node: unknown): node is FieldError {
  return typeof node === 'object' && node !== null && typeof (node as { message?: unknown }).message === 'string';
}

/** The first message in an error tree (an issue about `payoutScheme.periodBps.2` is about `payoutScheme`). */
function firstMessage(node: unknown): string | undefined {
  if (isFieldError(node)) return node.message;
  if (typeof node !== 'object' || node === null) return undefined;
  for (const child of Object.values(node)) {
    const found = firstMessage(child);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The resolver's nested errors as one message per top-level field. */
function topLevelMessages<V extends FieldValues>(errors: FieldErrors<V>): FieldMessages<V> {
  const messages: FieldMessages<V> = {};
  for (const [field, node] of Object.entries(errors)) {
    const message = firstMessage(node);
    if (message !== undefined) messages[field as keyof V & string] = message;
  }
  return messages;
}

/** Messages as react-hook-form errors (the type says who found them: the schema or the form). */
function asErrors<V extends FieldValues>(messages: FieldMessages<V>): FieldErrors<V> {
  const errors: Record<string, FieldError> = {};
  for (const [field, message] of Object.entries(messages)) {
    if (typeof message === 'string') errors[field] = { type: 'validate', message };
  }
  return errors as FieldErrors<V>;
}

/** A react-hook-form resolver from a shared schema; valid values submit as the schema's output. */
export function schemaResolver<S extends z.ZodType, V extends FieldValues = z.input<S> & FieldValues>(
  schema: S,
  options: SchemaResolverOptions<V> = {},
): Resolver<V, unknown, z.output<S>> {
  const { toRequest, check } = options;
  // No zod import here: the schema brings its runtime along, and this module loads no more than the form's page does.
  const parse = zodResolver(schema as unknown as z.ZodType<z.output<S>, V>) as unknown as Resolver<V, unknown, z.output<S>>;
  return async (values, context, resolverOptions) => {
    const result = await parse((toRequest ? toRequest(values) : values) as V, context, resolverOptions);
    const fromSchema = topLevelMessages<V>(result.errors);
    const messages: FieldMessages<V> = { ...fromSchema, ...check?.(values, fromSchema) };
    if (Object.keys(messages).length === 0) return result;
    return { values: {}, errors: asErrors<V>(messages) };
  };
}
