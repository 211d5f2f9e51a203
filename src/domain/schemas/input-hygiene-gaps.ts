/**
 * Where a request schema lacks the input hygiene rule (input-hygiene.ts). Walks a zod schema as a
 * request would meet it and lists each place that lets hostile input through:
 * - a text field whose patterns neither include SAFE_TEXT_PATTERN (`text()`) nor close it to a known
 *   alphabet (an anchored pattern without `.`, negated classes or code escapes, e.g. /^\d+$/, a uuid);
 * - a number without an explicit minimum and maximum, or an id (`id`, `...Id`, `...Ids`) whose bounds
 *   are not within 1..2,147,483,647 (`id()`, `idParam()`); text turned into a number (`.transform(Number)`,
 *   or any transform of an id) counts as a number, so a bounded number schema must follow it;
 * - a part the walk cannot vouch for (z.unknown(), z.any(), z.custom(), ...).
 * Text a schema derives itself (after a pipe from a checked input) is not the client's: only its numbers count.
 */
import type { z } from 'zod';
import { MAX_DB_INTEGER, SAFE_TEXT_PATTERN } from './input-hygiene';

export interface HygieneGap {
  /** Where in the request, e.g. "body.squares[].row" ("body" for the whole of it). */
  path: string;
  problem: string;
}

export const TEXT_GAP = 'text without the input hygiene rule: build it with text() from src/domain/schemas';
export const BOUNDS_GAP = 'a number without an explicit minimum and maximum';
export const ID_GAP = `an id not bounded to 1..${MAX_DB_INTEGER}: build it with id() or idParam() from src/domain/schemas`;
export const CONVERTED_GAP = 'text turned into a number without bounds: pipe it into a bounded number (idParam() for an id)';

const isIdName = (name: string) => /^ids?$|Ids?$/.test(name);

/** Kinds that hold no text and no number a client could pick freely. */
const INERT = new Set(['boolean', 'null', 'undefined', 'void', 'never', 'literal', 'enum', 'nan', 'date']);
const TO_NUMBER: unknown[] = [Number, Number.parseInt, Number.parseFloat];
/** Wrappers whose inner schema is what the request meets. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional', 'success']);

interface Def {
  type: string;
  [key: string]: unknown;
}
type Schema = { _zod: { def: Def } };
interface Check {
  _zod: { def: { check: string; pattern?: RegExp; value?: unknown; inclusive?: boolean } };
}

export function inputHygieneGaps(schema: z.ZodType, path: string): HygieneGap[] {
  const gaps: HygieneGap[] = [];
  walk(schema as unknown as Schema, { path, name: '', derived: false, gaps, seen: new Set() });
  return gaps;
}

interface Walk {
  path: string;
  /** The nearest property name (ids are recognised by it). */
  name: string;
  /** Produced by the schema itself from checked input (a pipe's output). */
  derived: boolean;
  /** A number schema checks what this part produces (the `in` of a pipe into a number). */
  numberFollows?: boolean;
  gaps: HygieneGap[];
  seen: Set<unknown>;
}

function walk(schema: Schema, at: Walk): void {
  const def = schema._zod.def;
  if (at.seen.has(schema)) return;
  at.seen.add(schema);
  const into = (child: unknown, change: Partial<Walk> = {}) => walk(child as Schema, { ...at, ...change });
  // A part inside a structure is checked by nothing that follows the structure.
  const part = (child: unknown, path: string, name = at.name) => into(child, { path, name, numberFollows: false });
  const gap = (problem: string) => at.gaps.push({ path: at.path, problem });
  if (INERT.has(def.type)) return;
  if (WRAPPERS.has(def.type)) return into(def.innerType);
  switch (def.type) {
    case 'string':
      if (!at.derived && !stringIsClosed(def)) gap(TEXT_GAP);
      return;
    case 'number':
      return numberGaps(def, at.name).forEach(gap);
    case 'object': {
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) part(child, `${at.path}.${key}`, key);
      const rest = def.catchall as Schema | undefined;
      if (rest && rest._zod.def.type !== 'never') part(rest, `${at.path}.*`);
      return;
    }
    case 'array':
      return part(def.element, `${at.path}[]`);
    case 'tuple':
      for (const item of [...(def.items as unknown[]), ...(def.rest ? [def.rest] : [])]) part(item, `${at.path}[]`);
      return;
    case 'union':
      for (const option of def.options as unknown[]) into(option);
      return;
    case 'intersection':
      into(def.left);
      return into(def.right);
    case 'record':
      part(def.keyType, `${at.path}{key}`);
      return part(def.valueType, `${at.path}.*`);
    case 'transform':
      if (!at.numberFollows && (TO_NUMBER.includes(def.transform) || isIdName(at.name))) gap(CONVERTED_GAP);
      return;
    case 'pipe': {
      const input = def.in as Schema;
      into(input, { numberFollows: isNumberSchema(def.out as Schema) });
      // After a transform of raw input (z.preprocess) the output is still the client's; else the schema's.
      return into(def.out, { derived: at.derived || input._zod.def.type !== 'transform' });
    }
    case 'lazy':
      return into((def.getter as () => unknown)());
    default:
      if (!at.derived) gap(`${def.type} lets any value through unchecked: declare what the field holds`);
  }
}

function isNumberSchema(schema: Schema): boolean {
  const def = schema._zod.def;
  if (WRAPPERS.has(def.type)) return isNumberSchema(def.innerType as Schema);
  return def.type === 'number' || (def.type === 'pipe' && isNumberSchema(def.in as Schema));
}

function patternsOf(def: Def): RegExp[] {
  const own = def.check === 'string_format' && def.pattern instanceof RegExp ? [def.pattern] : [];
  const checks = (def.checks as Check[] | undefined) ?? [];
  return [...own, ...checks.flatMap((check) => (check._zod.def.check === 'string_format' && check._zod.def.pattern ? [check._zod.def.pattern] : []))];
}

function stringIsClosed(def: Def): boolean {
  return patternsOf(def).some((pattern) => pattern.source === SAFE_TEXT_PATTERN.source || isClosedPattern(pattern.source));
}

/**
 * Whether every string the pattern matches is made of characters it names: anchored at both ends, no
 * top-level alternative, no `.`, no negated class, no escape that names a code (\u, \x, \c, \0, \p, \P)
 * or a complement (\D, \S, \W), no literal control character or surrogate. Such a pattern lets no NUL
 * and no lone surrogate through.
 */
export function isClosedPattern(source: string): boolean {
  if (!source.startsWith('^') || !source.endsWith('$') || source.endsWith('\\$')) return false;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i]!;
    const code = c.charCodeAt(0);
    if (code < 0x20 || (code >= 0xd800 && code <= 0xdfff)) return false;
    if (c === '\\') {
      const next = source[i + 1] ?? '';
      if (/[A-Za-z0-9]/.test(next) && !/[dwsbBnrtfv]/.test(next)) return false;
      i++;
    } else if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') {
      if (source[i + 1] === '^') return false;
      inClass = true;
    } else if (c === '.') return false;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return false;
  }
  return !inClass && depth === 0;
}

function numberGaps(def: Def, name: string): string[] {
  let min = -Infinity;
  let max = Infinity;
  for (const check of (def.checks as Check[] | undefined) ?? []) {
    const { check: kind, value, inclusive } = check._zod.def;
    if (typeof value !== 'number') continue;
    // An exclusive bound on an integer field is one further in; for the id rule `> 0` is `>= 1`.
    if (kind === 'greater_than') min = Math.max(min, inclusive ? value : Math.floor(value) + 1);
    if (kind === 'less_than') max = Math.min(max, inclusive ? value : Math.ceil(value) - 1);
  }
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [BOUNDS_GAP];
  if (isIdName(name) && (min < 1 || max > MAX_DB_INTEGER)) return [ID_GAP];
  return [];
}
