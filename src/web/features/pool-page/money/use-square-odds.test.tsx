// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import finals from '../../../../domain/history/nfl-final-scores.json';
import quarters from '../../../../domain/history/nfl-quarter-scores.json';
import { createQueryClient } from '../../../lib/query-client';
import { DRAWN_DIGITS, makePool } from '../../../test-support/fixtures';
import { useSquareOdds } from './use-square-odds';

afterEach(cleanup);

function renderOdds(pool: ReturnType<typeof makePool>) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderHook(() => useSquareOdds(pool), { wrapper }) };
}

describe('useSquareOdds', () => {
  it('before the draw: no odds, and the shipped results are not loaded', () => {
    const { result, client } = renderOdds(makePool());
    expect(result.current).toBeNull();
    expect(client.getQueryCache().find({ queryKey: ['odds-history'] })?.state.fetchStatus ?? 'idle').toBe('idle');
  });

  it('after the draw: loads the shipped results and gives every square of the board its odds', async () => {
    const { result } = renderOdds(makePool({ digits: DRAWN_DIGITS }));
    await waitFor(() => expect(result.current).not.toBeNull());
    const odds = result.current!;
    expect(odds.history.FINAL).toMatchObject({ games: finals.games.length, seasons: finals.seasons });
    expect(odds.history.Q2.games).toBe(quarters.games.length);
    for (const period of ['Q1', 'Q2', 'Q3', 'FINAL'] as const) {
      const board = odds.board[period].flat();
      expect(board).toHaveLength(100);
      // Standard rules: every game is won by exactly one square.
      expect(board.reduce((sum, o) => sum + o.wins, 0)).toBe(odds.history[period].games);
    }
  });
});
