import type { OutboxEvent } from './relayed-batch';

/**
 * NATS subjects of relayed change events, and which subjects a process must hear to keep
 * what it shows current. Pure: the relay (relay.ts) names each event's subject, the bus (bus.ts)
 * subscribes to what the read model and the open streams depend on, nothing else.
 *
 * Subjects, under `<prefix>` = `squares.<database>`:
 * - `<prefix>.pool_events.pool.<pool>`                a pool's change (claims, holds, status, winners)
 * - `<prefix>.pool_events.game.<game>.pool.<pool>`    a pool created or deleted (its game's list changes)
 * - `<prefix>.pool_events.league.<league>.game.<game>` a game's change (scores, status); `_` for no league
 * - `<prefix>.league_events.league.<league>`          a league's change (its active week)
 * - `<prefix>.<channel>.other`                        anything naming none of these (heard by everyone)
 *
 * What depends on what is said by the read model's tags (read-model.ts): `pool:12`, `game:5`,
 * `gamePools:5`, `league:1`, `leagueGames:1`, `leagueGames:all`, `leagues`. A live board depends on
 * `pool:<its pool>` and `game:<its game>`; the leagues stream on `leagues`.
 */

/** A NATS subject token from any text (subjects allow no dots, spaces or wildcards inside a token). */
export function subjectToken(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_') || '_';
}

/** The ids a subject is chosen by, read from the payload's text (the relay does not parse events). */
const GAME_EVENT = /"type"\s*:\s*"game"/;
const ID_OF = { gameId: /"gameId"\s*:\s*(\d+)/, poolId: /"poolId"\s*:\s*(\d+)/, leagueId: /"leagueId"\s*:\s*(\d+)/ };

/** The subject an event is published to (see above). */
export function subjectOf(prefix: string, event: OutboxEvent): string {
  const id = (name: keyof typeof ID_OF) => ID_OF[name].exec(event.payload)?.[1];
  const channel = subjectToken(event.channel);
  if (GAME_EVENT.test(event.payload)) return `${prefix}.${channel}.league.${id('leagueId') ?? '_'}.game.${id('gameId') ?? '_'}`;
  const poolId = id('poolId');
  if (poolId) {
    const gameId = id('gameId');
    return gameId ? `${prefix}.${channel}.game.${gameId}.pool.${poolId}` : `${prefix}.${channel}.pool.${poolId}`;
  }
  const leagueId = id('leagueId');
  return leagueId ? `${prefix}.${channel}.league.${leagueId}` : `${prefix}.${channel}.other`;
}

/** The channel of a subject made by subjectOf under `prefix`, or null. */
export function channelOfSubject(prefix: string, subject: string): string | null {
  if (!subject.startsWith(`${prefix}.`)) return null;
  const rest = subject.slice(prefix.length + 1);
  const dot = rest.indexOf('.');
  return dot > 0 ? rest.slice(0, dot) : null;
}

const POOLS = 'pool_events';
const LEAGUES = 'league_events';
const ID = /^\d+$/;

/**
 * The subject patterns to subscribe to under `prefix` so that every event that could change what a
 * `tag` names arrives; [] for a tag nothing is published for. An unknown tag is an error: a read whose
 * changes nobody would hear must not be cached.
 */
export function subjectsOfInterest(prefix: string, tag: string): string[] {
  const colon = tag.indexOf(':');
  const kind = colon < 0 ? tag : tag.slice(0, colon);
  const id = colon < 0 ? '' : tag.slice(colon + 1);
  const numbered = (make: (n: string) => string[]) => {
    if (!ID.test(id)) throw new Error(`no subjects for the tag ${tag}`);
    return make(id).map((subject) => `${prefix}.${subject}`);
  };
  switch (kind) {
    case 'leagues':
      return [`${prefix}.${LEAGUES}.>`];
    case 'pool':
      return numbered((n) => [`${POOLS}.pool.${n}`, `${POOLS}.game.*.pool.${n}`]);
    case 'game':
      return numbered((n) => [`${POOLS}.league.*.game.${n}`]);
    case 'gamePools':
      return numbered((n) => [`${POOLS}.game.${n}.pool.*`]);
    case 'league':
      return numbered((n) => [`${LEAGUES}.league.${n}`]);
    case 'leagueGames':
      if (id === 'all') return [`${prefix}.${POOLS}.league.*.game.*`];
      return numbered((n) => [`${POOLS}.league.${n}.game.*`]);
    default:
      throw new Error(`no subjects for the tag ${tag}`);
  }
}

/** What every process hears whatever it shows: events naming nothing it could subscribe to by interest. */
export function subjectsHeardByAll(prefix: string): string[] {
  return [`${prefix}.*.other`];
}
