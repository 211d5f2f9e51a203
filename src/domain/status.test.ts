import { describe, expect, it } from 'vitest';
import {
  GAME_STATE_TONE,
  POOL_STATUSES,
  gameDisplayState,
  gameStateIsPulsing,
  isGameOver,
  isPoolStatus,
  liveQuarterLabel,
  isPoolAvailable,
  poolBadgeLabel,
  poolDisplayStatus,
  poolStatusTone,
  type GameDisplayState,
} from './status';

/** Every code in the spec's table, tried as written, upper-cased, mixed case and padded. */
const variants = (code: string) => [code, code.toUpperCase(), code.charAt(0).toUpperCase() + code.slice(1), `  ${code}\t`];

const TABLE: Array<[string, GameDisplayState]> = [
  ['', 'SCHEDULED'],
  ['ns', 'SCHEDULED'],
  ['tbd', 'SCHEDULED'],
  ['scheduled', 'SCHEDULED'],
  ['postponed', 'SCHEDULED'],
  ['q2', 'SCHEDULED'],
  ['5q', 'SCHEDULED'],
  ['constructor', 'SCHEDULED'],
  ['1q', 'LIVE'],
  ['2q', 'LIVE'],
  ['3q', 'LIVE'],
  ['4q', 'LIVE'],
  ['ot', 'LIVE'],
  ['ht', 'LIVE'],
  ['live', 'LIVE'],
  ['ft', 'COMPLETED'],
  ['aet', 'COMPLETED'],
  ['completed', 'COMPLETED'],
];

describe('gameDisplayState', () => {
  it.each(TABLE.flatMap(([code, state]) => variants(code).map((v) => [v, state] as const)))(
    '%j -> %s',
    (code, state) => {
      expect(gameDisplayState(code)).toBe(state);
      expect(isGameOver(code)).toBe(state === 'COMPLETED');
    },
  );

  it.each([null, undefined])('%s -> SCHEDULED', (code) => {
    expect(gameDisplayState(code)).toBe('SCHEDULED');
    expect(isGameOver(code)).toBe(false);
  });
});

describe('tones', () => {
  it('scheduled lime, live red and pulsing, completed green', () => {
    expect(GAME_STATE_TONE).toEqual({ SCHEDULED: 'lime', LIVE: 'red', COMPLETED: 'green' });
    expect(gameStateIsPulsing('LIVE')).toBe(true);
    expect(gameStateIsPulsing('SCHEDULED')).toBe(false);
    expect(gameStateIsPulsing('COMPLETED')).toBe(false);
  });

  it.each([
    ['active', 'green'],
    ['ACTIVE', 'green'],
    ['completed', 'indigo'],
    ['open', 'amber'],
    ['full', 'amber'],
    ['cancelled', 'amber'],
    ['', 'amber'],
    ['whatever', 'amber'],
  ])('pool status %j -> %s', (status, tone) => {
    expect(poolStatusTone(status)).toBe(tone);
  });
});

describe('pool statuses', () => {
  it('are the five spec values', () => {
    expect(POOL_STATUSES).toEqual(['open', 'full', 'active', 'completed', 'cancelled']);
    for (const s of POOL_STATUSES) expect(isPoolStatus(s)).toBe(true);
    expect(isPoolStatus('OPEN')).toBe(false);
    expect(isPoolStatus('refunded')).toBe(false);
  });
});

describe('poolBadgeLabel', () => {
  it.each([
    ['open', 'scheduled', 'AVAILABLE'],
    ['open', '', 'AVAILABLE'],
    ['full', 'scheduled', 'FULL'],
    ['active', 'ns', 'ACTIVE'],
    ['active', '2q', 'LIVE'],
    ['full', 'HT', 'LIVE'],
    ['open', 'live', 'LIVE'],
    ['active', 'FT', 'COMPLETED'],
    ['open', 'aet', 'COMPLETED'],
    ['completed', 'scheduled', 'COMPLETED'],
    ['completed', '3q', 'LIVE'],
    ['cancelled', 'scheduled', 'CANCELLED'],
    // Deliberate: a cancelled (refunded) pool never claims to be LIVE or COMPLETED.
    ['cancelled', '2q', 'CANCELLED'],
    ['cancelled', 'ft', 'CANCELLED'],
  ])('pool %j, game %j -> %s', (pool, game, label) => {
    expect(poolBadgeLabel({ status: pool, isPrivate: false, game: { status: game } })).toBe(label);
  });

  const ofWeek = (status: string, isPrivate: boolean, gameStatus = 'scheduled') => ({ status, isPrivate, game: { status: gameStatus, week: 'W12' }, leagueActiveWeek: 'W13' });

  it('reads CLOSED for an open public pool of a week before its league\'s active week', () => {
    expect(poolBadgeLabel(ofWeek('open', false))).toBe('CLOSED');
    expect(poolBadgeLabel({ ...ofWeek('open', false), leagueActiveWeek: 'W12' })).toBe('AVAILABLE');
    expect(poolBadgeLabel({ ...ofWeek('open', false), leagueActiveWeek: 'W11' })).toBe('AVAILABLE');
    expect(poolBadgeLabel({ ...ofWeek('open', false), leagueActiveWeek: null })).toBe('AVAILABLE');
    // What happened to the game or the pool still says more than the week.
    expect(poolBadgeLabel(ofWeek('open', false, '2q'))).toBe('LIVE');
    expect(poolBadgeLabel(ofWeek('active', false, 'ft'))).toBe('COMPLETED');
    expect(poolBadgeLabel(ofWeek('full', false))).toBe('FULL');
    expect(poolBadgeLabel(ofWeek('cancelled', false))).toBe('CANCELLED');
  });

  it('keeps a private pool of a past week AVAILABLE: it follows its own game', () => {
    expect(poolBadgeLabel(ofWeek('open', true))).toBe('AVAILABLE');
  });
});

describe('poolDisplayStatus and isPoolAvailable', () => {
  const pool = (status: string, isPrivate: boolean, week: string | null, leagueActiveWeek?: string | null) => ({
    status,
    isPrivate,
    game: { status: 'scheduled', week },
    leagueActiveWeek,
  });

  it.each([
    [pool('open', false, 'W12', 'W13'), 'closed', false],
    [pool('open', false, 'HOF', 'PS1'), 'closed', false],
    [pool('open', false, 'W13', 'W13'), 'open', true],
    [pool('open', false, 'W14', 'W13'), 'open', true],
    [pool('open', false, null, 'W13'), 'open', true],
    [pool('open', false, 'W12'), 'open', true],
    [pool('open', true, 'W12', 'W13'), 'open', true],
    [pool('full', false, 'W12', 'W13'), 'full', false],
    [pool('active', false, 'W13', 'W13'), 'active', false],
    [pool('cancelled', false, 'W12', 'W13'), 'cancelled', false],
  ])('%j -> %s (available: %s)', (p, status, available) => {
    expect(poolDisplayStatus(p)).toBe(status);
    expect(isPoolAvailable(p)).toBe(available);
  });
});

describe('liveQuarterLabel', () => {
  it.each([
    ['1q', 1, 'Q1'],
    ['2q', 2, 'Q2'],
    ['2Q', 2, 'Q2'],
    ['3q', 3, 'Q3'],
    ['4q', 4, 'Q4'],
    ['ht', 2, 'Halftime'],
    ['HT', 2, 'Halftime'],
    ['ot', 5, 'Overtime'],
    ['ft', 4, 'Final'],
    ['aet', 5, 'Final'],
    ['completed', 4, 'Final'],
    ['live', 3, 'Q3'],
    ['live', 5, 'Overtime'],
    ['live', 0, 'Live'],
    ['scheduled', 0, 'Pregame'],
    ['constructor', 0, 'Pregame'],
    ['', 0, 'Pregame'],
  ])('%j, quarter %i -> %s', (code, quarter, label) => {
    expect(liveQuarterLabel(code, quarter)).toBe(label);
  });
});
