import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { CHANNELS, NotificationBus, type BusPayload, type Channel } from './bus';

/** A bus never started: events are handed to it as the transports would (deliver, announceReconnect). */
const idleBus = () => new NotificationBus({} as Database, pino({ level: 'silent' }));

describe('the primary subscriber of the bus (the read model)', () => {
  it('hears every event before the handlers, even those registered before it', () => {
    const bus = idleBus();
    const heard: string[] = [];
    bus.on(CHANNELS.pools, () => heard.push('stream'));
    bus.on(CHANNELS.leagues, () => heard.push('league stream'));
    bus.setPrimarySubscriber({ hear: (channel: Channel, payload: BusPayload) => heard.push(`read model ${channel} ${String(payload)}`), reconnected: () => {} });
    bus.on(CHANNELS.pools, () => heard.push('later stream'));

    bus.deliver([
      { channel: CHANNELS.pools, data: 'claim' },
      { channel: CHANNELS.leagues, data: 'week' },
    ]);
    expect(heard).toEqual(['read model pool_events claim', 'stream', 'later stream', 'read model league_events week', 'league stream']);
  });

  it('is told of a reconnection before the handlers, even those registered before it', () => {
    const bus = idleBus();
    const told: string[] = [];
    bus.onReconnect(() => told.push('stream resyncs'));
    bus.setPrimarySubscriber({ hear: () => {}, reconnected: () => told.push('read model forgets') });
    bus.announceReconnect();
    expect(told).toEqual(['read model forgets', 'stream resyncs']);
  });

  it('is one per bus, and a failing one keeps no handler from hearing the event', () => {
    const bus = idleBus();
    const heard: string[] = [];
    bus.on(CHANNELS.pools, () => heard.push('stream'));
    const remove = bus.setPrimarySubscriber({
      hear: () => {
        throw new Error('read model failed');
      },
      reconnected: () => {},
    });
    expect(() => bus.setPrimarySubscriber({ hear: () => {}, reconnected: () => {} })).toThrow(/primary subscriber already/);
    bus.deliver([{ channel: CHANNELS.pools, data: 'claim' }]);
    expect(heard).toEqual(['stream']);
    remove();
    expect(() => bus.setPrimarySubscriber({ hear: () => heard.push('another'), reconnected: () => {} })).not.toThrow();
  });
});
