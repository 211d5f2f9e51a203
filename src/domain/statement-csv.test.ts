import { describe, expect, it } from 'vitest';
import { csvTextCell, statementCsv, statementFileName } from './statement-csv';
import type { Movement } from './statement-movements';

const movement = (over: Partial<Movement>): Movement => ({
  id: 'pi_1:authorize',
  at: new Date('2026-11-21T15:00:00.000Z'),
  kind: 'payment_authorized',
  poolId: 7,
  poolName: '$5 Tier',
  game: 'Denver Broncos @ Kansas City Chiefs',
  amountCents: -500,
  status: 'held',
  ...over,
});

describe('csvTextCell', () => {
  it('quotes every text cell and doubles its quotes', () => {
    expect(csvTextCell('$5 Tier')).toBe('"$5 Tier"');
    expect(csvTextCell('The "Office", 2nd floor')).toBe('"The ""Office"", 2nd floor"');
    expect(csvTextCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses a cell a spreadsheet would read as a formula (= + - @, tab, carriage return)', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(csvTextCell(`${start}HYPERLINK("http://evil.example")`)).toBe(`"'${start}HYPERLINK(""http://evil.example"")"`);
    }
    expect(csvTextCell('Office =1+1')).toBe('"Office =1+1"');
  });
});

describe('statementCsv', () => {
  it('has a header, one row per movement (New York date, kind and status in words, dollars) and the totals row', () => {
    const csv = statementCsv(
      [
        movement({}),
        movement({ kind: 'prize_won', amountCents: 11_250, status: 'queued', poolName: '=cmd|calc', at: new Date('2027-01-01T03:00:00.000Z') }),
      ],
      { paidInCents: 500, refundedCents: 0, wonCents: 11_250, netCents: 10_750 },
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Date","Kind","Pool","Game","Amount (USD)","Status"',
      '"2026-11-21","Payment authorized","$5 Tier","Denver Broncos @ Kansas City Chiefs",-5.00,"Held on your card"',
      `"2026-12-31","Prize won","'=cmd|calc","Denver Broncos @ Kansas City Chiefs",112.50,"Queued for manual payout"`,
      '"Total","Net for the period","","",107.50,"Paid in 5.00; refunded 0.00; won 112.50"',
      '',
    ]);
  });

  it('is the header and a zero totals row for a period without movements', () => {
    expect(statementCsv([], { paidInCents: 0, refundedCents: 0, wonCents: 0, netCents: 0 }).slice(1).split('\r\n')).toHaveLength(3);
  });

  it('names the file after the period', () => {
    expect(statementFileName('2026-01-01', '2026-12-31')).toBe('squares-statement-2026-01-01-to-2026-12-31.csv');
  });
});
