import { describe, expect, it } from 'vitest';
import { AddressTurns, TOO_MANY_AT_ONCE_MESSAGE } from './address-turns';

const later = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => ((resolve = yes), (reject = no)));
  return { promise, resolve, reject };
};

describe('AddressTurns', () => {
  it("runs an address's steps one after another, other addresses alongside, failures included", async () => {
    const turns = new AddressTurns(4);
    const order: string[] = [];
    const first = later();
    const a1 = turns.run('a', async () => {
      order.push('a1 start');
      await first.promise;
      order.push('a1 end');
    });
    const a2 = turns.run('a', async () => void order.push('a2'));
    const b1 = turns.run('b', async () => void order.push('b1'));
    await b1;
    expect(order).toEqual(['a1 start', 'b1']);
    first.reject(new Error('boom'));
    await expect(a1).rejects.toThrow('boom');
    await a2;
    expect(order).toEqual(['a1 start', 'b1', 'a2']);
    expect(turns.size).toBe(0);
  });

  it('refuses at once with 429 and Retry-After past one going and `maxWaiting` waiting, and takes steps again once they are done', async () => {
    const turns = new AddressTurns(1);
    const gate = later();
    const going = turns.run('a', () => gate.promise);
    const waiting = turns.run('a', async () => 'second');
    await expect(turns.run('a', async () => 'third')).rejects.toMatchObject({ code: 'rate_limited', status: 429, retryAfterSeconds: 1, message: TOO_MANY_AT_ONCE_MESSAGE });
    gate.resolve();
    await going;
    expect(await waiting).toBe('second');
    expect(await turns.run('a', async () => 'fourth')).toBe('fourth');
  });
});
