import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas zod emits for the OpenAPI document (OpenAPI 3.0 flavour:
 * `nullable`, boolean `exclusiveMinimum`), for the subset request schemas use: object (properties,
 * required, additionalProperties), string (minLength, maxLength, pattern, format email/uuid/date-time),
 * integer and number with bounds, boolean, enum/const, array (items, minItems, maxItems), anyOf/oneOf,
 * allOf of objects, nullable. Unknown keywords are ignored: a value may then be refused by a rule the
 * document cannot express (a zod refinement), which the fuzz only sees as a 400.
 *
 * Three kinds of value:
 * - valid: what the schema accepts (field-name hints may steer it towards the app's real data);
 * - violation: what the schema refuses for sure (wrong type, out of bounds, missing field, ...);
 * - hostile: a valid value with one place replaced by a hostile value, or a hostile value outright.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /** Several patterns at once (allOf of strings, merged here). */
  patterns?: string[];
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  $ref?: string;
}

export interface ArbitraryOptions {
  /** A generator for a named field (e.g. known ids for `poolId`) used instead of `own`, the schema's own. */
  hint?: (name: string, schema: JsonSchema, own: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown> | undefined;
  /** Hostile values that replace a field, an array element or the whole value. */
  hostile: fc.Arbitrary<unknown>;
  /** Hostile values aimed at a text or a numeric field (tried more often there). */
  hostileText: fc.Arbitrary<unknown>;
  hostileNumber: fc.Arbitrary<unknown>;
  /** Names of extra fields added to objects. */
  hostileKey: fc.Arbitrary<string>;
}

const SAFE = Number.MAX_SAFE_INTEGER;
/** Valid strings and arrays stay short: long ones are the hostile generator's job. */
const SPAN = 24;
const ARRAY_SPAN = 4;

const typesOf = (schema: JsonSchema): string[] => {
  if (schema.type !== undefined) return [schema.type].flat();
  const variants = variantsOf(schema);
  if (variants) {
    const each = variants.map((variant) => [...typesOf(variant), ...(variant.nullable ? ['null'] : [])]);
    return each.some((types) => types.length === 0) ? [] : [...new Set(each.flat())];
  }
  if (schema.enum) return [...new Set(schema.enum.map(jsonType))];
  if (schema.const !== undefined) return [jsonType(schema.const)];
  if (schema.properties) return ['object'];
  return [];
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const variantsOf = (schema: JsonSchema) => schema.anyOf ?? schema.oneOf;

/** Every pattern a string must match: zod writes two regexes (the hygiene rule and a field's own) as allOf. */
export const patternsOf = (schema: JsonSchema): string[] => [...(schema.patterns ?? []), ...(schema.pattern !== undefined ? [schema.pattern] : [])];

/** allOf merged into one schema: objects' properties joined (zod intersections), strings' patterns kept. */
function merged(schema: JsonSchema): JsonSchema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(merged).reduce<JsonSchema>((acc, part) => {
    const next: JsonSchema = { ...acc, ...part, type: acc.type ?? part.type, nullable: acc.nullable || part.nullable };
    delete next.pattern;
    next.patterns = [...patternsOf(acc), ...patternsOf(part)];
    if (acc.properties || part.properties) next.properties = { ...acc.properties, ...part.properties };
    if (acc.required || part.required) next.required = [...(acc.required ?? []), ...(part.required ?? [])];
    return next;
  }, rest);
}

export function integerBounds(schema: JsonSchema): { min: number; max: number } {
  let min = Math.max(schema.minimum ?? -SAFE, -SAFE);
  let max = Math.min(schema.maximum ?? SAFE, SAFE);
  if (schema.exclusiveMinimum === true) min = Math.floor(min) + 1;
  if (typeof schema.exclusiveMinimum === 'number') min = Math.max(min, Math.floor(schema.exclusiveMinimum) + 1);
  if (schema.exclusiveMaximum === true) max = Math.ceil(max) - 1;
  if (typeof schema.exclusiveMaximum === 'number') max = Math.min(max, Math.ceil(schema.exclusiveMaximum) - 1);
  return { min: Math.ceil(min), max: Math.floor(max) };
}

const toRegExp = (pattern: string): RegExp => {
  try {
    return new RegExp(pattern);
  } catch {
    return new RegExp(pattern, 'u');
  }
};

const regexesOf = (schema: JsonSchema): RegExp[] => patternsOf(schema).map(toRegExp);

/**
 * The pattern to generate strings from: a closed one (a field's own alphabet) rather than one that only
 * keeps characters out (the hygiene rule's negated class); the others filter what it makes.
 */
function generatingPattern(schema: JsonSchema): RegExp | undefined {
  const patterns = patternsOf(schema);
  const closed = patterns.find((p) => !p.includes('[^'));
  return closed !== undefined || patterns.length > 0 ? toRegExp(closed ?? patterns[0]!) : undefined;
}

/** Within the bounds counted both ways: in UTF-16 code units (JSON Schema says code points; zod differs by version). */
const lengthOk = (schema: JsonSchema) => (s: string) =>
  [s.length, [...s].length].every((n) => n >= (schema.minLength ?? 0) && n <= (schema.maxLength ?? Infinity));

const EMAIL = /^[a-z][a-z0-9]{0,9}(\.[a-z0-9]{1,5})?@[a-z]{2,10}\.(com|org|io|example)$/;
/** Instants a few years around the test clock (2026): past, near and future ones. */
const dateTime = fc
  .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2032, 0, 1) })
  .map((ms) => new Date(ms).toISOString());

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const regex = generatingPattern(schema);
  const regexes = regexesOf(schema);
  let base: fc.Arbitrary<string>;
  if (schema.format === 'email') base = fc.stringMatching(EMAIL);
  else if (schema.format === 'uuid') base = fc.uuid();
  else if (schema.format === 'date-time') base = dateTime;
  else if (regex) {
    try {
      base = fc.stringMatching(regex);
    } catch {
      base = fc.string();
    }
  } else {
    const minLength = schema.minLength ?? 0;
    const maxLength = Math.min(schema.maxLength ?? minLength + SPAN, minLength + SPAN);
    base = fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    );
  }
  const accepts = (s: string) => lengthOk(schema)(s) && regexes.every((r) => r.test(s));
  return base.filter(accepts);
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const { min, max } = integerBounds(schema);
  if (min > max) return fc.constant(min);
  const whole = fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(min, max) });
  if (integer) return whole;
  const lo = schema.minimum ?? -1e9;
  const hi = schema.maximum ?? 1e9;
  const fraction = fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true }).filter((n) => {
    if (schema.exclusiveMinimum === true && n <= lo) return false;
    if (schema.exclusiveMaximum === true && n >= hi) return false;
    return true;
  });
  return fc.oneof(whole, fraction);
}

function validArray(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.min(schema.maxItems ?? minLength + ARRAY_SPAN, minLength + ARRAY_SPAN);
  return fc.array(validArbitrary(schema.items ?? {}, options, name), { minLength, maxLength });
}

function validObject(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, validArbitrary(property, options, key)]));
  const requiredKeys = (schema.required ?? []).filter((key) => key in properties);
  return fc.record(record, { requiredKeys }) as fc.Arbitrary<Record<string, unknown>>;
}

/** Values the schema accepts. `name` is the field's name (for hints). */
export function validArbitrary(input: JsonSchema, options: ArbitraryOptions, name = ''): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const own = validNonNull(schema, options, name);
  const base = (name ? options.hint?.(name, schema, own) : undefined) ?? own;
  return schema.nullable ? fc.oneof({ weight: 4, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
}

function validNonNull(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = variantsOf(schema);
  if (variants) return fc.oneof(...variants.map((variant) => validArbitrary({ ...variant }, options, name)));
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case 'object':
          return validObject(schema, options);
        case 'array':
          return validArray(schema, options, name);
        case 'string':
          return validString(schema);
        case 'integer':
          return validNumber(schema, true);
        case 'number':
          return validNumber(schema, false);
        case 'boolean':
          return fc.boolean();
        case 'null':
          return fc.constant(null);
        default:
          return fc.jsonValue({ maxDepth: 1 });
      }
    }),
  );
}

/** One value of each JSON type, for "wrong type" violations. */
const VALUE_OF_TYPE: Record<string, unknown> = {
  string: 'text',
  integer: 7,
  number: 7.5,
  boolean: true,
  null: null,
  array: [1],
  object: { a: 1 },
};

function wrongTypes(schema: JsonSchema): unknown[] {
  const allowed = new Set(typesOf(schema));
  if (allowed.size === 0) return [];
  if (allowed.has('number')) allowed.add('integer');
  if (schema.nullable) allowed.add('null');
  return Object.entries(VALUE_OF_TYPE)
    .filter(([type]) => !allowed.has(type))
    .map(([, value]) => value);
}

function stringViolations(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  const regexes = regexesOf(schema);
  if ((schema.minLength ?? 0) > 0) out.push('x'.repeat(schema.minLength! - 1));
  if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
  const closed = regexes.length > 0;
  if (closed) out.push(...['', ' ', '!not matching!', '\u0000', '../'].filter((s) => regexes.some((r) => !r.test(s))));
  if (schema.format === 'uuid' && !closed) out.push('not-a-uuid');
  if (schema.format === 'date-time' && !closed) out.push('yesterday');
  if (schema.format === 'email' && !closed) out.push('not-an-email');
  return out;
}

function numberViolations(schema: JsonSchema, integer: boolean): unknown[] {
  const { min, max } = integerBounds(schema);
  const out: unknown[] = [];
  if (integer) out.push(0.5, 1.5);
  if (schema.minimum !== undefined && min - 1 >= -SAFE) out.push(integer ? min - 1 : schema.minimum - (schema.exclusiveMinimum === true ? 0 : 0.5));
  if (schema.maximum !== undefined && max + 1 <= SAFE) out.push(integer ? max + 1 : schema.maximum + (schema.exclusiveMaximum === true ? 0 : 0.5));
  return out;
}

/** Values the schema refuses for sure; undefined when it accepts anything. */
export function violationArbitrary(input: JsonSchema, options: ArbitraryOptions, name = ''): fc.Arbitrary<unknown> | undefined {
  const schema = merged(input);
  const choices: fc.Arbitrary<unknown>[] = [];
  const constants: unknown[] = [...wrongTypes(schema)];
  if (schema.const !== undefined || schema.enum) {
    const allowed = schema.enum ?? [schema.const];
    constants.push(...['not-one-of-them', 'ZZZ', ''].filter((v) => !allowed.includes(v)));
  } else if (!variantsOf(schema)) {
    for (const type of typesOf(schema)) {
      if (type === 'string') constants.push(...stringViolations(schema));
      if (type === 'integer' || type === 'number') constants.push(...numberViolations(schema, type === 'integer'));
      if (type === 'object') choices.push(...objectViolations(schema, options));
      if (type === 'array') choices.push(...arrayViolations(schema, options, name));
    }
  }
  if (constants.length > 0) choices.push(fc.constantFrom(...constants));
  return choices.length > 0 ? fc.oneof(...choices) : undefined;
}

function objectViolations(schema: JsonSchema, options: ArbitraryOptions): fc.Arbitrary<unknown>[] {
  const valid = validObject(schema, options);
  const properties = schema.properties ?? {};
  const required = (schema.required ?? []).filter((key) => key in properties);
  const out: fc.Arbitrary<unknown>[] = [];
  if (required.length > 0) {
    out.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([object, key]) => {
        const copy = { ...object };
        delete copy[key];
        return copy;
      }),
    );
  }
  for (const [key, property] of Object.entries(properties)) {
    const bad = violationArbitrary(property, options, key);
    if (bad) out.push(fc.tuple(valid, bad).map(([object, value]) => ({ ...object, [key]: value })));
  }
  if (schema.additionalProperties === false) {
    out.push(
      fc.tuple(valid, options.hostileKey.filter((k) => !(k in properties)), fc.jsonValue({ maxDepth: 1 })).map(([object, key, value]) => withKey(object, key, value)),
    );
  }
  return out;
}

function arrayViolations(schema: JsonSchema, options: ArbitraryOptions, name: string): fc.Arbitrary<unknown>[] {
  const valid = validArray(schema, options, name);
  const out: fc.Arbitrary<unknown>[] = [];
  if ((schema.minItems ?? 0) > 0) out.push(fc.constant([]));
  if (schema.maxItems !== undefined) {
    const item = validArbitrary(schema.items ?? {}, options, name);
    out.push(fc.array(item, { minLength: schema.maxItems + 1, maxLength: schema.maxItems + 3 }));
  }
  const badItem = schema.items ? violationArbitrary(schema.items, options, name) : undefined;
  if (badItem) {
    out.push(fc.tuple(valid, badItem, fc.nat()).map(([array, item, at]) => replaceAt(array, at, item)));
  }
  return out;
}

/** An own property even for names such as "__proto__" (which a literal would turn into a prototype). */
function withKey(object: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  const copy = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function replaceAt(array: unknown[], at: number, value: unknown): unknown[] {
  if (array.length === 0) return [value];
  const copy = [...array];
  copy[at % copy.length] = value;
  return copy;
}

/**
 * A hostile value in one place: a field (at any depth) or an array element replaced by a hostile value,
 * an extra field, or the whole value replaced.
 */
export function hostileArbitrary(input: JsonSchema, options: ArbitraryOptions, name = ''): fc.Arbitrary<unknown> {
  const schema = merged(input);
  const choices: fc.WeightedArbitrary<unknown>[] = [{ weight: 1, arbitrary: options.hostile }];
  const types = typesOf(schema);
  if (types.includes('string')) choices.push({ weight: 3, arbitrary: options.hostileText });
  if (types.includes('integer') || types.includes('number')) choices.push({ weight: 3, arbitrary: options.hostileNumber });
  if (types.includes('object') && schema.properties && Object.keys(schema.properties).length > 0) {
    const valid = validObject(schema, options);
    const nested = fc.oneof(
      ...Object.entries(schema.properties).map(([key, property]) => hostileArbitrary(property, options, key).map((value) => [key, value] as const)),
    );
    choices.push({ weight: 4, arbitrary: fc.tuple(valid, nested).map(([object, [key, value]]) => ({ ...object, [key]: value })) });
    choices.push({ weight: 1, arbitrary: fc.tuple(valid, options.hostileKey, options.hostile).map(([object, key, value]) => withKey(object, key, value)) });
  }
  if (types.includes('array') && schema.items) {
    const valid = validArray({ ...schema, minItems: Math.max(1, schema.minItems ?? 0) }, options, name);
    const item = hostileArbitrary(schema.items, options, name);
    choices.push({ weight: 3, arbitrary: fc.tuple(valid, item, fc.nat()).map(([array, value, at]) => replaceAt(array, at, value)) });
  }
  return fc.oneof(...choices);
}

/** Refused or hostile: what the fuzz sends as "invalid" input. */
export function invalidArbitrary(schema: JsonSchema, options: ArbitraryOptions, name = ''): fc.Arbitrary<unknown> {
  const violation = violationArbitrary(schema, options, name);
  const hostile = hostileArbitrary(schema, options, name);
  return violation ? fc.oneof(violation, hostile) : hostile;
}

export type LeafPath = (string | number)[];

/** Every scalar place of a schema (object fields at any depth, the first element of arrays) with its schema. */
export function leavesOf(input: JsonSchema, at: LeafPath = []): { path: LeafPath; schema: JsonSchema }[] {
  const schema = merged(input);
  const types = typesOf(schema);
  if (at.length > 6) return [];
  if (types.includes('object') && schema.properties) {
    return Object.entries(schema.properties).flatMap(([key, property]) => leavesOf(property, [...at, key]));
  }
  if (types.includes('array') && schema.items) return leavesOf(schema.items, [...at, 0]);
  return at.length > 0 ? [{ path: at, schema }] : [];
}

/** `base` with the value at `path` replaced, containers made where missing (an empty array gets an element). */
export function withLeaf(base: unknown, path: LeafPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const array = Array.isArray(base) ? [...(base as unknown[])] : [];
    array[head] = withLeaf(array[head], rest, value);
    return array;
  }
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  object[head!] = withLeaf(object[head!], rest, value);
  return object;
}
