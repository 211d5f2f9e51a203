import { describe, it, expect } from 'vitest';
import { TEAMS, findTeam, type LeagueCode } from './teams';

const LEAGUES = Object.keys(TEAMS) as LeagueCode[];
const HEX = /^#[0-9a-f]{6}$/;

describe('TEAMS', () => {
  it('has every league with the expected number of teams', () => {
    expect([...LEAGUES].sort()).toEqual(['NBA', 'NCAAF', 'NFL']);
    expect(TEAMS.NFL).toHaveLength(32);
    expect(TEAMS.NBA).toHaveLength(30);
    expect(TEAMS.NCAAF).toHaveLength(30);
  });

  describe.each(LEAGUES)('%s', (league) => {
    const teams = TEAMS[league];

    it('uses lowercase #rrggbb colours', () => {
      for (const t of teams) {
        expect(t.primaryColor, `${t.name} primary`).toMatch(HEX);
        expect(t.secondaryColor, `${t.name} secondary`).toMatch(HEX);
      }
    });

    it('has non-empty, trimmed names and upper-case abbreviations/aliases', () => {
      for (const t of teams) {
        expect(t.name.trim()).toBe(t.name);
        expect(t.name).not.toBe('');
        for (const code of [t.abbreviation, ...t.aliases]) {
          expect(code).toMatch(/^[A-Z0-9&]{2,5}$/);
        }
      }
    });

    it('has unique names, abbreviations and aliases (case-insensitively, across all three)', () => {
      const seen = new Map<string, string>();
      for (const t of teams) {
        for (const key of [t.name, t.abbreviation, ...t.aliases]) {
          const k = key.toLowerCase();
          expect(seen.get(k), `"${key}" used by ${seen.get(k)} and ${t.name}`).toBeUndefined();
          seen.set(k, t.name);
        }
      }
    });

    it('finds every team by name, abbreviation and alias in any case', () => {
      for (const t of teams) {
        for (const key of [t.name, t.abbreviation, ...t.aliases]) {
          expect(findTeam(league, key)).toBe(t);
          expect(findTeam(league, key.toLowerCase())).toBe(t);
          expect(findTeam(league, key.toUpperCase())).toBe(t);
        }
      }
    });
  });
});

describe('findTeam', () => {
  it('maps nflverse codes onto ESPN teams', () => {
    expect(findTeam('NFL', 'was')?.name).toBe('Washington Commanders');
    expect(findTeam('NFL', 'WSH')?.name).toBe('Washington Commanders');
    expect(findTeam('NFL', 'LA')?.name).toBe('Los Angeles Rams');
    expect(findTeam('NFL', 'LAR')?.abbreviation).toBe('LAR');
    expect(findTeam('NFL', 'jax')?.name).toBe('Jacksonville Jaguars');
  });

  it('covers every nflverse team code', () => {
    const nflverse =
      'ARI ATL BAL BUF CAR CHI CIN CLE DAL DEN DET GB HOU IND JAX KC LA LAC LV MIA MIN NE NO NYG NYJ PHI PIT SEA SF TB TEN WAS'.split(
        ' ',
      );
    const found = new Set(nflverse.map((code) => findTeam('NFL', code)?.name));
    expect(found.has(undefined)).toBe(false);
    expect(found.size).toBe(32);
  });

  it('maps common NBA aliases', () => {
    expect(findTeam('NBA', 'gsw')?.name).toBe('Golden State Warriors');
    expect(findTeam('NBA', 'GS')?.name).toBe('Golden State Warriors');
    expect(findTeam('NBA', 'NYK')?.name).toBe('New York Knicks');
    expect(findTeam('NBA', 'SAS')?.name).toBe('San Antonio Spurs');
    expect(findTeam('NBA', 'NOP')?.name).toBe('New Orleans Pelicans');
    expect(findTeam('NBA', 'UTA')?.name).toBe('Utah Jazz');
    expect(findTeam('NBA', 'was')?.name).toBe('Washington Wizards');
  });

  it('finds by full name case-insensitively and ignores surrounding whitespace', () => {
    expect(findTeam('NFL', 'kansas city chiefs')?.abbreviation).toBe('KC');
    expect(findTeam('NCAAF', '  OHIO STATE BUCKEYES ')?.abbreviation).toBe('OSU');
    expect(findTeam('NCAAF', 'texas a&m aggies')?.abbreviation).toBe('TA&M');
  });

  it('scopes lookups to the league', () => {
    expect(findTeam('NFL', 'MIA')?.name).toBe('Miami Dolphins');
    expect(findTeam('NBA', 'MIA')?.name).toBe('Miami Heat');
    expect(findTeam('NCAAF', 'MIA')?.name).toBe('Miami Hurricanes');
    expect(findTeam('NFL', 'UTAH')).toBeUndefined();
  });

  it('returns undefined for unknown teams', () => {
    expect(findTeam('NFL', 'Wofford Terriers')).toBeUndefined();
    expect(findTeam('NCAAF', 'Wofford Terriers')).toBeUndefined();
    expect(findTeam('NBA', '')).toBeUndefined();
    expect(findTeam('NFL', 'Oakland Raiders')).toBeUndefined();
  });
});
