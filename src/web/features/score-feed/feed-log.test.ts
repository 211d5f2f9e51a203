import { describe, expect, it } from 'vitest';
import {
  EMPTY_LOG,
  LOG_LIMIT,
  calculationSummary,
  feedCheckSummary,
  gameDetailsSummary,
  historicalFinal,
  liveGamesSummary,
  logReducer,
  logTime,
  prettyJson,
  scoreUpdateSummary,
  type LogEntry,
} from './feed-log';

const entry = (action: string, ok = true): Omit<LogEntry, 'id'> => ({
  at: '2026-11-22T18:03:27.000Z',
  action,
  method: 'GET',
  url: '/api/live-games',
  ok,
  status: ok ? 200 : 404,
  summary: '',
  data: [],
});

const game = { awayTeam: 'New York Jets', homeTeam: 'Atlanta Falcons', awayScore: 3, homeScore: 10, status: '2q' };

describe('the result log', () => {
  it('adds newest first with increasing ids; clear empties it but ids keep counting', () => {
    let state = logReducer(EMPTY_LOG, { type: 'add', entry: entry('first') });
    state = logReducer(state, { type: 'add', entry: entry('second', false) });
    expect(state.entries.map((e) => [e.id, e.action, e.ok])).toEqual([
      [2, 'second', false],
      [1, 'first', true],
    ]);
    state = logReducer(state, { type: 'clear' });
    expect(state.entries).toEqual([]);
    state = logReducer(state, { type: 'add', entry: entry('third') });
    expect(state.entries[0]?.id).toBe(3);
  });

  it(`keeps the last ${LOG_LIMIT} entries`, () => {
    let state = EMPTY_LOG;
    for (let i = 0; i < LOG_LIMIT + 5; i++) state = logReducer(state, { type: 'add', entry: entry(`a${i}`) });
    expect(state.entries).toHaveLength(LOG_LIMIT);
    expect(state.entries[0]?.action).toBe(`a${LOG_LIMIT + 4}`);
  });

  it('times and JSON', () => {
    expect(logTime('2026-11-22T18:03:27.000Z', 'UTC')).toBe('18:03:27');
    expect(logTime('nope')).toBe('--:--:--');
    expect(prettyJson({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(prettyJson(undefined)).toBe('');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(prettyJson(loop)).toBe('[object Object]');
  });
});

describe('summaries', () => {
  it('a posted score: the game now, what ended, the settlements; or that it was stale', () => {
    expect(
      scoreUpdateSummary({
        game,
        ended: ['Q1'],
        corrected: [],
        unresolved: [],
        stale: false,
        settlements: [
          { poolId: 1, period: 'Q1', userId: 'u', amountCents: 22_500 },
          { poolId: 2, period: 'Q1', userId: null, amountCents: 5_000 },
        ],
      }),
    ).toBe('New York Jets 3 @ Atlanta Falcons 10 · 2q · ended: 1st Quarter · 2 settlements ($225.00 paid)');
    expect(scoreUpdateSummary({ game, ended: [], corrected: ['Q2'], unresolved: ['Q3'], stale: false, settlements: [] })).toBe(
      'New York Jets 3 @ Atlanta Falcons 10 · 2q · corrected: Halftime · unresolved: 3rd Quarter',
    );
    expect(scoreUpdateSummary({ game, ended: [], corrected: [], unresolved: [], stale: true, settlements: [] })).toMatch(/^Ignored as stale/);
  });

  it('game details, live games, the feed check, a calculation, a historical final', () => {
    expect(gameDetailsSummary({ game, replay: null, pools: [{ winners: [1] }, { winners: [] }], recentUpdates: [1] })).toBe(
      'New York Jets 3 @ Atlanta Falcons 10 · 2q · no replay · 2 pools, 1 period settled · 1 recent update',
    );
    expect(gameDetailsSummary({ game, replay: { name: 'Super Bowl LVIII' }, pools: [], recentUpdates: [] })).toContain('replaying Super Bowl LVIII');
    expect(liveGamesSummary([])).toBe('No games in play right now.');
    expect(liveGamesSummary([game])).toBe('1 game in play: New York Jets 3 @ Atlanta Falcons 10 · 2q');
    expect(feedCheckSummary({ feed: 'manual', ok: true, latencyMs: 0, gamesAsked: 4, snapshots: 0, detail: 'Manual feed.' })).toBe(
      'manual feed answered in 0 ms (4 games asked, 0 snapshots): Manual feed.',
    );
    expect(calculationSummary({ explanation: 'Nobody owns that square.', periodPrizesCents: [100, 100, 100, 150] })).toBe(
      'Nobody owns that square. Prizes now: $1.00 / $1.00 / $1.00 / $1.50.',
    );
    expect(historicalFinal({ awayTeam: 'SF', homeTeam: 'KC', awayFinal: 22, homeFinal: 25, overtime: true })).toBe('SF 22 @ KC 25 (OT)');
  });
});
