import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors';
import { hashPassword, PASSWORD_WORK_LIMITS, passwordWorkCounts, verifyAgainstNothing, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes with argon2id at m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
  });

  it('treats a malformed hash as a failed check, and the no-account path as a failure', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstNothing('anything')).toBe(false);
  });

  it('runs a bounded number of argon2 calls at once, queues a few and refuses the rest with 503', async () => {
    const { concurrency, maxWaiting } = PASSWORD_WORK_LIMITS;
    expect(concurrency).toBeGreaterThanOrEqual(1);
    expect(concurrency).toBeLessThanOrEqual(2);
    const before = passwordWorkCounts();
    const burst = Array.from({ length: concurrency + maxWaiting + 4 }, (_, i) => hashPassword(`burst-${i}`));
    expect(passwordWorkCounts()).toMatchObject({ running: concurrency, waiting: maxWaiting });
    const results = await Promise.allSettled(burst);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
    expect(refused).toHaveLength(4);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'busy', status: 503, retryAfterSeconds: 2 });
    }
    expect(passwordWorkCounts()).toEqual({
      hashes: before.hashes + concurrency + maxWaiting,
      verifies: before.verifies,
      refused: before.refused + 4,
      running: 0,
      waiting: 0,
    });
  });
});
