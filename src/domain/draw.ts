/**
 * The fair draw (DESIGN D4), commit-reveal. The server commits to a secret seed (publishing its
 * SHA-256) before any square is sold; the digits are then derived from the seed AND the final
 * ownership list, so neither the operator (committed in advance) nor a player (cannot know the seed)
 * can steer them. The seed is revealed after the draw and anyone can recompute the digits here, in
 * the browser. Changing anything below changes every past draw: bump "squares/draw/v1" instead.
 */
import { SQUARE_COUNT, type Coordinate } from './board';
import { boardGeometry, coordinateOn, squareIndexOn } from './board-geometry';
import { PERIODS } from './periods';
import type { BoardSize, NumbersRule, PoolRules } from './pool-rules';
import { bytesToHex, hexToBytes } from './hex';
import type { Digits } from './scoring';

export { DRAW_ALGORITHM_DESCRIPTION } from './draw-description';

export const SEED_BYTES = 32;
/** Domain separation: the HMAC messages can never collide with another use of the same seed. */
export const DRAW_DOMAIN = 'squares/draw/v1';
const DIGEST_BYTES = 32;

export function isSeedHex(s: unknown): s is string {
  return typeof s === 'string' && /^[0-9a-f]{64}$/.test(s);
}

function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> {
  if (!isSeedHex(seedHex)) throw new RangeError('A draw seed must be 64 lowercase hex characters (32 bytes)');
  return hexToBytes(seedHex);
}

function assertDigest(digest: Uint8Array): void {
  if (!(digest instanceof Uint8Array) || digest.length !== DIGEST_BYTES) {
    throw new RangeError(`The ownership digest must be ${DIGEST_BYTES} bytes`);
  }
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  // Browsers expose crypto.subtle only on https:// or localhost pages.
  if (!api) throw new Error('Web Crypto (crypto.subtle) is unavailable; open the page over https');
  return api;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await subtle().digest('SHA-256', bytes));
}

/** A fresh secret seed from the platform's CSPRNG (never Math.random: the seed is the whole secret). */
export function generateSeedHex(): string {
  const api = globalThis.crypto;
  if (!api?.getRandomValues) throw new Error('Web Crypto (crypto.getRandomValues) is unavailable');
  return bytesToHex(api.getRandomValues(new Uint8Array(SEED_BYTES)));
}

/** The value published when the pool opens: hex(SHA-256(seed bytes)). */
export async function commitmentFor(seedHex: string): Promise<string> {
  return bytesToHex(await sha256(seedBytes(seedHex)));
}

/**
 * "row,column,ownerId" per square in index order; unowned squares end in an empty owner field. 100
 * entries for a 10x10 board, 25 for a 5x5 one.
 */
export function ownershipList(owners: (string | null)[]): string {
  if (owners.length !== SQUARE_COUNT && owners.length !== 25) {
    throw new RangeError(`Ownership needs exactly ${SQUARE_COUNT} (or, for a 25-square board, 25) entries, got ${owners.length}`);
  }
  const geometry = boardGeometry(owners.length === 25 ? 25 : 100);
  return owners
    .map((owner, index) => {
      // "" would read the same as unowned, and a line break could forge extra lines.
      if (owner !== null && (typeof owner !== 'string' || owner === '' || /[\r\n]/.test(owner))) {
        throw new RangeError(`Owner of square ${index} must be null or a non-empty id without line breaks`);
      }
      const { row, column } = coordinateOn(geometry, index);
      return `${row},${column},${owner ?? ''}`;
    })
    .join('\n');
}

export async function ownershipDigest(owners: (string | null)[]): Promise<Uint8Array> {
  return sha256(new TextEncoder().encode(ownershipList(owners)));
}

/**
 * Which set of numbers: undefined for the game's one set, 1-4 for a period's own set (Q1, halftime,
 * Q3, final) when a pool draws new numbers each period. The period is mixed into the
 * HMAC's domain text, so each set is as unpredictable as the one before and all come from one seed.
 */
export type DrawSet = undefined | 1 | 2 | 3 | 4;

function domainOf(set: DrawSet): string {
  if (set === undefined) return DRAW_DOMAIN;
  if (!PERIODS[set - 1]) throw new RangeError(`A period's number set is 1-4, got ${String(set)}`);
  return `${DRAW_DOMAIN}/period/${set}`;
}

/** block_k = HMAC-SHA256(seed, domain ‖ digest ‖ uint32be(k)), produced only when needed. */
function drawByteStream(seed: Uint8Array<ArrayBuffer>, digest: Uint8Array, set: DrawSet = undefined): () => Promise<number> {
  const prefix = new TextEncoder().encode(domainOf(set));
  const message = new Uint8Array(prefix.length + DIGEST_BYTES + 4);
  message.set(prefix, 0);
  message.set(digest, prefix.length);
  const counterView = new DataView(message.buffer, prefix.length + DIGEST_BYTES, 4);
  let key: Promise<CryptoKey> | undefined;
  let counter = 0;
  let block = new Uint8Array(0);
  let position = 0;
  return async () => {
    if (position >= block.length) {
      counterView.setUint32(0, counter, false);
      key ??= subtle().importKey('raw', seed, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      block = new Uint8Array(await subtle().sign('HMAC', await key, message));
      counter += 1;
      position = 0;
    }
    const byte = block[position];
    position += 1;
    if (byte === undefined) throw new Error('HMAC produced an empty block');
    return byte;
  };
}

/** The first `count` bytes of the draw's byte stream; lets the verification view show its work. */
export async function drawStreamBytes(seedHex: string, digest: Uint8Array, count: number, set: DrawSet = undefined): Promise<Uint8Array> {
  assertDigest(digest);
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('Byte count must be a whole number');
  const nextByte = drawByteStream(seedBytes(seedHex), digest, set);
  const bytes = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) bytes[i] = await nextByte();
  return bytes;
}

/**
 * Fisher-Yates from the top, with rejection sampling so every j in 0..i is equally likely
 * (b mod n alone would favour small j whenever 256 is not a multiple of n).
 */
export async function shuffleDigits(nextByte: () => Promise<number>): Promise<number[]> {
  const a = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = a.length - 1; i >= 1; i -= 1) {
    const n = i + 1;
    const limit = 256 - (256 % n);
    let b = await nextByte();
    while (b >= limit) b = await nextByte();
    const j = b % n;
    [a[i], a[j]] = [a[j] as number, a[i] as number];
  }
  return a;
}

export async function deriveDigits(seedHex: string, digest: Uint8Array, set: DrawSet = undefined): Promise<Digits> {
  assertDigest(digest);
  const nextByte = drawByteStream(seedBytes(seedHex), digest, set);
  // Order matters and is part of the published algorithm: columns (home) first, then rows (away).
  const columns = await shuffleDigits(nextByte);
  const rows = await shuffleDigits(nextByte);
  return { rows, columns };
}

export async function drawDigits(seedHex: string, owners: (string | null)[]): Promise<Digits> {
  return deriveDigits(seedHex, await ownershipDigest(owners));
}

/**
 * Every set of numbers a board plays with: one for the game, or (new numbers each period) one per
 * period in period order, all from the same seed and final ownership.
 */
export async function drawDigitSets(seedHex: string, owners: (string | null)[], numbers: NumbersRule): Promise<Digits[]> {
  const digest = await ownershipDigest(owners);
  if (numbers === 'game') return [await deriveDigits(seedHex, digest)];
  return Promise.all(([1, 2, 3, 4] as const).map((set) => deriveDigits(seedHex, digest, set)));
}

/**
 * The ownership of a board as the draw reads it: its owners in square order (100, or 25 on a 5x5
 * board), null where unsold.
 */
export function boardOwners(sold: readonly (Coordinate & { userId: string | null })[], boardSize: BoardSize = 100): (string | null)[] {
  const geometry = boardGeometry(boardSize);
  const owners = Array<string | null>(geometry.size).fill(null);
  for (const square of sold) owners[squareIndexOn(geometry, square)] = square.userId;
  return owners;
}

/**
 * What a pool's draw produces under its rules: the numbers the board opens with (the game's
 * one set, or the first period's) and, when the pool draws new numbers each period, every period's set
 * in period order. All sets are drawn at once from the final ownership: the seed is revealed with them,
 * so anyone can recompute every set the moment the board is drawn.
 */
export interface PoolNumbers {
  digits: Digits;
  periodSets: Digits[] | null;
}

export async function drawPoolNumbers(
  seedHex: string,
  sold: readonly (Coordinate & { userId: string | null })[],
  rules: Pick<PoolRules, 'numbers' | 'boardSize'>,
): Promise<PoolNumbers> {
  const sets = await drawDigitSets(seedHex, boardOwners(sold, rules.boardSize), rules.numbers);
  return { digits: sets[0]!, periodSets: rules.numbers === 'period' ? sets : null };
}

export type DrawVerification = { commitmentMatches: boolean; digitsMatch: boolean; expected: Digits; expectedSets: Digits[] };

/**
 * Recomputes a published draw: the seed must match the commitment and reproduce the digits — every
 * period's set when the pool draws new numbers each period (`periodSets` given), else the game's one.
 */
export async function verifyDraw(input: {
  seedHex: string;
  commitment: string;
  owners: (string | null)[];
  digits: Digits;
  periodSets?: readonly Digits[] | null;
}): Promise<DrawVerification> {
  const commitmentMatches = (await commitmentFor(input.seedHex)) === input.commitment.trim().toLowerCase();
  const perPeriod = Array.isArray(input.periodSets);
  const expectedSets = await drawDigitSets(input.seedHex, input.owners, perPeriod ? 'period' : 'game');
  const published = perPeriod ? input.periodSets! : [input.digits];
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((d, i) => d === b[i]);
  const sameSet = (a: Digits | undefined, b: Digits | undefined) => !!a && !!b && same(a.rows, b.rows) && same(a.columns, b.columns);
  const digitsMatch =
    published.length === expectedSets.length && expectedSets.every((set, i) => sameSet(set, published[i])) && sameSet(expectedSets[0], input.digits);
  return { commitmentMatches, digitsMatch, expected: expectedSets[0]!, expectedSets };
}
