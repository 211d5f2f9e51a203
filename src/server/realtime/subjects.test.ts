import { describe, expect, it } from 'vitest';
import type { OutboxEvent } from './relayed-batch';
import { channelOfSubject, subjectOf, subjectsHeardByAll, subjectsOfInterest } from './subjects';

const prefix = 'squares.test_db';
const event = (payload: object, channel = 'pool_events'): OutboxEvent => ({ id: 1, channel, payload: JSON.stringify(payload) });

/** NATS's subject matching: `*` one token, `>` one or more at the end. */
function matches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}
const heardFor = (tag: string, subject: string) => subjectsOfInterest(prefix, tag).some((pattern) => matches(pattern, subject));

describe('NATS subjects of change events', () => {
  const claim = subjectOf(prefix, event({ type: 'squares', poolId: 12, version: 3 }));
  const created = subjectOf(prefix, event({ type: 'pool', poolId: 12, gameId: 5, version: 1 }));
  const score = subjectOf(prefix, event({ type: 'game', gameId: 5, leagueId: 1, game: { id: 5 } }));
  const activeWeek = subjectOf(prefix, event({ type: 'league', leagueId: 1 }, 'league_events'));
  const marker = subjectOf(prefix, event({ type: 'test-marker', id: 'x' }));

  it('gives each pool, game and league its own subject under the prefix', () => {
    expect(claim).toBe('squares.test_db.pool_events.pool.12');
    expect(created).toBe('squares.test_db.pool_events.game.5.pool.12');
    expect(score).toBe('squares.test_db.pool_events.league.1.game.5');
    expect(subjectOf(prefix, event({ type: 'game', gameId: 5 }))).toBe('squares.test_db.pool_events.league._.game.5');
    expect(activeWeek).toBe('squares.test_db.league_events.league.1');
    expect(marker).toBe('squares.test_db.pool_events.other');
    expect(channelOfSubject(prefix, claim)).toBe('pool_events');
    expect(channelOfSubject(prefix, 'squares.other_db.pool_events.pool.12')).toBeNull();
  });

  it('makes each read hear exactly the events that change it', () => {
    // A pool's read and board: its claims, its creation or deletion; not its neighbours'.
    expect(heardFor('pool:12', claim)).toBe(true);
    expect(heardFor('pool:12', created)).toBe(true);
    expect(heardFor('pool:13', claim)).toBe(false);
    expect(heardFor('pool:1', claim)).toBe(false);
    // A game's pools: the game's new pools, not claims in them (each pool listed is a tag of its own).
    expect(heardFor('gamePools:5', created)).toBe(true);
    expect(heardFor('gamePools:5', claim)).toBe(false);
    expect(heardFor('gamePools:6', created)).toBe(false);
    // A game: its scores, also without a league; a league's games and all games: every game of it.
    expect(heardFor('game:5', score)).toBe(true);
    expect(heardFor('game:5', 'squares.test_db.pool_events.league._.game.5')).toBe(true);
    expect(heardFor('game:50', score)).toBe(false);
    expect(heardFor('leagueGames:1', score)).toBe(true);
    expect(heardFor('leagueGames:2', score)).toBe(false);
    expect(heardFor('leagueGames:all', score)).toBe(true);
    expect(heardFor('leagueGames:all', claim)).toBe(false);
    // Leagues.
    expect(heardFor('league:1', activeWeek)).toBe(true);
    expect(heardFor('league:2', activeWeek)).toBe(false);
    expect(heardFor('leagues', activeWeek)).toBe(true);
    expect(heardFor('leagues', score)).toBe(false);
    // Events naming nothing: everyone.
    expect(subjectsHeardByAll(prefix).some((pattern) => matches(pattern, marker))).toBe(true);
  });

  it('refuses a tag it has no subjects for, so a read nobody would hear about is not cached', () => {
    expect(() => subjectsOfInterest(prefix, 'squares:12')).toThrow(/no subjects for the tag squares:12/);
    expect(() => subjectsOfInterest(prefix, 'pool:x')).toThrow(/pool:x/);
  });
});
