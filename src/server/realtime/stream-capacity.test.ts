import { describe, expect, it } from 'vitest';
import { describeStreamCapacity, STREAM_FILES_RESERVE, streamCapacity } from './stream-capacity';

describe('streamCapacity', () => {
  it('is three quarters of the open-file limit minus the reserve, unless MAX_STREAMS sets it', () => {
    expect(streamCapacity({ perClient: 20, perProcess: undefined }, () => 20_000)).toEqual({
      perClient: 20,
      perProcess: 15_000 - STREAM_FILES_RESERVE,
      basis: { kind: 'open-files', openFiles: 20_000, measured: true, reserve: STREAM_FILES_RESERVE },
    });
    expect(streamCapacity({ perClient: 5, perProcess: 1234 }, () => 20_000)).toEqual({ perClient: 5, perProcess: 1234, basis: { kind: 'configured' } });
  });

  it('assumes the usual 1,024 where the limit cannot be read, and never goes below a few streams', () => {
    const unread = streamCapacity({ perClient: 20, perProcess: undefined }, () => undefined);
    expect(unread.perProcess).toBe(768 - STREAM_FILES_RESERVE);
    expect(unread.basis).toMatchObject({ measured: false, openFiles: 1024 });
    expect(streamCapacity({ perClient: 20, perProcess: undefined }, () => 256).perProcess).toBe(10);
  });

  it('says at start what the bounds are and where the process bound came from', () => {
    expect(describeStreamCapacity(streamCapacity({ perClient: 20, perProcess: undefined }, () => 20_000))).toBe(
      'live streams: at most 14,800 on this process (three quarters of the open-file limit of 20,000 minus 200; MAX_STREAMS sets it), 20 per client (STREAMS_PER_CLIENT)',
    );
    expect(describeStreamCapacity(streamCapacity({ perClient: 20, perProcess: 500 }))).toBe(
      'live streams: at most 500 on this process (MAX_STREAMS), 20 per client (STREAMS_PER_CLIENT)',
    );
  });
});
