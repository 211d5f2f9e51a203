import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { id, idParam, text } from './input-hygiene';
import { BOUNDS_GAP, CONVERTED_GAP, ID_GAP, inputHygieneGaps, isClosedPattern, TEXT_GAP } from './input-hygiene-gaps';
import * as schemas from './index';

const gapsOf = (schema: z.ZodType) => inputHygieneGaps(schema, 'body').map((g) => `${g.path}: ${g.problem}`);

describe('inputHygieneGaps', () => {
  it.each<[string, z.ZodType, string[]]>([
    ['a careless text field', z.object({ name: z.string().trim().max(60) }), [`body.name: ${TEXT_GAP}`]],
    ['text inside arrays, unions and records', z.object({ tags: z.array(z.union([z.string(), z.boolean()])), extra: z.record(text('k'), z.string()) }), [`body.tags[]: ${TEXT_GAP}`, `body.extra.*: ${TEXT_GAP}`]],
    ['a bare text body', z.string(), [`body: ${TEXT_GAP}`]],
    ['an unbounded id', z.object({ gameId: z.number().int().positive() }), [`body.gameId: ${BOUNDS_GAP}`]],
    ['an id bounded beyond integer', z.object({ poolId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }), [`body.poolId: ${ID_GAP}`]],
    ['an id that may be 0', z.object({ ids: z.array(z.number().int().min(0).max(10)) }), [`body.ids[]: ${ID_GAP}`]],
    ['a count without a maximum', z.object({ count: z.coerce.number().int().min(0) }), [`body.count: ${BOUNDS_GAP}`]],
    ['digits turned into a number, unbounded', z.object({ leagueId: z.string().regex(/^\d+$/).transform(Number).optional() }), [`body.leagueId: ${CONVERTED_GAP}`]],
    ['any number from text, whatever its name', z.object({ page: z.string().regex(/^\d+$/).transform(Number) }), [`body.page: ${CONVERTED_GAP}`]],
    ['a value nobody checks', z.object({ anything: z.unknown() }), ['body.anything: unknown lets any value through unchecked: declare what the field holds']],
    ['text after a preprocess is still the client’s', z.preprocess((v) => v, z.object({ name: z.string() })), [`body.name: ${TEXT_GAP}`]],
  ])('finds %s', (_name, schema, gaps) => {
    expect(gapsOf(schema)).toEqual(gaps);
  });

  it.each<[string, z.ZodType]>([
    ['text() fields, trimmed, optional, defaulted, nullable', z.object({ a: text('a').trim().max(9), b: text('b').optional(), c: text('c').default('x'), d: text('d').nullable() })],
    ['closed patterns: digits, colours, uuids, instants', z.object({ season: z.string().regex(/^\d{4}$/).transform(Number).pipe(z.number().min(1920).max(2100)), color: z.string().regex(/^#[0-9a-fA-F]{6}$/), user: z.uuid(), at: z.iso.datetime() })],
    ['ids through id() and idParam()', z.object({ poolId: id('poolId'), id: idParam('pool id'), leagueId: idParam('leagueId').optional() })],
    ['text piped into a format (the format sees checked text)', z.object({ email: text('Email').trim().pipe(z.email()) })],
    ['enums, literals, booleans, bounded numbers', z.object({ s: z.enum(['a', 'b']), l: z.literal('x'), b: z.boolean(), n: z.number().min(0).max(9) })],
  ])('passes %s', (_name, schema) => {
    expect(gapsOf(schema)).toEqual([]);
  });

  it('finds nothing in the shared request schemas', () => {
    const requestSchemas = Object.entries(schemas).filter(([name]) => /(Request|Input|Query|Params|Body)Schema$|^(register|adminLogin|verifyAge|claimRequest)Schema$/.test(name));
    expect(requestSchemas.length).toBeGreaterThan(15);
    for (const [name, schema] of requestSchemas) expect(gapsOf(schema as z.ZodType), name).toEqual([]);
  });
});

describe('isClosedPattern', () => {
  it.each([
    ['^\\d+$', true],
    ['^[A-Za-z0-9_-]{1,200}$', true],
    ['^pi_sbx_[A-Za-z0-9]{1,64}$', true],
    ['^(a|b)$', true],
    ['^\\d+\\.\\d{2}$', true],
    ['^a|b$', false],
    ['^\\d+', false],
    ['\\d+$', false],
    ['^.+$', false],
    ['^[^x]+$', false],
    ['^\\S+$', false],
    ['^[\\u0000-z]+$', false],
    ['^\\p{L}+$', false],
    ['^\\d+\\$', false],
    ['^[a\uD800]$', false],
  ])('%s → %s', (source, closed) => {
    expect(isClosedPattern(source)).toBe(closed);
  });
});
