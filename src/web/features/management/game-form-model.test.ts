import { describe, expect, it } from 'vitest';
import type { League } from '../../../domain/schemas';
import { checkForm } from '../../test-support/check-form';
import { emptyGameForm, gameFormResolver, kickoffIso, teamChoices, withLeague, withTeam, type GameFormValues } from './game-form-model';

const NFL: League = { id: 1, name: 'NFL', displayName: 'National Football League', sport: 'football', isActive: true, activeWeek: 'W11', season: 2026, announcement: null };
const BEER: League = { id: 7, name: 'BEER', displayName: 'Beer League', sport: 'hockey', isActive: true, activeWeek: null, season: 2026, announcement: null };
const NOW = Date.parse('2026-11-21T15:00:00Z');
const validateGameForm = (values: GameFormValues, now: number) => checkForm(gameFormResolver(() => now), values);
const kickoff = (date: string, time: string) => ({ gameDate: { date, time } });

const filled = (over: Partial<GameFormValues> = {}): GameFormValues => ({
  ...emptyGameForm(NFL),
  homeTeam: 'Kansas City Chiefs',
  awayTeam: 'Buffalo Bills',
  ...kickoff('2026-11-29', '13:00'),
  ...over,
});

describe('the create-game form', () => {
  it('starts in the league with its active week, blue and red', () => {
    expect(emptyGameForm(NFL)).toEqual({ leagueId: '1', homeTeam: '', homeTeamColor: '#1d4ed8', awayTeam: '', awayTeamColor: '#dc2626', gameDate: { date: '', time: '' }, week: 'W11' });
    expect(emptyGameForm(BEER).week).toBe('');
    expect(emptyGameForm(undefined).leagueId).toBe('');
  });

  it('offers the 32 NFL teams for the NFL and free text elsewhere', () => {
    expect(teamChoices(NFL)).toHaveLength(32);
    expect(teamChoices(BEER)).toBeNull();
  });

  it('switching league takes its week and drops typed names the NFL would refuse', () => {
    const typed = { ...emptyGameForm(BEER), homeTeam: 'Springfield Atoms', awayTeam: 'Buffalo Bills' };
    expect(withLeague(typed, NFL)).toMatchObject({ leagueId: '1', homeTeam: '', awayTeam: 'Buffalo Bills', week: 'W11' });
    expect(withLeague(filled(), BEER)).toMatchObject({ leagueId: '7', homeTeam: 'Kansas City Chiefs', week: '' });
  });

  it("choosing a team brings the team's colours, and keeps a typed team's colour", () => {
    const home = withTeam(emptyGameForm(NFL), 'home', 'Kansas City Chiefs', NFL);
    expect(home).toMatchObject({ homeTeam: 'Kansas City Chiefs', homeTeamColor: '#e31837', awayTeamColor: '#dc2626' });
    expect(withTeam(home, 'away', 'Buffalo Bills', NFL)).toMatchObject({ awayTeam: 'Buffalo Bills', homeTeamColor: '#e31837', awayTeamColor: '#00338d' });
    // An away team whose colour looks like the home team's wears its second colour.
    const cowboys = withTeam(emptyGameForm(NFL), 'home', 'Dallas Cowboys', NFL);
    expect(withTeam(cowboys, 'away', 'Los Angeles Rams', NFL)).toMatchObject({ homeTeamColor: '#003594', awayTeamColor: '#ffa300' });
    const beer = { ...emptyGameForm(BEER), homeTeamColor: '#123456' };
    expect(withTeam(beer, 'home', 'Springfield Atoms', BEER)).toMatchObject({ homeTeam: 'Springfield Atoms', homeTeamColor: '#123456' });
  });

  it('reads the kickoff as a local date and time', () => {
    expect(kickoffIso('2026-11-29', '13:00')).toBe(new Date(2026, 10, 29, 13, 0).toISOString());
    expect(kickoffIso('', '13:00')).toBeNull();
    expect(kickoffIso('2026-11-29', '')).toBeNull();
  });

  it('makes the spec body: leagueId an integer, scheduled, scores and quarter 0', async () => {
    expect(await validateGameForm(filled(), NOW)).toEqual({
      ok: true,
      payload: {
        leagueId: 1,
        homeTeam: 'Kansas City Chiefs',
        awayTeam: 'Buffalo Bills',
        homeTeamColor: '#1d4ed8',
        awayTeamColor: '#dc2626',
        gameDate: new Date(2026, 10, 29, 13, 0).toISOString(),
        status: 'scheduled',
        homeScore: 0,
        awayScore: 0,
        quarter: 0,
        week: 'W11',
      },
    });
    expect(await validateGameForm(filled({ week: '' }), NOW)).toMatchObject({ ok: true, payload: { week: null } });
  });

  it.each<[string, Partial<GameFormValues>, Record<string, string>]>([
    ['no league', { leagueId: '' }, { leagueId: 'Please select a league' }],
    ['no teams', { homeTeam: '', awayTeam: '' }, { homeTeam: 'Home team is required', awayTeam: 'Away team is required' }],
    ['the same team twice', { awayTeam: 'Kansas City Chiefs' }, { awayTeam: 'Home and away teams must be different' }],
    ['no date', kickoff('', '13:00'), { gameDate: 'Choose the date and time of kickoff' }],
    ['no time', kickoff('2026-11-29', ''), { gameDate: 'Choose the date and time of kickoff' }],
    ['a kickoff in the past', kickoff('2026-11-01', '13:00'), { gameDate: 'Kickoff must be in the future' }],
    ['a colour that is not hex', { homeTeamColor: 'blue' }, { homeTeamColor: 'Team color must be a hex color such as #1d4ed8' }],
  ])('names the field for %s', async (_case, over, errors) => {
    expect(await validateGameForm(filled(over), NOW)).toEqual({ ok: false, errors });
  });
});
