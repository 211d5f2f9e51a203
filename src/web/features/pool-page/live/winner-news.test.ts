import { describe, expect, it } from 'vitest';
import { createWinnerTracker, winnerKey, winnerOutcomeText, winnerToast } from './winner-news';
import { makeWinner } from '../test-fixtures';

describe('which winner events are news', () => {
  it('winners present at (re)connection are known; a new period is new; a different result is a correction', () => {
    const tracker = createWinnerTracker();
    const q1 = makeWinner('Q1', 2, 6);
    tracker.remember([q1]);
    expect(tracker.classify({ ...q1, settledAt: '2026-11-22T19:00:00.000Z' })).toBe('known');

    const q2 = makeWinner('Q2', 4, 4, { homeScore: 10, awayScore: 3 });
    expect(tracker.classify(q2)).toBe('new');
    expect(tracker.classify(q2)).toBe('known');

    expect(tracker.classify({ ...q2, homeScore: 20, awayScore: 13 })).toBe('corrected');
    expect(tracker.classify({ ...q1, row: 7 })).toBe('corrected');
  });

  it('the key ignores when the settlement was written', () => {
    const w = makeWinner('FINAL', 1, 1);
    expect(winnerKey(w)).toBe(winnerKey({ ...w, settledAt: '2030-01-01T00:00:00.000Z' }));
    expect(winnerKey(w)).not.toBe(winnerKey({ ...w, userId: null }));
  });
});

describe('the winner toast', () => {
  const w = makeWinner('Q1', 2, 6, { userId: 'me', amountCents: 22_500 });

  it("is titled 'Quarter {n} Winner!' and says what it means for the viewer", () => {
    expect(winnerToast(w, { viewerId: 'me', free: false, news: 'new' })).toEqual({
      title: 'Quarter 1 Winner!',
      description: 'Square row 3 · column 7 — you won $225.00!',
      variant: 'success',
    });
    expect(winnerToast(w, { viewerId: 'someone-else', free: false, news: 'new' })).toEqual({
      title: 'Quarter 1 Winner!',
      description: 'Square row 3 · column 7 — $225.00 to another player',
      variant: 'default',
    });
    expect(winnerToast({ ...w, userId: null, amountCents: 0 }, { viewerId: 'me', free: false, news: 'new' }).description).toBe(
      'Square row 3 · column 7 — unowned, no payout',
    );
  });

  it('the final is quarter 4; a correction says so; free pools pay no cash', () => {
    const final = winnerToast({ ...w, period: 'FINAL' }, { viewerId: null, free: false, news: 'corrected' });
    expect(final.title).toBe('Quarter 4 Winner!');
    expect(final.description).toBe('Corrected result: Square row 3 · column 7 — $225.00 to another player');
    expect(winnerOutcomeText({ ...w, amountCents: 0 }, 'me', true)).toBe('you won! (free pool, no cash prize)');
    expect(winnerOutcomeText({ ...w, amountCents: 0 }, null, true)).toBe('another player’s square (free pool)');
  });
});
