import { describe, expect, it } from 'vitest';
import { checkTeamName, gameTeamColors, isNflLeague, NFL_TEAM_NAMES } from './league-teams';

describe('league teams', () => {
  it('knows the NFL by its code in any case', () => {
    expect(isNflLeague('NFL')).toBe(true);
    expect(isNflLeague(' nfl ')).toBe(true);
    expect(isNflLeague('NCAAF')).toBe(false);
  });

  it('lists the 32 NFL teams once each, alphabetically', () => {
    expect(NFL_TEAM_NAMES).toHaveLength(32);
    expect(new Set(NFL_TEAM_NAMES).size).toBe(32);
    expect(NFL_TEAM_NAMES[0]).toBe('Arizona Cardinals');
    expect(NFL_TEAM_NAMES.at(-1)).toBe('Washington Commanders');
  });

  it.each([
    ['Kansas City Chiefs', 'Kansas City Chiefs'],
    ['  kansas city chiefs ', 'Kansas City Chiefs'],
    ['KC', 'Kansas City Chiefs'],
    ['WAS', 'Washington Commanders'],
  ])('NFL: %j is %s', (typed, name) => {
    expect(checkTeamName('NFL', typed)).toEqual({ ok: true, name });
  });

  it('NFL: a name that is not one of its teams is refused', () => {
    expect(checkTeamName('NFL', 'Springfield Atoms')).toEqual({ ok: false, message: 'Springfield Atoms is not an NFL team: choose one of the 32 NFL teams' });
  });

  it('other leagues take any name, trimmed', () => {
    expect(checkTeamName('XFL', '  Springfield Atoms ')).toEqual({ ok: true, name: 'Springfield Atoms' });
  });

  it("gives a new game's known teams their own colours, an away team that looks like the home team its second colour", () => {
    expect(gameTeamColors('NFL', 'Kansas City Chiefs', 'Buffalo Bills')).toEqual({ home: '#e31837', away: '#00338d' });
    expect(gameTeamColors('nfl', 'Dallas Cowboys', 'Los Angeles Rams')).toEqual({ home: '#003594', away: '#ffa300' });
    expect(gameTeamColors('NFL', 'Kansas City Chiefs', '')).toEqual({ home: '#e31837', away: null });
    expect(gameTeamColors('NFL', '', 'LAR')).toEqual({ home: null, away: '#003594' });
    expect(gameTeamColors('BEER', 'Springfield Atoms', 'Kansas City Chiefs')).toEqual({ home: null, away: null });
  });
});
