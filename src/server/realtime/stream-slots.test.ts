import { describe, expect, it } from 'vitest';
import { StreamSlots, type StreamSlot } from './stream-slots';

const slotsOf = (perClient: number, perProcess: number) => new StreamSlots({ perClient, perProcess, basis: { kind: 'configured' } });
const taken = (result: StreamSlot | string): StreamSlot => {
  if (typeof result === 'string') throw new Error(`refused: ${result}`);
  return result;
};

describe('StreamSlots', () => {
  it("lets a client in up to its bound, then refuses it and nobody else", () => {
    const slots = slotsOf(3, 100);
    for (let i = 0; i < 3; i++) taken(slots.take('address:1.2.3.4'));
    expect(slots.take('address:1.2.3.4')).toBe('too_many_streams');
    expect(slots.refusal('address:1.2.3.4')).toBe('too_many_streams');
    taken(slots.take('address:5.6.7.8'));
    expect(slots.held).toBe(4);
    expect(slots.heldBy('address:1.2.3.4')).toBe(3);
  });

  it('refuses everyone as busy once the process holds its bound, and a refusal takes no place', () => {
    const slots = slotsOf(5, 4);
    for (let i = 0; i < 4; i++) taken(slots.take(`address:10.0.0.${i}`));
    expect(slots.take('address:10.0.0.9')).toBe('busy');
    expect(slots.refusal('account:someone')).toBe('busy');
    expect(slots.held).toBe(4);
    expect(slots.heldBy('address:10.0.0.9')).toBe(0);
  });

  it("names the client's own bound before the process's", () => {
    const slots = slotsOf(2, 2);
    taken(slots.take('address:a'));
    taken(slots.take('address:a'));
    expect(slots.take('address:a')).toBe('too_many_streams');
    expect(slots.take('address:b')).toBe('busy');
  });

  it('gives a place back once however often it is released', () => {
    const slots = slotsOf(2, 10);
    const first = taken(slots.take('account:u1'));
    const second = taken(slots.take('account:u1'));
    expect(slots.take('account:u1')).toBe('too_many_streams');
    first.release();
    first.release();
    first.release();
    expect(slots.heldBy('account:u1')).toBe(1);
    expect(slots.held).toBe(1);
    const third = taken(slots.take('account:u1'));
    second.release();
    third.release();
    expect(slots.held).toBe(0);
    expect(slots.heldBy('account:u1')).toBe(0);
  });
});
