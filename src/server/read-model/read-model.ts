import { mergeSquares, poolWithSold } from '../../domain/board-squares';
import { nflSeasonYear } from '../../domain/nfl-calendar';
import type { Game, League, Pool, Square } from '../../domain/schemas';
import type { Database } from '../db/client';
import type { GameRow } from '../db/schema';
import { listGames, seasonsAt, toGameDto, type ListGamesOptions } from '../modules/games';
import { listLeagues, toLeagueDto } from '../modules/leagues';
import { getPool, listPoolsOfGame, poolBoardFields, toPoolDto } from '../modules/pools';
import { readSquaresOfPool, toSquareDto } from '../modules/squares';
import { CHANNELS, type BusPayload, type Channel, type Interest, type NotificationBus, type PrimarySubscriber } from '../realtime/bus';
import { parseLeagueNotification } from '../realtime/league-events';
import { parsePoolNotification } from '../realtime/notify';
import type { PoolStateOfEvent } from '../realtime/pool-state-event';
import { squareDtosOf } from '../realtime/claim-event';
import { ReadCache } from './read-cache';

/** A read as the API answers it: the value, and (filled by the first answer that sends it) its JSON and ETag. */
export interface CachedRead<Value> {
  readonly value: Value;
  answer?: { body: string; etag: string };
}

export interface PoolRead {
  pool: Pool;
  isPrivate: boolean;
  /** The pool row's version this read shows (every change to the pool bumps it: migration 0010). */
  version: number;
}

export interface SquaresRead {
  isPrivate: boolean;
  /** The pool's version when these were read (they hold at least its squares). */
  version: number;
  squares: Square[];
}

/** Boards kept per process; a pool read with its nested game is about 2 KB of JSON. */
export const MAX_CACHED_READS = 5_000;

/**
 * What the dashboard and the pool page read, as this process last read it: the leagues, a
 * league's games, a game's public pools, a pool, its squares — and the live boards' snapshots — answered
 * from memory, and each read from the database again only after it changed. Nothing here decides who
 * may see what: callers still check a private pool's viewer (`isPrivate` is kept for that).
 *
 * What invalidates what — the database's change events (D15), which every process hears:
 * - a pool's event (a claim, a hold, any column, a settled period, a ledger posting, a prize claim:
 *   migrations 0004, 0008, 0012 and 0018) → that pool's reads and the game lists holding it;
 * - a new pool (its event names its game) → the game's list of pools;
 * - a game's event (a new game or any change to its row; it names its league and carries the row) →
 *   its pools' reads show the new game without a query (applyGame), its league's lists of games go;
 * - a league's event (any change to a league row) → the leagues, its games lists, its pools' reads
 *   (each carries the league's active week);
 * - the notification connection lost → nothing is cached until it is back, and then everything is
 *   read afresh (events of the gap are gone).
 * A process's own writes do not wait for their event: http/read-your-writes.ts invalidates as the
 * write answers. Another process's write is seen once its event arrives (bounded staleness: the
 * notification's delivery, milliseconds).
 */
export class ReadModel implements PrimarySubscriber {
  /** With NATS, this process hears the changes of what it keeps, and only those (bus.ts interest()). */
  private readonly interests = new Map<string, Interest>();
  private readonly cache = new ReadCache<CachedRead<unknown>>(MAX_CACHED_READS, {
    held: (tag) => this.interests.set(tag, this.bus.interest([tag])),
    dropped: (tag) => {
      this.interests.get(tag)?.release();
      this.interests.delete(tag);
    },
  });

  /** The bus is where interests are taken; the composition root makes this the bus's primary subscriber (bus.ts). */
  constructor(
    private readonly database: Database,
    private readonly bus: NotificationBus,
  ) {}

  /** A change event, heard before any other handler of the bus hears it. */
  hear(channel: Channel, payload: BusPayload): void {
    if (channel === CHANNELS.pools) this.hearPoolEvent(payload);
    else if (channel === CHANNELS.leagues) this.hearLeagueEvent(payload);
  }

  /** Events were missed while the connection was down: everything is read afresh. */
  reconnected(): void {
    this.cache.clear();
  }

  /** Shutdown: every read goes, and with it every interest the reads held. */
  close(): void {
    this.cache.clear();
  }

  private hearPoolEvent(payload: BusPayload): void {
    const event = parsePoolNotification(payload);
    if (!event) return;
    if (event.type === 'squares' && event.squares && event.version !== undefined && event.sold !== undefined) {
      this.applyClaim(event.poolId, event.version, event.sold, squareDtosOf(event));
      return;
    }
    if (event.type === 'pool' && event.state && event.version !== undefined && event.gameId === undefined) {
      this.applyPoolState(event.poolId, event.version, event.state);
      return;
    }
    if (event.type === 'game') {
      if (event.game) this.applyGame(event.game);
      else this.cache.invalidate(`game:${event.gameId}`);
      this.cache.invalidate(`leagueGames:${event.leagueId}`);
      this.cache.invalidate('leagueGames:all');
    } else this.invalidatePool(event.poolId);
    if (event.type === 'pool' && event.gameId !== undefined) this.cache.invalidate(`gamePools:${event.gameId}`);
  }

  private hearLeagueEvent(payload: BusPayload): void {
    const event = parseLeagueNotification(payload);
    if (!event) return;
    this.cache.invalidate(`league:${event.leagueId}`);
    this.cache.invalidate('leagues');
  }

  /** Every league, by id. The clock enters only through the season of a league that pins none: it is part of the key. */
  leagues(now: Date): Promise<CachedRead<League[]>> {
    return this.read(`leagues:${nflSeasonYear(now)}`, ['leagues'], [], async () => ({
      value: { value: (await listLeagues(this.database.db)).map((row) => toLeagueDto(row, now)) },
      tags: ['leagues'],
    }));
  }

  /**
   * A games list as GET /api/games answers it; 404 for a league that does not exist. The clock enters
   * only through the seasons a week code may belong to, so they are part of the key.
   */
  games(options: ListGamesOptions): Promise<CachedRead<Game[]>> {
    // Every league's list carries 'leagues' (any league's change) and 'leagueGames:all' (any game's).
    const scope = options.leagueId ?? 'all';
    const key = `games:${scope}:${options.includeAll === true}:${seasonsAt(options.now).join(',')}`;
    const tags = options.leagueId === undefined ? ['leagues', 'leagueGames:all'] : [`league:${options.leagueId}`, `leagueGames:${options.leagueId}`];
    return this.read(key, tags, [], async () => ({ value: { value: (await listGames(this.database.db, options)).map(toGameDto) }, tags }));
  }

  /** One pool with its game, as GET /api/pools/{id} shows it to anyone allowed to see it; 404 if none. */
  pool(poolId: number): Promise<CachedRead<PoolRead>> {
    return this.read(`pool:${poolId}`, [`pool:${poolId}`], ['game', 'league'], async () => {
      const found = await getPool(this.database.db, poolId);
      return {
        value: { value: { pool: toPoolDto(found), isPrivate: found.pool.isPrivate, version: found.pool.version } },
        tags: [`pool:${poolId}`, `game:${found.game.id}`, `league:${found.game.leagueId}`],
      };
    });
  }

  /** A pool's sold squares, by row then column; 404 if the pool does not exist. */
  squares(poolId: number): Promise<CachedRead<SquaresRead>> {
    return this.read(`squares:${poolId}`, [`pool:${poolId}`], [], async () => {
      const { isPrivate, version, squares } = await readSquaresOfPool(this.database.db, poolId);
      return { value: { value: { isPrivate, version, squares: squares.map(toSquareDto) } }, tags: [`pool:${poolId}`] };
    });
  }

  /** A game's public pools, cheapest first; 404 if the game does not exist. */
  gamePools(gameId: number): Promise<CachedRead<Pool[]>> {
    return this.read(`gamePools:${gameId}`, [`gamePools:${gameId}`, `game:${gameId}`], ['pool', 'league'], async () => {
      const found = await listPoolsOfGame(this.database.db, gameId);
      const tags = [`gamePools:${gameId}`, `game:${gameId}`, ...found.map((p) => `pool:${p.pool.id}`)];
      if (found[0]) tags.push(`league:${found[0].game.leagueId}`);
      return { value: { value: found.map(toPoolDto) }, tags };
    });
  }

  /**
   * A claim (its event, or the claim route of this process) applied without a query: the pool read and its squares, when this process
   * holds them at the version just before (or at the claim's own), become the claim's version (the
   * squares merged in, the count and pot from the event); held at a later version, they already show it;
   * anything older (an event missed) or derived from the pool (a game's list of pools) is dropped and read again.
   */
  applyClaim(poolId: number, version: number, sold: number, claimed: Square[]): true {
    this.cache.revise(`pool:${poolId}`, (key, cached) => {
      // Read at this event's version or the one before: the event brings it up to date (applying a claim
      // twice changes nothing; an organizer's paid mark changes squares without a new version).
      const current = (read: { version: number }) => read.version === version || read.version === version - 1;
      if (key === `pool:${poolId}`) {
        const read = cached as CachedRead<PoolRead>;
        if (read.value.version > version) return read;
        // A free pool's read changes with a claim only by its count; a paid one's escrow moves too (read again).
        const free = read.value.pool.entryFeeCents === 0;
        return free && current(read.value) ? { value: { ...read.value, version, pool: poolWithSold(read.value.pool, sold) } } : undefined;
      }
      if (key === `squares:${poolId}`) {
        const read = cached as CachedRead<SquaresRead>;
        if (read.value.version > version) return read;
        return current(read.value) ? { value: { ...read.value, version, squares: mergeSquares(read.value.squares, claimed) } } : undefined;
      }
      return undefined;
    });
    return true;
  }

  /**
   * A pool's change to its board state (status, digits, draw, refund state, name; migration 0023) applied
   * to the pool read this process keeps, without a query, when that read is of the version just before
   * (a gap: read again). Its squares are unchanged (only the version moves); every list holding the pool
   * is read again. A kickoff herd of thousands of watched pools thus costs lists, not a read per pool.
   */
  applyPoolState(poolId: number, version: number, state: PoolStateOfEvent): void {
    this.cache.revise(`pool:${poolId}`, (key, cached) => {
      if (key === `pool:${poolId}`) {
        const read = cached as CachedRead<PoolRead>;
        if (read.value.version >= version) return read;
        if (read.value.version !== version - 1) return undefined;
        const pool = { ...read.value.pool, ...poolBoardFields({ ...state, commitment: read.value.pool.draw.commitment }) };
        return { value: { ...read.value, version, pool } };
      }
      if (key === `squares:${poolId}`) {
        const read = cached as CachedRead<SquaresRead>;
        if (read.value.version >= version) return read;
        return read.value.version === version - 1 ? { value: { ...read.value, version } } : undefined;
      }
      return undefined;
    });
  }

  /**
   * A game's change (its event carries the row) applied without a query: every pool read and
   * list of pools of that game shows the new game (a pool's answer depends on its game only through its
   * nested `game`). One score reaching every board of a Super Bowl costs no process a read.
   */
  applyGame(game: GameRow): void {
    const shown = toGameDto(game);
    this.cache.revise(`game:${game.id}`, (key, cached) => {
      if (key.startsWith('pool:')) {
        const read = cached as CachedRead<PoolRead>;
        return { value: { ...read.value, pool: { ...read.value.pool, game: shown } } };
      }
      if (key.startsWith('gamePools:')) {
        const read = cached as CachedRead<Pool[]>;
        return { value: read.value.map((pool) => ({ ...pool, game: shown })) };
      }
      return undefined;
    });
  }

  /** This process changed the pool: its reads go now, not when the change's event comes back. */
  invalidatePool(poolId: number): void {
    this.cache.invalidate(`pool:${poolId}`);
  }

  /** This process changed something whose reach it does not know: every read goes. */
  invalidateAll(): void {
    this.cache.clear();
  }

  /** Hits, misses and entries (the bench prints them). */
  stats(): { hits: number; misses: number; entries: number } {
    return { ...this.cache.takeCounts(), entries: this.cache.size };
  }

  private read<Value>(
    key: string,
    knownTags: readonly string[],
    otherKinds: readonly string[],
    load: () => Promise<{ value: CachedRead<Value>; tags: readonly string[] }>,
  ): Promise<CachedRead<Value>> {
    // Without the notification connection, changes would go unheard: read the database every time.
    if (!this.bus.connected) return load().then((loaded) => loaded.value);
    return this.cache.read({ key, knownTags, otherKinds, load: () => this.loadHeard(knownTags, load) }) as Promise<CachedRead<Value>>;
  }

  /**
   * A load whose changes this process hears from before it reads (with NATS it hears only what it takes
   * an interest in). The tags known up front are subscribed first; those a load discovers (a pool's game
   * and league) only after it read: if that subscription is new, a change made between the read and the
   * subscription could be missed, so the read is made once more now that it is heard. Twice at most: a
   * read still discovering unheard tags is answered, not kept.
   */
  private async loadHeard<Value>(
    knownTags: readonly string[],
    load: () => Promise<{ value: CachedRead<Value>; tags: readonly string[] }>,
  ): Promise<{ value: CachedRead<Value>; tags: readonly string[]; uncached?: boolean }> {
    const held = [this.bus.interest(knownTags)];
    try {
      await held[0]!.ready;
      for (let attempt = 1; ; attempt++) {
        const loaded = await load();
        const discovered = this.bus.interest(loaded.tags);
        held.push(discovered);
        if (!discovered.fresh) return loaded;
        if (attempt === 2) return { ...loaded, uncached: true };
        await discovered.ready;
      }
    } finally {
      // Let go once the cache has stored the entry (in the same turn, after this resolves), which holds
      // its own interest from then on: letting go earlier could unsubscribe in between.
      setImmediate(() => held.forEach((interest) => interest.release()));
    }
  }
}
