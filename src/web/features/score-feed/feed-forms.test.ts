import { describe, expect, it } from 'vitest';
import {
  MISSING_GAME_ID,
  MISSING_POOL_ID,
  SEASONS,
  STATUS_OPTIONS,
  calculationFormResolver,
  calendarDateText,
  gameOptionLabel,
  parseGameId,
  parsePoolId,
  parseSecondsPerQuarter,
  replayDurationText,
  replayableGames,
  scoreFormResolver,
  type CalculationForm,
  type ScoreForm,
} from './feed-forms';
import { checkForm } from '../../test-support/check-form';

/** The body Post Score sends for game 5, or the fields' errors. */
async function buildScoreUpdate(gameId: number, form: ScoreForm) {
  const check = await checkForm(scoreFormResolver, form);
  return check.ok ? { ok: true as const, body: { gameId, ...check.payload } } : check;
}
async function buildScoreCalculation(poolId: number, form: Omit<CalculationForm, 'poolId'>) {
  const check = await checkForm(calculationFormResolver, { poolId: String(poolId), ...form });
  return check.ok ? { ok: true as const, body: { poolId, ...check.payload } } : check;
}

describe('ids', () => {
  it("blank reads 'Please enter a game ID'; anything but a positive whole number is refused", () => {
    expect(parseGameId('')).toEqual({ ok: false, message: MISSING_GAME_ID });
    expect(parseGameId('   ')).toEqual({ ok: false, message: 'Please enter a game ID' });
    expect(parseGameId(' 12 ')).toEqual({ ok: true, value: 12 });
    for (const bad of ['0', '-3', '1.5', 'abc', '2147483648', '1e3']) {
      expect(parseGameId(bad)).toEqual({ ok: false, message: 'Game ID must be a positive whole number' });
    }
    expect(parsePoolId('')).toEqual({ ok: false, message: MISSING_POOL_ID });
  });
});

describe('Post Score', () => {
  it('sends whole numbers; "In play" sends no status, the others their code', async () => {
    expect(await buildScoreUpdate(5, { homeScore: '7', awayScore: '3', quarter: '1', status: 'in-play' })).toEqual({
      ok: true,
      body: { gameId: 5, homeScore: 7, awayScore: 3, quarter: 1 },
    });
    expect(await buildScoreUpdate(5, { homeScore: '24', awayScore: '21', quarter: '4', status: 'FT' })).toEqual({
      ok: true,
      body: { gameId: 5, homeScore: 24, awayScore: 21, quarter: 4, status: 'FT' },
    });
  });

  it("names each bad field with the server's own messages", async () => {
    const result = await buildScoreUpdate(5, { homeScore: '', awayScore: '-1', quarter: '11', status: 'ht' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.errors.homeScore).toBe('homeScore must be a whole number');
      expect(result.errors.awayScore).toBe('awayScore must be a whole number');
      expect(result.errors.quarter).toBe('quarter must be 10 or less');
    }
    const big = await buildScoreUpdate(5, { homeScore: '1000', awayScore: '0', quarter: '0', status: 'in-play' });
    expect(big).toEqual({ ok: false, errors: { homeScore: 'homeScore is too large', quarter: 'quarter must be 1 or more' } });
  });

  it('status options have labels and never an empty value', () => {
    expect(STATUS_OPTIONS.map((o) => o.label)).toEqual(['In play', 'Halftime', 'Overtime', 'Final']);
    expect(STATUS_OPTIONS.every((o) => (o.value as string).length > 0)).toBe(true);
    expect(SEASONS).toEqual(['2021', '2022', '2023', '2024']);
  });
});

describe('Score Calculation', () => {
  it('builds the body or the field errors', async () => {
    expect(await buildScoreCalculation(9, { homeScore: '17', awayScore: '14' })).toEqual({ ok: true, body: { poolId: 9, homeScore: 17, awayScore: 14 } });
    expect(await buildScoreCalculation(9, { homeScore: 'x', awayScore: '14' })).toEqual({ ok: false, errors: { homeScore: 'homeScore must be a whole number' } });
  });
});

describe('replays', () => {
  const g = (id: number, status: string, gameDate: string) => ({ id, status, gameDate, awayTeam: 'Jets', homeTeam: 'Falcons' });

  it('only games not started, soonest first', () => {
    const list = [g(1, 'FT', '2026-11-20T18:00:00Z'), g(2, 'scheduled', '2026-11-23T18:00:00Z'), g(3, '2q', '2026-11-22T18:00:00Z'), g(4, 'scheduled', '2026-11-22T18:00:00Z')];
    expect(replayableGames(list).map((x) => x.id)).toEqual([4, 2]);
  });

  it('labels "away @ home — date"', () => {
    expect(gameOptionLabel(g(4, 'scheduled', '2026-11-22T18:00:00Z'), { locale: 'en-US', timeZone: 'America/New_York' })).toBe(
      'Jets @ Falcons — Sun, Nov 22, 1:00 PM',
    );
    expect(gameOptionLabel(g(4, 'scheduled', 'nope'))).toBe('Jets @ Falcons — date to be announced');
  });

  it('seconds per quarter 1 to 3600; the duration counts overtime and halftime', () => {
    expect(parseSecondsPerQuarter('20')).toEqual({ ok: true, value: 20 });
    expect(parseSecondsPerQuarter('0').ok).toBe(false);
    expect(parseSecondsPerQuarter('3601').ok).toBe(false);
    expect(parseSecondsPerQuarter('').ok).toBe(false);
    expect(replayDurationText(20, 4)).toBe('about 90 seconds');
    expect(replayDurationText(20, 5)).toBe('about 110 seconds');
    expect(replayDurationText(60, 4)).toBe('about 5 minutes');
  });
});

describe('calendar dates', () => {
  it('reads the feed\'s YYYY-MM-DD in UTC, and leaves anything else as it is', () => {
    expect(calendarDateText('2024-02-11', 'en-US')).toBe('Feb 11, 2024');
    expect(calendarDateText('2024-2-11', 'en-US')).toBe('2024-2-11');
  });
});
