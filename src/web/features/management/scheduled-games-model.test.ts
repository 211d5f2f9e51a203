import { describe, expect, it } from 'vitest';
import { makePool } from '../../test-support/fixtures';
import { scheduleOrder } from './scheduled-games-model';

const game = (id: number, gameDate: string, status = 'scheduled') => ({ ...makePool().game, id, gameDate, status });

describe('scheduleOrder', () => {
  it('puts games to play (soonest first) before finished ones (latest first)', () => {
    const games = [
      game(1, '2026-11-01T18:00:00Z', 'FT'),
      game(2, '2026-11-29T18:00:00Z'),
      game(3, '2026-11-22T18:00:00Z', '2q'),
      game(4, '2026-11-15T18:00:00Z', 'final'),
      game(5, '2026-11-29T18:00:00Z'),
    ];
    expect(scheduleOrder(games).map((g) => g.id)).toEqual([3, 2, 5, 4, 1]);
  });

  it('leaves the input alone', () => {
    const games = [game(2, '2026-11-29T18:00:00Z'), game(1, '2026-11-22T18:00:00Z')];
    scheduleOrder(games);
    expect(games.map((g) => g.id)).toEqual([2, 1]);
  });
});
