import { availableParallelism } from 'node:os';
import { AppError } from '../../domain/errors';
import { Argon2Threads } from './argon2-threads';
import { BoundedWorkQueue, QueueFullError } from './work-queue';

/**
 * argon2id (the library's default algorithm) with OWASP's minimum profile (m = 19 MiB, t = 2, p = 1).
 * Parameters live in each hash, so they can be raised later without invalidating existing passwords.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * Every hash and check is expensive on purpose (tens of milliseconds of a core and 19 MiB), so a burst
 * of sign-ups must not be able to take every core: they run on threads of their own
 * (argon2-threads.ts), at most one per spare core at once (1 on a 2-core machine, never more than 2),
 * at most 16 wait, and past that the request is refused at once with 503 and Retry-After instead of
 * queueing without end.
 */
export const PASSWORD_WORK_LIMITS = { concurrency: Math.max(1, Math.min(2, availableParallelism() - 1)), maxWaiting: 16 };
export const PASSWORD_BUSY_MESSAGE = 'Too many sign-ins are being checked right now. Please try again in a few seconds.';

const queue = new BoundedWorkQueue(PASSWORD_WORK_LIMITS);
const threads = new Argon2Threads();
const counts = { hashes: 0, verifies: 0, refused: 0 };

/** What this process has spent on passwords: argon2 calls started, requests refused, the queue now. */
export const passwordWorkCounts = () => ({ ...counts, ...queue.stats });

async function bounded<T>(kind: 'hashes' | 'verifies', job: () => Promise<T>): Promise<T> {
  try {
    return await queue.run(() => {
      counts[kind]++;
      return job();
    });
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    counts.refused++;
    throw new AppError('busy', PASSWORD_BUSY_MESSAGE, { retryAfterSeconds: 2 });
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded('hashes', async () => String(await threads.run({ op: 'hash', password, options: OPTIONS })));
}

/** False for a wrong password or a malformed hash; throws only when the server is too busy to check. */
export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return bounded('verifies', async () => {
    try {
      return (await threads.run({ op: 'verify', hash: passwordHash, password })) === true;
    } catch {
      return false;
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spend the same time as a real check when the account does not exist, so response times do not tell
 * an attacker which e-mail addresses or usernames have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no account has this password').catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(await dummyHash, password);
  return false;
}
