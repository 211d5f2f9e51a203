import { describe, expect, it } from 'vitest';
import { planDemoGames } from './demo-games';

const NOW = new Date('2026-11-21T15:00:00Z');

describe('demo slate', () => {
  const plan = planDemoGames(NOW);

  it('is the same for the same day (matchups and scores) and different on another day', () => {
    const later = planDemoGames(new Date('2026-11-21T23:59:00Z'));
    const matchups = (p: typeof plan) => p.map((g) => [g.home.name, g.away.name, g.result]);
    expect(matchups(later)).toEqual(matchups(plan));
    expect(planDemoGames(new Date('2026-11-22T10:00:00Z'))).not.toEqual(plan);
  });

  it('labels NFL games with the current week and season, other leagues with none', () => {
    const nfl = plan.filter((g) => g.league === 'NFL');
    expect(nfl.every((g) => g.week === 'W11' && g.season === 2026)).toBe(true);
    expect(plan.filter((g) => g.league !== 'NFL').every((g) => g.week === null)).toBe(true);
  });

  it('has one NFL game kicking off 15 minutes after the first start, so a first visit sees one go live', () => {
    const soon = plan.filter((g) => g.gameDate.getTime() - NOW.getTime() <= 16 * 60_000 && g.gameDate > NOW);
    expect(soon.map((g) => g.league)).toEqual(['NFL']);
  });

  it('never schedules a team twice in one league', () => {
    for (const league of ['NFL', 'NBA', 'NCAAF'] as const) {
      const teams = plan.filter((g) => g.league === league).flatMap((g) => [g.home.name, g.away.name]);
      expect(new Set(teams).size).toBe(teams.length);
    }
  });

  it('has results exactly for past games, consistent with their quarters and never tied', () => {
    for (const game of plan) {
      const past = game.gameDate.getTime() < NOW.getTime();
      expect(game.result !== null).toBe(past);
      if (!game.result) continue;
      const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);
      const final = game.result.periods.final!;
      expect(final).toEqual({ home: sum(game.result.homeQuarterPoints), away: sum(game.result.awayQuarterPoints) });
      expect(final.home).not.toBe(final.away);
    }
  });

  it('settles a tied regulation in overtime on some day (the fifth entry counts toward the final)', () => {
    const withOvertime = Array.from({ length: 120 }, (_, i) => planDemoGames(new Date(Date.UTC(2026, 0, 1 + i))))
      .flat()
      .filter((g) => g.result && g.result.homeQuarterPoints.length === 5);
    expect(withOvertime.length).toBeGreaterThan(0);
    for (const game of withOvertime) {
      const regulation = (a: number[]) => a.slice(0, 4).reduce((x, y) => x + y, 0);
      expect(regulation(game.result!.homeQuarterPoints)).toBe(regulation(game.result!.awayQuarterPoints));
    }
  });
});
