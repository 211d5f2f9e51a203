import { describe, expect, it } from 'vitest';
import { ReadCache, type Loaded } from './read-cache';

/** A load the test finishes by hand, to interleave it with invalidations. */
function deferredLoad(value: string, tags: string[]) {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<Loaded<string>>((resolve, reject) => {
    finish = () => resolve({ value, tags });
    fail = reject;
  });
  return { load: () => promise, finish, fail };
}

const poolRead = (load: () => Promise<Loaded<string>>) => ({ key: 'pool:1', knownTags: ['pool:1'], otherKinds: ['game'], load });
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('ReadCache', () => {
  it('answers from memory until a tag the read depends on is invalidated', async () => {
    const cache = new ReadCache<string>(10);
    let loads = 0;
    const read = () => cache.read(poolRead(async () => ({ value: `v${++loads}`, tags: ['pool:1', 'game:7'] })));

    expect(await read()).toBe('v1');
    expect(await read()).toBe('v1');
    cache.invalidate('pool:2');
    cache.invalidate('game:8');
    expect(await read()).toBe('v1');
    cache.invalidate('game:7'); // a tag found by the load, not known before it
    expect(await read()).toBe('v2');
    cache.invalidate('pool:1');
    expect(await read()).toBe('v3');
    expect(cache.takeCounts()).toEqual({ hits: 2, misses: 3 });
  });

  it('does not keep what a load read before a change whose invalidation came while it ran', async () => {
    const cache = new ReadCache<string>(10);
    const stale = deferredLoad('before', ['pool:1', 'game:7']);
    const first = cache.read(poolRead(stale.load));
    cache.invalidate('game:7');
    stale.finish();
    expect(await first).toBe('before'); // the reader that asked before the change may see it...
    expect(await cache.read(poolRead(async () => ({ value: 'after', tags: ['pool:1', 'game:7'] })))).toBe('after'); // ...nobody after it
    expect(await cache.read(poolRead(async () => ({ value: 'never', tags: [] })))).toBe('after');
  });

  it('shares one load between concurrent misses, but not with a reader that came after a change', async () => {
    const cache = new ReadCache<string>(10);
    const slow = deferredLoad('old', ['pool:1', 'game:3']);
    const a = cache.read(poolRead(slow.load));
    const b = cache.read(poolRead(async () => ({ value: 'not loaded: b joins a', tags: ['pool:1'] })));
    cache.invalidate('pool:9'); // another pool: a and b's load is still current
    const c = cache.read(poolRead(async () => ({ value: 'not loaded: c joins a', tags: ['pool:1'] })));
    cache.invalidate('game:3'); // a kind the result may carry: no longer safe to join (and it does carry it)
    const fresh = deferredLoad('new', ['pool:1', 'game:3']);
    const d = cache.read(poolRead(fresh.load));
    fresh.finish();
    expect(await d).toBe('new');
    slow.finish(); // the older load ends last and must not overwrite the newer value
    expect(await Promise.all([a, b, c])).toEqual(['old', 'old', 'old']);
    await settle();
    expect(await cache.read(poolRead(async () => ({ value: 'unused', tags: [] })))).toBe('new');
  });

  it('a load replaced by a newer one still refuses to store after every other load has ended', async () => {
    const cache = new ReadCache<string>(10);
    const old = deferredLoad('old', ['pool:1']);
    const first = cache.read(poolRead(old.load));
    cache.invalidate('pool:1');
    const newer = deferredLoad('new', ['pool:1']);
    const second = cache.read(poolRead(newer.load));
    newer.finish();
    expect(await second).toBe('new');
    cache.invalidate('pool:1'); // a later change: 'new' is gone too
    old.finish();
    expect(await first).toBe('old');
    expect(cache.size).toBe(0);
  });

  it('clear() forgets everything, including what loads under way read', async () => {
    const cache = new ReadCache<string>(10);
    await cache.read({ key: 'squares:1', knownTags: ['pool:1'], otherKinds: [], load: async () => ({ value: 's', tags: ['pool:1'] }) });
    const running = deferredLoad('during', ['pool:2']);
    const pending = cache.read({ key: 'pool:2', knownTags: ['pool:2'], otherKinds: [], load: running.load });
    cache.clear();
    running.finish();
    expect(await pending).toBe('during');
    expect(cache.size).toBe(0);
  });

  it('keeps no failure: the next read loads again', async () => {
    const cache = new ReadCache<string>(10);
    const failing = deferredLoad('x', ['pool:1']);
    const a = cache.read(poolRead(failing.load));
    const b = cache.read(poolRead(async () => ({ value: 'joined', tags: [] })));
    failing.fail(new Error('database down'));
    await expect(a).rejects.toThrow('database down');
    await expect(b).rejects.toThrow('database down');
    expect(await cache.read(poolRead(async () => ({ value: 'ok', tags: ['pool:1'] })))).toBe('ok');
  });

  it('drops the least recently used entry beyond its bound', async () => {
    const cache = new ReadCache<string>(2);
    const read = (id: number) => cache.read({ key: `pool:${id}`, knownTags: [], otherKinds: [], load: async () => ({ value: `p${id}:${Math.random()}`, tags: [`pool:${id}`] }) });
    const one = await read(1);
    await read(2);
    expect(await read(1)).toBe(one); // 1 is now the most recently used
    await read(3);
    expect(cache.size).toBe(2);
    expect(await read(1)).toBe(one);
    cache.invalidate('pool:2'); // already gone: nothing to drop, nothing breaks
    expect(cache.size).toBe(2);
  });

  it('revises the entries a known change can bring up to date, drops the rest, and keeps loads under way from storing', async () => {
    const cache = new ReadCache<string>(10);
    const read = (key: string, value: string) => cache.read({ key, knownTags: ['pool:1'], otherKinds: [], load: async () => ({ value, tags: ['pool:1'] }) });
    await read('pool:1', 'pool v1');
    await read('squares:1', 'squares v1');
    await read('list:1', 'list v1');
    const racing = deferredLoad('other v1', ['pool:1']);
    const underWay = cache.read({ key: 'other:1', knownTags: ['pool:1'], otherKinds: [], load: racing.load });

    cache.revise('pool:1', (key, value) => (key === 'list:1' ? undefined : value.replace('v1', 'v2')));
    racing.finish();
    await underWay;

    expect(await read('pool:1', 'reloaded')).toBe('pool v2');
    expect(await read('squares:1', 'reloaded')).toBe('squares v2');
    expect(await read('list:1', 'list reloaded')).toBe('list reloaded');
    expect(await read('other:1', 'other reloaded')).toBe('other reloaded'); // read before the change: not kept
    await settle();
  });
});
