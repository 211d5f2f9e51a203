import { describe, expect, it } from 'vitest';
import {
  asList,
  dashboardHeading,
  gameHasStarted,
  gameCountLabel,
  gameWeekLabel,
  leaguePeriodLabel,
  noGamesText,
  participantsText,
  slotFill,
  slotFillText,
  slotLinkText,
  slotState,
  slotStateLabel,
  tierSlots,
  upcomingGames,
  type SlotPool,
} from './dashboard-model';

const nfl = { name: 'NFL', activeWeek: 'W11' };
const nba = { name: 'NBA', activeWeek: null };

describe('dashboard heading', () => {
  it('pluralises the game count', () => {
    expect(gameCountLabel(0)).toBe('0 games');
    expect(gameCountLabel(1)).toBe('1 game');
    expect(gameCountLabel(8)).toBe('8 games');
  });

  it("names the league's active week, or Current Season for leagues without weeks", () => {
    expect(dashboardHeading(nfl, 8)).toBe('NFL: Week 11 (8 games)');
    expect(dashboardHeading(nfl, 1)).toBe('NFL: Week 11 (1 game)');
    expect(dashboardHeading(nba, 6)).toBe('NBA: Current Season (6 games)');
    expect(dashboardHeading({ name: 'NCAAF', activeWeek: '  ' }, 0)).toBe('NCAAF: Current Season (0 games)');
  });

  it('treats HOF and "Hall of Fame Weekend" as one week', () => {
    expect(dashboardHeading({ name: 'NFL', activeWeek: 'HOF' }, 2)).toBe('NFL: Hall of Fame Weekend (2 games)');
    expect(dashboardHeading({ name: 'NFL', activeWeek: 'Hall of Fame Weekend' }, 2)).toBe('NFL: Hall of Fame Weekend (2 games)');
    expect(leaguePeriodLabel({ activeWeek: 'PS1' })).toBe('Preseason Week 1');
  });

  it('has the spec empty-state text', () => {
    expect(noGamesText({ name: 'NFL' })).toBe('No NFL games currently scheduled.');
  });

  it('labels a game card by its week', () => {
    expect(gameWeekLabel({ week: 'W11' })).toBe('Week 11');
    expect(gameWeekLabel({ week: 'SB' })).toBe('Super Bowl');
    expect(gameWeekLabel({ week: null })).toBe('Current Season');
  });
});

describe('upcomingGames', () => {
  const game = (id: number, status: string, gameDate: string) => ({ id, status, gameDate });

  it('leaves out finished games (FT, AET, completed in any case) and keeps live and scheduled ones', () => {
    const games = [
      game(1, 'FT', '2026-11-19T01:15:00Z'),
      game(2, 'scheduled', '2026-11-22T18:00:00Z'),
      game(3, 'aet', '2026-11-20T18:00:00Z'),
      game(4, '2q', '2026-11-21T18:00:00Z'),
      game(5, 'Completed', '2026-11-20T18:00:00Z'),
      game(6, '', '2026-11-23T18:00:00Z'),
    ];
    expect(upcomingGames(games).map((g) => g.id)).toEqual([4, 2, 6]);
  });

  it('orders by kickoff, then id, with unparseable dates last', () => {
    const games = [game(9, 'ns', 'not a date'), game(3, 'ns', '2026-11-22T18:00:00Z'), game(2, 'ns', '2026-11-22T18:00:00Z')];
    expect(upcomingGames(games).map((g) => g.id)).toEqual([2, 3, 9]);
  });
});

describe('tier slots', () => {
  const pool = (id: number, entryFeeCents: number, extra: Partial<SlotPool> = {}): SlotPool => ({
    id,
    entryFeeCents,
    currentParticipants: 0,
    maxParticipants: 100,
    status: 'open',
    isPrivate: false,
    game: { week: null },
    ...extra,
  });

  it('gives five slots in fee order, matched by entry fee; a missing tier is null (Coming Soon)', () => {
    const slots = tierSlots([pool(25, 2500), pool(1, 0), pool(5, 500)]);
    expect(slots.map((slot) => slot.label)).toEqual(['$0', '$1', '$5', '$10', '$25']);
    expect(slots.map((slot) => slot.pool?.id ?? null)).toEqual([1, null, 5, null, 25]);
  });

  it('ignores private pools and fees that are not tiers', () => {
    const slots = tierSlots([pool(7, 500, { isPrivate: true }), pool(8, 250)]);
    expect(slots.every((slot) => slot.pool === null)).toBe(true);
  });

  it('no pools at all gives five empty slots', () => {
    expect(tierSlots([]).map((slot) => slot.pool)).toEqual([null, null, null, null, null]);
  });

  it('reads open, full (by status or by count) and later states', () => {
    expect(slotState(pool(1, 0, { currentParticipants: 37 }))).toBe('open');
    expect(slotState(pool(1, 0, { currentParticipants: 100 }))).toBe('full');
    expect(slotState(pool(1, 0, { status: 'full', currentParticipants: 100 }))).toBe('full');
    expect(slotState(pool(1, 0, { status: 'cancelled' }))).toBe('cancelled');
    // A public pool of a week before its league's active week takes no squares: closed, not open (D9).
    expect(slotState(pool(1, 0, { game: { week: 'W12' }, leagueActiveWeek: 'W13' }))).toBe('closed');
    expect(slotState(pool(1, 0, { game: { week: 'W13' }, leagueActiveWeek: 'W13' }))).toBe('open');
    expect(slotStateLabel('closed')).toBe('CLOSED');
    expect(slotStateLabel('full')).toBe('FULL');
    expect(slotStateLabel('completed')).toBe('COMPLETED');
    expect(slotStateLabel('cancelled')).toBe('CANCELLED');
    expect(slotStateLabel('open')).toBeNull();
  });

  it("shows participants out of the capacity (100 when missing) and invites selection only while open", () => {
    expect(participantsText(pool(1, 0, { currentParticipants: 37 }))).toBe('37/100');
    expect(participantsText(pool(1, 0, { currentParticipants: 3, maxParticipants: 0 }))).toBe('3/100');
    expect(slotLinkText('open')).toBe('View & Select Squares');
    expect(slotLinkText('full')).toBe('View Pool');
  });

  it('a cancelled pool counts no squares taken: it says what became of their money', () => {
    const cancelled = pool(1, 100, { status: 'cancelled', currentParticipants: 1 });
    expect(slotFillText(pool(1, 100, { currentParticipants: 1 }))).toBe('1/100 squares taken');
    expect(slotFillText({ ...cancelled, refundState: 'refunded' })).toBe('Refunded');
    expect(slotFillText({ ...cancelled, refundState: 'pending' })).toBe('Refund pending');
    expect(slotFillText({ ...cancelled, refundState: null })).toBe('Not played');
    expect(slotFill(cancelled)).toBe(0);
    expect(slotFill(pool(1, 100, { currentParticipants: 1 }))).toBe(1);
  });

  it('stops inviting selection once the game has kicked off (boards lock at kickoff)', () => {
    expect(gameHasStarted('scheduled')).toBe(false);
    expect(gameHasStarted('2q')).toBe(true);
    expect(gameHasStarted('HT')).toBe(true);
    expect(slotLinkText('open', true)).toBe('View Pool');
    expect(slotLinkText('open', false)).toBe('View & Select Squares');
  });

  it('treats a non-array reply as empty', () => {
    expect(asList({ message: 'nope' })).toEqual([]);
    expect(asList(null)).toEqual([]);
    expect(asList([1, 2])).toEqual([1, 2]);
  });
});
