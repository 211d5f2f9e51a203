import fc from 'fast-check';
import { HOSTILE_RAW_BODIES } from './hostile-values';
import { invalidArbitrary, validArbitrary, type ArbitraryOptions, type JsonSchema } from './json-schema-arbitrary';
import type { FuzzOperation } from './openapi-operations';

/** One generated input for an operation: path parameters, query, body. */
export type FuzzBody = { kind: 'none' } | { kind: 'value'; value: unknown } | { kind: 'raw'; contentType: string; payload: string };

export interface FuzzInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: FuzzBody;
}

const NONE: FuzzBody = { kind: 'none' };
const hasBody = (method: string) => method !== 'GET' && method !== 'HEAD';
const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const hasProperties = (schema: JsonSchema) => Object.keys(schema.properties ?? {}).length > 0;

/** The body's own field name for hints: a CSV body is steered by the content type. */
const bodyName = (op: FuzzOperation) => (op.body?.contentType === 'text/csv' ? 'text/csv' : '');

function validBody(op: FuzzOperation, options: ArbitraryOptions): fc.Arbitrary<FuzzBody> {
  if (!op.body) return fc.constant(NONE);
  return validArbitrary(op.body.schema, options, bodyName(op)).map((value): FuzzBody => ({ kind: 'value', value }));
}

function invalidBody(op: FuzzOperation, options: ArbitraryOptions): fc.Arbitrary<FuzzBody> {
  const raw = fc.constantFrom(...HOSTILE_RAW_BODIES).map((b): FuzzBody => ({ kind: 'raw', ...b }));
  const schema = op.body?.schema ?? {};
  const value = invalidArbitrary(schema, options, bodyName(op)).map((v): FuzzBody => ({ kind: 'value', value: v }));
  return fc.oneof({ weight: 3, arbitrary: value }, { weight: 1, arbitrary: raw });
}

/** Path or query parameters with a hostile or refused value somewhere, or an extra parameter. */
function invalidParameters(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const valid = validArbitrary(schema, options) as fc.Arbitrary<Record<string, unknown>>;
  const extra = fc.tuple(valid, options.hostileKey, options.hostile).map(([object, key, value]) => ({ ...object, [key || 'extra']: value }));
  if (!hasProperties(schema)) return extra;
  return fc.oneof({ weight: 4, arbitrary: invalidArbitrary(schema, options).filter(isPlainObject) }, { weight: 1, arbitrary: extra });
}

export function validInput(op: FuzzOperation, options: ArbitraryOptions): fc.Arbitrary<FuzzInput> {
  return fc.record({
    params: validArbitrary(op.params, options) as fc.Arbitrary<Record<string, unknown>>,
    query: validArbitrary(op.query, options) as fc.Arbitrary<Record<string, unknown>>,
    body: validBody(op, options),
  });
}

/** Exactly one part (path, query or body) invalid; the others valid. */
export function invalidInput(op: FuzzOperation, options: ArbitraryOptions): fc.Arbitrary<FuzzInput> {
  const valid = validInput(op, options);
  const parts: fc.WeightedArbitrary<FuzzInput>[] = [
    { weight: 1, arbitrary: fc.tuple(valid, invalidParameters(op.query, options)).map(([input, query]) => ({ ...input, query })) },
  ];
  if (hasProperties(op.params)) {
    parts.push({ weight: 2, arbitrary: fc.tuple(valid, invalidParameters(op.params, options)).map(([input, params]) => ({ ...input, params })) });
  }
  if (hasBody(op.method)) parts.push({ weight: op.body ? 3 : 1, arbitrary: fc.tuple(valid, invalidBody(op, options)).map(([input, body]) => ({ ...input, body })) });
  return fc.oneof(...parts);
}

/** encodeURIComponent, except that an unpaired surrogate (which it refuses) is sent as its WTF-8 bytes. */
export function encodeComponent(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    let out = '';
    for (const char of text) {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      } else out += encodeURIComponent(char);
    }
    return out;
  }
}

const asText = (value: unknown): string => {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  return JSON.stringify(value) ?? '';
};

export function urlOf(op: FuzzOperation, input: FuzzInput): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeComponent(asText(input.params[name])));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(input.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push(`${encodeComponent(key)}=${encodeComponent(asText(item))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

const FORM = 'application/x-www-form-urlencoded';

/** A browser form's body: each field as text (objects and arrays as their JSON). */
function formPayload(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return encodeComponent(asText(value));
  return Object.entries(value)
    .map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(asText(v))}`)
    .join('&');
}

/** The request body as sent: JSON for JSON routes, the text itself for a text/csv route, a form for a form. */
export function payloadOf(op: FuzzOperation, body: FuzzBody): { contentType: string; payload: string } | undefined {
  if (!hasBody(op.method) || body.kind === 'none') return undefined;
  if (body.kind === 'raw') return { contentType: body.contentType, payload: body.payload };
  if (body.value === undefined) return undefined;
  const contentType = op.body?.contentType ?? 'application/json';
  if (contentType === FORM) return { contentType, payload: formPayload(body.value) };
  if (contentType === 'text/csv' && typeof body.value === 'string') return { contentType, payload: body.value };
  return { contentType: contentType === 'text/csv' ? 'text/csv' : 'application/json', payload: JSON.stringify(body.value) };
}
