import { describe, expect, it } from 'vitest';
import { examplePool } from '../../../domain/pool.test-fixtures';
import { boardPdfFile, type BoardPdfInput } from './board-pdf-file';

const input = (over: Partial<BoardPdfInput> = {}): BoardPdfInput => ({
  pool: examplePool({ id: 66 }),
  squares: [],
  inviteCode: null,
  publicUrl: 'https://squares.example',
  paper: 'a4',
  now: new Date('2026-11-20T12:00:00.000Z'),
  ...over,
});

const SOLD = { id: 1, poolId: 66, userId: 'u1', row: 0, column: 0, purchasePrice: '0.00', purchasedAt: '2026-11-20T11:00:00.000Z', guestName: null, organizerPaid: false };

describe('boardPdfFile: a printed board and its key, known before anything is drawn', () => {
  it('keys the same board on the same paper for the same kind of viewer alike, whenever asked', () => {
    const first = boardPdfFile(input());
    const again = boardPdfFile(input({ now: new Date('2026-11-21T08:00:00.000Z') }));
    expect(again.key).toBe(first.key);
    expect(first.etag).toBe(`W/"board-${first.key}"`);
    expect(first.fileName).toBe('squares-office-pool-a4.pdf');
    expect(first.job.createdAt.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(first.job.board.joinUrl).toBe('https://squares.example/pool/66');
  });

  it('gives a new key to another pool, paper, join link or version of the board', () => {
    const base = boardPdfFile(input()).key;
    const others = [
      input({ pool: examplePool({ id: 67 }) }),
      input({ paper: 'letter' }),
      // A private pool's sheet carries the invite link.
      input({ inviteCode: 'ABCDEFGH' }),
      // A square sold, a game's change (not a pool row's version): the sheet differs, so does its key.
      input({ squares: [SOLD] }),
      input({ pool: examplePool({ id: 66 }, { homeTeam: 'Chicago Bears' }) }),
      input({ publicUrl: 'https://other.example' }),
    ].map((other) => boardPdfFile(other).key);
    expect(new Set([base, ...others]).size).toBe(others.length + 1);
  });
});
