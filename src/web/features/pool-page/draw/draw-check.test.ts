import { describe, expect, it } from 'vitest';
import { DRAW_ALGORITHM_DESCRIPTION, boardOwners, commitmentFor, drawDigits, drawDigitSets } from '../../../../domain/draw';
import { buildOwners, checkDraw, compareAxis, compareSets, drawStage, drawVerdict, paragraphs, publishedSets, VERDICT_FAILED, VERDICT_OK } from './draw-check';
import { DRAWN_DIGITS, makePool, makeSquare } from '../test-fixtures';

const SEED = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';
/** A standard pool's stage fields: one set of numbers, a 10x10 board. */
const GAME = { periodSets: null, boardSize: 100 } as const;

describe('buildOwners', () => {
  it('puts each owner at row * 10 + column and leaves the rest null', () => {
    const owners = buildOwners([makeSquare(0, 0, 'a'), makeSquare(3, 7, 'b'), makeSquare(9, 9, 'c')]);
    expect(owners).toHaveLength(100);
    expect(owners[0]).toBe('a');
    expect(owners[37]).toBe('b');
    expect(owners[99]).toBe('c');
    expect(owners.filter((o) => o !== null)).toHaveLength(3);
  });

  it('an empty board is 100 nulls; squares off the board are skipped; a later square at one position wins', () => {
    expect(buildOwners([])).toEqual(Array.from({ length: 100 }, () => null));
    const owners = buildOwners([
      { row: 10, column: 0, userId: 'x' },
      { row: -1, column: 3, userId: 'y' },
      { row: 1.5, column: 3, userId: 'z' },
      makeSquare(2, 2, 'first'),
      makeSquare(2, 2, 'second'),
      makeSquare(4, 4, null),
    ]);
    expect(owners.filter((o) => o !== null)).toEqual(['second']);
    expect(owners[22]).toBe('second');
    expect(owners[44]).toBeNull();
  });
});

describe('buildOwners on a 25-square board', () => {
  it('puts each owner at row * 5 + column, 25 entries, and skips squares off the 5x5 board', () => {
    const owners = buildOwners([makeSquare(0, 0, 'a'), makeSquare(3, 4, 'b'), makeSquare(4, 4, 'c'), makeSquare(5, 0, 'x'), makeSquare(0, 9, 'y')], 25);
    expect(owners).toHaveLength(25);
    expect(owners[0]).toBe('a');
    expect(owners[19]).toBe('b');
    expect(owners[24]).toBe('c');
    expect(owners.filter((o) => o !== null)).toHaveLength(3);
    expect(owners).toEqual(boardOwners([{ row: 0, column: 0, userId: 'a' }, { row: 3, column: 4, userId: 'b' }, { row: 4, column: 4, userId: 'c' }], 25));
  });
});

describe('drawStage', () => {
  it('sealed until the seed and the digits are both published', () => {
    const commitment = makePool().draw.commitment;
    expect(drawStage(makePool())).toEqual({ kind: 'sealed', commitment });
    expect(drawStage(makePool({ digits: DRAWN_DIGITS })).kind).toBe('sealed');
    expect(drawStage(makePool({ draw: { commitment, seed: SEED, drawnAt: null } })).kind).toBe('sealed');
    expect(drawStage(makePool({ digits: DRAWN_DIGITS, draw: { commitment, seed: SEED, drawnAt: '2026-11-22T18:00:00.000Z' } }))).toEqual({
      kind: 'revealed',
      commitment,
      seed: SEED,
      digits: DRAWN_DIGITS,
      periodSets: null,
      boardSize: 100,
    });
  });
});

describe('verdict', () => {
  it('checks out only when both checks pass; otherwise a warning naming what failed', () => {
    expect(drawVerdict({ commitmentMatches: true, digitsMatch: true })).toMatchObject({ ok: true, title: VERDICT_OK });
    const badSeed = drawVerdict({ commitmentMatches: false, digitsMatch: true });
    expect(badSeed).toMatchObject({ ok: false, title: VERDICT_FAILED });
    expect(badSeed.detail).toContain('does not hash to the published commitment');
    expect(badSeed.detail).not.toContain('different digits');
    const badDigits = drawVerdict({ commitmentMatches: true, digitsMatch: false });
    expect(badDigits.detail).toContain('different digits');
    expect(badDigits.detail).not.toContain('commitment');
    const both = drawVerdict({ commitmentMatches: false, digitsMatch: false });
    expect(both.ok).toBe(false);
    expect(both.detail).toMatch(/commitment, and .*different digits/);
  });

  it('compares axes position by position', () => {
    expect(compareAxis([1, 2, 3], [1, 5, 3])).toEqual([
      { published: 1, expected: 1, same: true },
      { published: 2, expected: 5, same: false },
      { published: 3, expected: 3, same: true },
    ]);
    expect(compareAxis([1], [])).toEqual([{ published: 1, expected: null, same: false }]);
  });
});

describe('checkDraw (domain verifyDraw through Web Crypto)', () => {
  const squares = [makeSquare(0, 0, 'alice'), makeSquare(5, 5, 'bob'), makeSquare(9, 3, 'alice')];

  it('an honest draw checks out', async () => {
    const commitment = await commitmentFor(SEED);
    const digits = await drawDigits(SEED, buildOwners(squares));
    const check = await checkDraw({ kind: 'revealed', commitment, seed: SEED, digits, ...GAME }, squares);
    expect(check).toMatchObject({ status: 'done', verdict: { ok: true }, result: { commitmentMatches: true, digitsMatch: true, expected: digits } });
  });

  it('a swapped seed, tampered digits or a different board do not', async () => {
    const commitment = await commitmentFor(SEED);
    const digits = await drawDigits(SEED, buildOwners(squares));
    const otherSeed = SEED.replace(/^0f/, '10');
    const swapped = await checkDraw({ kind: 'revealed', commitment, seed: otherSeed, digits: await drawDigits(otherSeed, buildOwners(squares)), ...GAME }, squares);
    expect(swapped).toMatchObject({ status: 'done', result: { commitmentMatches: false, digitsMatch: true }, verdict: { ok: false } });

    const tampered = { rows: [...digits.rows].reverse(), columns: digits.columns };
    const edited = await checkDraw({ kind: 'revealed', commitment, seed: SEED, digits: tampered, ...GAME }, squares);
    expect(edited).toMatchObject({ status: 'done', result: { commitmentMatches: true, digitsMatch: false }, verdict: { ok: false } });

    const otherBoard = await checkDraw({ kind: 'revealed', commitment, seed: SEED, digits, ...GAME }, [...squares, makeSquare(1, 1, 'carol')]);
    expect(otherBoard).toMatchObject({ status: 'done', result: { digitsMatch: false } });
  });

  it('a malformed seed reports an error instead of throwing', async () => {
    const check = await checkDraw({ kind: 'revealed', commitment: 'ab', seed: 'not-hex', digits: DRAWN_DIGITS, ...GAME }, squares);
    expect(check.status).toBe('error');
    if (check.status === 'error') expect(check.message).toMatch(/64 lowercase hex/);
  });
});

describe('checkDraw with new numbers each period on a 25-square board', () => {
  const squares = [makeSquare(0, 0, 'alice'), makeSquare(2, 3, 'bob'), makeSquare(4, 4, 'alice')];
  const PERIOD_RULES = { numbers: 'period', reverseWinners: true, boardSize: 25 } as const;

  async function publishedPool(tamper?: (sets: Awaited<ReturnType<typeof drawDigitSets>>) => void) {
    const sets = await drawDigitSets(SEED, buildOwners(squares, 25), 'period');
    tamper?.(sets);
    const commitment = await commitmentFor(SEED);
    return makePool({ rules: PERIOD_RULES, maxParticipants: 25, digits: sets[0]!, digitSets: sets, draw: { commitment, seed: SEED, drawnAt: '2026-11-22T18:00:00.000Z' } });
  }

  it('the stage carries every set and the board size; each set names the HMAC domain that drew it', async () => {
    const pool = await publishedPool();
    const stage = drawStage(pool);
    if (stage.kind !== 'revealed') throw new Error('expected a revealed draw');
    expect(stage).toMatchObject({ boardSize: 25, periodSets: pool.digitSets });
    expect(publishedSets(stage).map((set) => [set.title, set.domain])).toEqual([
      ['1st Quarter numbers', 'squares/draw/v1/period/1'],
      ['Halftime numbers', 'squares/draw/v1/period/2'],
      ['3rd Quarter numbers', 'squares/draw/v1/period/3'],
      ['Final Score numbers', 'squares/draw/v1/period/4'],
    ]);
    const game = drawStage(makePool({ digits: DRAWN_DIGITS, draw: { commitment: 'c', seed: SEED, drawnAt: null } }));
    if (game.kind !== 'revealed') throw new Error('expected a revealed draw');
    expect(publishedSets(game)).toEqual([{ title: 'The game’s numbers', domain: 'squares/draw/v1', digits: DRAWN_DIGITS }]);
  });

  it('an honest draw checks out: all four sets recompute from the seed and the 25-line ownership list', async () => {
    const stage = drawStage(await publishedPool());
    if (stage.kind !== 'revealed') throw new Error('expected a revealed draw');
    const check = await checkDraw(stage, squares);
    expect(check).toMatchObject({ status: 'done', verdict: { ok: true }, result: { commitmentMatches: true, digitsMatch: true } });
    if (check.status !== 'done') return;
    expect(check.result.expectedSets).toEqual(stage.periodSets);
    expect(compareSets(stage, check.result).map((set) => set.matches)).toEqual([true, true, true, true]);
  });

  it('one tampered set fails the whole draw, and the comparison points at that set', async () => {
    const stage = drawStage(await publishedPool((sets) => (sets[2] = { rows: [...sets[2]!.rows].reverse(), columns: sets[2]!.columns })));
    if (stage.kind !== 'revealed') throw new Error('expected a revealed draw');
    const check = await checkDraw(stage, squares);
    expect(check).toMatchObject({ status: 'done', verdict: { ok: false, title: VERDICT_FAILED }, result: { commitmentMatches: true, digitsMatch: false } });
    if (check.status !== 'done') return;
    expect(compareSets(stage, check.result).map((set) => set.matches)).toEqual([true, true, false, true]);
    // Checked as a 10x10 board, the same squares give another ownership list: nothing matches.
    const as100 = await checkDraw({ ...stage, boardSize: 100, periodSets: stage.periodSets }, squares);
    expect(as100).toMatchObject({ status: 'done', result: { digitsMatch: false } });
  });
});

describe('the algorithm text', () => {
  it('splits into its paragraphs', () => {
    const steps = paragraphs(DRAW_ALGORITHM_DESCRIPTION);
    expect(steps.length).toBeGreaterThanOrEqual(4);
    expect(steps[0]).toMatch(/^Before any square is sold/);
    expect(paragraphs('a\n\n\n b \n\nc')).toEqual(['a', 'b', 'c']);
  });
});
