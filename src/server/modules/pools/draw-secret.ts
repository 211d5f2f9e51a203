import { randomBytes } from 'node:crypto';
import { commitmentFor, SEED_BYTES } from '../../../domain/draw';

/**
 * A fresh commit-reveal secret for a new pool (D4): the seed stays on the server until the draw; the
 * commitment (sha256 of the seed) is published from the moment the pool opens.
 */
export async function newDrawSecret(): Promise<{ seed: string; commitment: string }> {
  const seed = randomBytes(SEED_BYTES).toString('hex');
  return { seed, commitment: await commitmentFor(seed) };
}
