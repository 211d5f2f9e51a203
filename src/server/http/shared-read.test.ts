import { describe, expect, it } from 'vitest';
import { SharedRead } from './shared-read';

/** Reads that wait at a gate; openNext lets the next one through, once it has begun. */
function gatedReads() {
  const gates: (() => void)[] = [];
  let readBegun: () => void = () => {};
  let n = 0;
  const read = () => {
    const mine = ++n;
    const answer = new Promise<number>((resolve) => gates.push(() => resolve(mine)));
    readBegun();
    return answer;
  };
  const openNext = async () => {
    if (gates.length === 0) await new Promise<void>((resolve) => (readBegun = resolve));
    gates.shift()!();
  };
  return { read, openNext };
}

describe('SharedRead', () => {
  it('makes one read at a time; a burst during it is served by one next read, started after they asked', async () => {
    const { read, openNext } = gatedReads();
    const shared = new SharedRead(read);
    const first = shared.get();
    const burst = Array.from({ length: 50 }, () => shared.get());
    await openNext();
    expect((await first).value).toBe(1);
    await openNext();
    const answers = await Promise.all(burst);
    expect(new Set(answers.map((answer) => answer.value))).toEqual(new Set([2]));
    // One object for all: serialized once (http/cached-answer.ts).
    expect(new Set(answers).size).toBe(1);
    expect(shared.reads).toBe(2);

    // Nothing going: the next request reads afresh.
    const later = shared.get();
    await openNext();
    expect((await later).value).toBe(3);
  });

  it('lets a failed read fail only those who waited for it', async () => {
    let calls = 0;
    const shared = new SharedRead(async () => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return 'ok';
    });
    await expect(shared.get()).rejects.toThrow('database gone');
    expect((await shared.get()).value).toBe('ok');
  });
});
