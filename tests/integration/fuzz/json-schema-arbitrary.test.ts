import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hostileKey, hostileNumber, hostileText, hostileValue } from './hostile-values';
import { invalidArbitrary, validArbitrary, violationArbitrary, type JsonSchema } from './json-schema-arbitrary';

/**
 * The fuzz's JSON-schema converter checked against zod itself: for schemas of the kinds the routes use,
 * turned into JSON schema as the OpenAPI document turns them, "valid" values pass zod and "violations"
 * fail it. So the fuzz's valid requests get past validation, and its invalid ones really are invalid.
 */
const options = { hostile: hostileValue(), hostileText, hostileNumber, hostileKey };

const SCHEMAS: Record<string, z.ZodType> = {
  'object with required and optional fields': z.object({
    name: z.string().min(3).max(80),
    fee: z.number().min(0).max(1000),
    count: z.number().int().min(1).max(25),
    note: z.string().max(10).optional(),
    flag: z.boolean().default(false),
  }),
  'strict object, enum, nullable text': z.strictObject({ kind: z.enum(['a', 'b']), text: z.string().max(280).nullable() }),
  'integer ids bounded to PostgreSQL integer': z.object({ id: z.number().int().positive().max(2_147_483_647) }),
  'pattern, uuid, date-time and e-mail': z.object({
    code: z.string().regex(/^[A-Za-z]{2,10}$/),
    userId: z.uuid(),
    at: z.iso.datetime({ offset: true }),
    email: z.email(),
  }),
  'arrays with bounds of objects': z.object({
    squares: z.array(z.object({ row: z.number().int().min(0).max(9), column: z.number().int().min(0).max(9) })).min(1).max(5),
  }),
  'text with two patterns (a hygiene rule and its own), lengths in code points': z.object({
    // eslint-disable-next-line no-control-regex -- NUL is what the rule keeps out
    code: z.string().regex(/^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/).regex(/^[A-Za-z]{2,10}$/),
    // eslint-disable-next-line no-control-regex -- NUL is what the rule keeps out
    name: z.string().regex(/^(?:[^\u0000\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/).min(3).max(8),
  }),
  'unions': z.object({ price: z.union([z.string(), z.number()]), month: z.union([z.number(), z.string().max(4)]) }),
  'discriminated union': z.discriminatedUnion('refundAt', [
    z.strictObject({ refundAt: z.literal('kickoff'), emailPlayers: z.boolean() }),
    z.strictObject({ refundAt: z.literal('before_kickoff'), minutesBefore: z.number().int().min(1).max(1440), emailPlayers: z.boolean() }),
  ]),
};

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' }) as JsonSchema;
/** Through JSON, as a request body travels. */
const overTheWire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

describe('JSON schema -> fast-check', () => {
  for (const [label, schema] of Object.entries(SCHEMAS)) {
    it(`${label}: valid values pass zod, violations fail it`, () => {
      const json = jsonSchemaOf(schema);
      fc.assert(
        fc.property(validArbitrary(json, options), (value) => {
          expect(schema.safeParse(overTheWire(value)).error).toBeUndefined();
        }),
        { seed: 7, numRuns: 150 },
      );
      const violation = violationArbitrary(json, options);
      expect(violation).toBeDefined();
      fc.assert(
        fc.property(violation!, (value) => {
          expect(schema.safeParse(overTheWire(value)).success).toBe(false);
        }),
        { seed: 7, numRuns: 150 },
      );
    });
  }

  it('invalid values include hostile ones in nested places', () => {
    const json = jsonSchemaOf(SCHEMAS['arrays with bounds of objects']!);
    const samples = fc.sample(invalidArbitrary(json, options), { seed: 3, numRuns: 400 }).map((v) => JSON.stringify(v) ?? '');
    expect(samples.some((s) => s.includes('\\u0000'))).toBe(true);
    expect(samples.some((s) => s.includes('\\ud800') || s.includes('\\udc00') || s.includes('\\udbff'))).toBe(true);
    expect(samples.some((s) => /"row":(2147483648|9007199254740991)/.test(s))).toBe(true);
  });

  it('accepts anything where the schema says nothing', () => {
    expect(violationArbitrary({}, options)).toBeUndefined();
  });
});
