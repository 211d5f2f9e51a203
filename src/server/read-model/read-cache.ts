/**
 * A cache of reads that is never knowingly stale: each entry names the tags it depends on (`pool:12`,
 * `game:3`, `league:1`…), and an invalidation of a tag drops every entry carrying it. The caller
 * invalidates from the database's own change events (read-model/read-model.ts), so an entry lives
 * exactly until something it was read from changes.
 *
 * The one subtle case is a read racing a change: a load may start before a change commits and finish
 * after the change's invalidation was handled, holding the old state. So every invalidation is
 * numbered, and a load's result is kept only if none of its tags was invalidated after the load began
 * (`clear()` counts for every tag). Concurrent misses of one key share one load (a popular board is
 * read once, not once per waiting request), but only while that load cannot have missed a change.
 *
 * Bounded: the least recently used entries leave first.
 */
export interface Loaded<Value> {
  value: Value;
  /** Everything the value was read from. */
  tags: readonly string[];
  /** Answer it, but do not keep it (its changes may not be heard yet). */
  uncached?: boolean;
}

/** Told when the cache starts and stops holding entries that depend on a tag (read-model.ts keeps hearing its changes meanwhile). */
export interface TagWatcher {
  held(tag: string): void;
  dropped(tag: string): void;
}

interface Flight<Value> {
  startedAt: number;
  /** The tags known before the load (e.g. the pool a pool read is for). */
  knownTags: readonly string[];
  /** Kinds of tag the result may carry beyond the known ones (e.g. 'game', 'league'). */
  otherKinds: readonly string[];
  promise: Promise<Value>;
}

export interface ReadRequest<Value> {
  key: string;
  knownTags: readonly string[];
  otherKinds: readonly string[];
  load: () => Promise<Loaded<Value>>;
}

const kindOf = (tag: string) => tag.slice(0, tag.indexOf(':'));

export class ReadCache<Value> {
  /** Numbers invalidations; a load remembers the number it started at. */
  private sequence = 0;
  private clearedAt = 0;
  private readonly invalidatedAt = new Map<string, number>();
  private readonly kindInvalidatedAt = new Map<string, number>();
  private readonly entries = new Map<string, Loaded<Value>>();
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly flights = new Map<string, Flight<Value>>();
  /** Loads under way, including ones no longer joinable (replaced in `flights` or dropped by `clear()`). */
  private running = 0;
  private counts = { hits: 0, misses: 0 };

  constructor(
    private readonly maxEntries: number,
    private readonly watcher?: TagWatcher,
  ) {}

  async read(request: ReadRequest<Value>): Promise<Value> {
    const hit = this.entries.get(request.key);
    if (hit) {
      this.counts.hits++;
      // Most recently used last (Map keeps insertion order).
      this.entries.delete(request.key);
      this.entries.set(request.key, hit);
      return hit.value;
    }
    this.counts.misses++;
    const flight = this.flights.get(request.key);
    if (flight && this.stillCurrent(flight)) return flight.promise;
    return this.startFlight(request);
  }

  /** Drops every entry that depends on `tag`, and keeps loads under way from storing what they read before now. */
  invalidate(tag: string): void {
    const at = ++this.sequence;
    this.invalidatedAt.set(tag, at);
    this.kindInvalidatedAt.set(kindOf(tag), at);
    for (const key of this.keysByTag.get(tag) ?? []) this.remove(key);
  }

  /**
   * A change whose effect is known (a claim's event carries its squares): every entry depending on `tag`
   * goes, as with invalidate(), except those `revise` can bring up to date itself — they stay with the
   * revised value (same tags). Loads under way still cannot store what they read before now.
   */
  revise(tag: string, revise: (key: string, value: Value) => Value | undefined): void {
    const kept: [string, Loaded<Value>][] = [];
    for (const key of this.keysByTag.get(tag) ?? []) {
      const entry = this.entries.get(key);
      const value = entry && revise(key, entry.value);
      if (entry && value !== undefined) kept.push([key, { value, tags: entry.tags }]);
    }
    this.invalidate(tag);
    for (const [key, loaded] of kept) this.store(key, loaded);
  }

  /** Forgets everything (e.g. change events may have been missed). */
  clear(): void {
    this.clearedAt = ++this.sequence;
    this.entries.clear();
    for (const tag of this.keysByTag.keys()) this.watcher?.dropped(tag);
    this.keysByTag.clear();
    this.flights.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Hits and misses since the last call (the bench prints them). */
  takeCounts(): { hits: number; misses: number } {
    const counts = this.counts;
    this.counts = { hits: 0, misses: 0 };
    return counts;
  }

  private startFlight(request: ReadRequest<Value>): Promise<Value> {
    const startedAt = this.sequence;
    this.running++;
    const promise = request.load().then(
      (loaded) => {
        if (!loaded.uncached && this.unchangedSince(startedAt, loaded.tags)) this.store(request.key, loaded);
        this.endFlight(request.key, flight);
        return loaded.value;
      },
      (error: unknown) => {
        this.endFlight(request.key, flight);
        throw error;
      },
    );
    const flight: Flight<Value> = { startedAt, knownTags: request.knownTags, otherKinds: request.otherKinds, promise };
    this.flights.set(request.key, flight);
    return promise;
  }

  private endFlight(key: string, flight: Flight<Value>): void {
    this.running--;
    if (this.flights.get(key) === flight) this.flights.delete(key);
    // With no load under way, no invalidation number can matter any more: the bookkeeping starts afresh.
    if (this.running === 0) {
      this.invalidatedAt.clear();
      this.kindInvalidatedAt.clear();
    }
  }

  /** A load under way may be joined if nothing it depends on can have changed since it began. */
  private stillCurrent(flight: Flight<Value>): boolean {
    if (this.sequence === flight.startedAt) return true;
    return (
      this.clearedAt <= flight.startedAt &&
      flight.knownTags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= flight.startedAt) &&
      flight.otherKinds.every((kind) => (this.kindInvalidatedAt.get(kind) ?? 0) <= flight.startedAt)
    );
  }

  private unchangedSince(startedAt: number, tags: readonly string[]): boolean {
    return this.clearedAt <= startedAt && tags.every((tag) => (this.invalidatedAt.get(tag) ?? 0) <= startedAt);
  }

  private store(key: string, loaded: Loaded<Value>): void {
    this.remove(key);
    this.entries.set(key, loaded);
    for (const tag of loaded.tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) {
        this.keysByTag.set(tag, (keys = new Set()));
        this.watcher?.held(tag);
      }
      keys.add(key);
    }
    if (this.entries.size > this.maxEntries) this.remove(this.entries.keys().next().value!);
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) {
        this.keysByTag.delete(tag);
        this.watcher?.dropped(tag);
      }
    }
  }
}
