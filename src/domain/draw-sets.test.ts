import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { numbersOfPeriod } from './period-numbers';
import { PERIODS } from './periods';
import { DRAW_ALGORITHM_DESCRIPTION, boardOwners, commitmentFor, drawDigitSets, drawDigits, drawPoolNumbers, ownershipList, verifyDraw } from './draw';

/**
 * An implementation written from DRAW_ALGORITHM_DESCRIPTION (and docs/fair-draw.md, which prints its steps) alone,
 * with node:crypto instead of Web Crypto: the product's per-period sets and 25-square lists must match it.
 */
function fromTheDescription(seedHex: string, owners: (string | null)[], domain: string): { rows: number[]; columns: number[] } {
  const side = owners.length === 25 ? 5 : 10;
  const list = owners.map((owner, index) => `${Math.floor(index / side)},${index % side},${owner ?? ''}`).join('\n');
  const digest = createHash('sha256').update(list, 'utf8').digest();
  let block = Buffer.alloc(0);
  let k = 0;
  let position = 0;
  const next = () => {
    if (position >= block.length) {
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(k++);
      block = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(Buffer.concat([Buffer.from(domain, 'ascii'), digest, counter])).digest();
      position = 0;
    }
    return block[position++]!;
  };
  const shuffle = () => {
    const a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
    for (let i = 9; i >= 1; i--) {
      const n = i + 1;
      let b = next();
      while (b >= 256 - (256 % n)) b = next();
      [a[i], a[b % n]] = [a[b % n]!, a[i]!];
    }
    return a;
  };
  const columns = shuffle();
  return { columns, rows: shuffle() };
}

const seedHex = 'a3'.repeat(16) + '5c'.repeat(16);
const owners100 = Array.from({ length: 100 }, (_, i) => (i % 7 === 0 ? null : `player-${i % 13}`));
const owners25 = Array.from({ length: 25 }, (_, i) => (i === 24 ? null : `guest:${['Ann', 'Bo', 'Cy'][i % 3]}`));

describe('number sets per period', () => {
  it('the game\'s one set is the draw as before', async () => {
    expect(await drawDigitSets(seedHex, owners100, 'game')).toEqual([await drawDigits(seedHex, owners100)]);
    expect(await drawDigitSets(seedHex, owners100, 'game')).toEqual([fromTheDescription(seedHex, owners100, 'squares/draw/v1')]);
  });

  it('each period\'s set is recomputed from the published description alone, on both board sizes', async () => {
    for (const owners of [owners100, owners25]) {
      const sets = await drawDigitSets(seedHex, owners, 'period');
      expect(sets).toHaveLength(4);
      sets.forEach((set, index) => expect(set).toEqual(fromTheDescription(seedHex, owners, `squares/draw/v1/period/${index + 1}`)));
      // Four different sets (the period is mixed in), none the game's.
      const texts = new Set([...sets, ...(await drawDigitSets(seedHex, owners, 'game'))].map((set) => JSON.stringify(set)));
      expect(texts.size).toBe(5);
    }
  });

  it('a 25-square ownership list has 25 lines, row 0 column 0 to row 4 column 4', () => {
    const lines = ownershipList(owners25).split('\n');
    expect(lines).toHaveLength(25);
    expect(lines[0]).toBe('0,0,guest:Ann');
    expect(lines[6]).toBe('1,1,guest:Ann');
    expect(lines[24]).toBe('4,4,');
    expect(() => ownershipList(owners25.slice(1))).toThrow(/exactly 100 \(or, for a 25-square board, 25\) entries, got 24/);
  });

  it('the description says how the sets and the small board are made', () => {
    for (const phrase of ['squares/draw/v1/period/k', 'k = 1 (1st quarter)', '25 lines', 'positions 2i and 2i+1']) expect(DRAW_ALGORITHM_DESCRIPTION).toContain(phrase);
  });

  it("a pool's numbers under its rules: the board opens with the first set; each period plays its own", async () => {
    const sold = owners25.map((userId, index) => ({ row: Math.floor(index / 5), column: index % 5, userId })).filter((s) => s.userId !== null);
    expect(boardOwners(sold, 25)).toEqual(owners25);
    const perPeriod = await drawPoolNumbers(seedHex, sold, { numbers: 'period', boardSize: 25 });
    const sets = await drawDigitSets(seedHex, owners25, 'period');
    expect(perPeriod).toEqual({ digits: sets[0], periodSets: sets });
    expect(PERIODS.map((period) => numbersOfPeriod({ digits: perPeriod.digits, digitSets: perPeriod.periodSets }, period))).toEqual(sets);
    const oneSet = await drawPoolNumbers(seedHex, sold, { numbers: 'game', boardSize: 25 });
    expect(oneSet).toEqual({ digits: (await drawDigitSets(seedHex, owners25, 'game'))[0], periodSets: null });
    expect(numbersOfPeriod({ digits: oneSet.digits, digitSets: oneSet.periodSets }, 'FINAL')).toEqual(oneSet.digits);
    expect(() => boardOwners([{ row: 0, column: 5, userId: 'x' }], 25)).toThrow(/Not a square of a 5x5 board/);
  });

  it('verification recomputes every period set: one swapped digit in any set fails it', async () => {
    const sets = await drawDigitSets(seedHex, owners25, 'period');
    const commitment = await commitmentFor(seedHex);
    const honest = await verifyDraw({ seedHex, commitment, owners: owners25, digits: sets[0]!, periodSets: sets });
    expect(honest).toMatchObject({ commitmentMatches: true, digitsMatch: true, expectedSets: sets });
    for (let tampered = 0; tampered < 4; tampered++) {
      const forged = sets.map((set, i) => (i === tampered ? { rows: [...set.rows].reverse(), columns: set.columns } : set));
      const result = await verifyDraw({ seedHex, commitment, owners: owners25, digits: forged[0]!, periodSets: forged });
      expect(result.digitsMatch, `set ${tampered + 1}`).toBe(false);
    }
    // Only three sets published, or the game's one set claimed for a per-period pool: no match.
    expect((await verifyDraw({ seedHex, commitment, owners: owners25, digits: sets[0]!, periodSets: sets.slice(0, 3) })).digitsMatch).toBe(false);
    expect((await verifyDraw({ seedHex, commitment, owners: owners25, digits: sets[0]! })).digitsMatch).toBe(false);
  });
});
