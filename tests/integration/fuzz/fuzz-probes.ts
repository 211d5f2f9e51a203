import fc from 'fast-check';
import { validInput, type FuzzInput } from './fuzz-input';
import type { AudienceName } from './fuzz-world';
import { leavesOf, patternsOf, withLeaf, type ArbitraryOptions, type JsonSchema, type LeafPath } from './json-schema-arbitrary';
import type { Audience, FuzzOperation } from './openapi-operations';

/**
 * Systematic probes beside the random inputs: every text field of every operation gets a NUL byte and a
 * lone surrogate, every numeric field (and every id travelling as digits) 2^31 and 2^53-1, the rest of
 * the request valid, sent by the route's own audience. Random sampling finds these only by luck; the
 * probes find them on any seed. They also hold the input hygiene rule: hostile text in any
 * field, and an id past PostgreSQL's `integer`, must be refused by the request schema itself (400 with an
 * issue at that field), not by the database or by a lookup that happens to find nothing.
 */
const TEXT_PROBES = ['nul\u0000byte', 'lone\uD800surrogate'];
const NUMBER_PROBES = [2 ** 31, 2 ** 53 - 1];
const DIGIT_PROBES = NUMBER_PROBES.map(String);
const COPIES = 2;
const BASES = 60;

export interface Probe {
  where: 'params' | 'query' | 'body';
  /** The field as the 400's issues name it: "squares.0.row". */
  field: string;
  value: unknown;
  /** The request schema must refuse it (hostile text anywhere, an id past 2^31-1). */
  mustRefuse: boolean;
}

/** The audience a route is meant for: whoever is most ordinary among those let in. */
export const ownAudience: Record<Audience, AudienceName> = { public: 'anonymous', user: 'player', admin: 'admin' };

/** `id`, `ids`, `poolId`, `poolIds`: the names the hygiene rule bounds to PostgreSQL's integer. */
const isIdName = (path: LeafPath) => /^ids?$|Ids?$/.test(String(path.filter((p) => typeof p === 'string').at(-1) ?? ''));

/**
 * A URL carries UTF-8, which has no unpaired surrogates: sent as its WTF-8 bytes, one reaches the server
 * as replacement characters (or a 400 from the router), so only NUL must be refused there.
 */
const mustRefuseText = (value: string, where: Probe['where']) => where === 'body' || !/[\uD800-\uDFFF]/.test(value);

function probesFor(schema: JsonSchema, path: LeafPath, where: Probe['where']): { value: unknown; mustRefuse: boolean }[] {
  if (schema.enum || schema.const !== undefined) return [];
  const types = [schema.type ?? []].flat();
  const text = TEXT_PROBES.map((value) => ({ value, mustRefuse: mustRefuseText(value, where) }));
  const numbers = (values: unknown[]) => values.map((value) => ({ value, mustRefuse: isIdName(path) }));
  if (types.includes('integer') || types.includes('number')) return numbers(NUMBER_PROBES);
  if (types.includes('string') && patternsOf(schema).includes('^\\d+$')) return [...numbers(DIGIT_PROBES), ...text];
  if (types.includes('string')) return text;
  return [];
}

const containerAt = (value: unknown, path: LeafPath): boolean => {
  let here = value;
  for (const key of path.slice(0, -1)) {
    if (typeof here !== 'object' || here === null) return false;
    here = (here as Record<string | number, unknown>)[key];
  }
  return typeof here === 'object' && here !== null;
};

/** `options` should be pristine (see worldHints): each probe is one hostile field in an otherwise good request. */
export function probeInputs(op: FuzzOperation, options: ArbitraryOptions, seed: number): { input: FuzzInput; probe: Probe }[] {
  const bases = fc.sample(validInput(op, options), { seed, numRuns: BASES });
  let next = 0;
  const probes: { input: FuzzInput; probe: Probe }[] = [];
  const parts: ['params' | 'query' | 'body', JsonSchema | undefined][] = [
    ['params', op.params],
    ['query', op.query],
    ['body', op.method === 'GET' ? undefined : op.body?.schema],
  ];
  for (const [where, schema] of parts) {
    if (!schema) continue;
    for (const { path, schema: leaf } of leavesOf(schema)) {
      const valueOf = (input: FuzzInput) => (where === 'body' ? (input.body.kind === 'value' ? input.body.value : undefined) : input[where]);
      const around = bases.filter((input) => containerAt(valueOf(input), path));
      // Each probe gets its own valid request (its own fresh e-mail, say), twice over: one of the two may
      // be refused for another reason before the field matters.
      for (const { value, mustRefuse } of probesFor(leaf, path, where)) {
        for (let copy = 0; copy < COPIES; copy++) {
          const base = around.length > 0 ? around[next++ % around.length]! : bases[0]!;
          const changed = withLeaf(valueOf(base), path, value);
          const input = where === 'body' ? { ...base, body: { kind: 'value' as const, value: changed } } : { ...base, [where]: changed as Record<string, unknown> };
          probes.push({ input, probe: { where, field: path.join('.'), value, mustRefuse } });
        }
      }
    }
  }
  return probes;
}
