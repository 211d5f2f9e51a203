/**
 * The fair draw's verification view (DESIGN D4), as pure functions: the ownership list the server
 * drew from, rebuilt from the board's squares, and what a recomputation means for a player. The
 * recomputation itself is domain verifyDraw, run in the browser (Web Crypto).
 */
import { SQUARE_COUNT, isValidCoordinate, squareIndex } from '../../../domain/board';
import { verifyDraw, type DrawVerification } from '../../../domain/draw';
import type { Pool } from '../../../domain/schemas';
import type { Digits } from '../../../domain/scoring';

/** Paragraphs of a text separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The 100 owners in board order (index row * 10 + column): the owner's id, or null for an unowned
 * square. Squares off the board are skipped; two squares at one position keep the later one (the
 * API never sends both).
 */
export function buildOwners(squares: readonly { row: number; column: number; userId: string | null }[]): (string | null)[] {
  const owners: (string | null)[] = Array.from({ length: SQUARE_COUNT }, () => null);
  for (const square of squares) {
    if (!isValidCoordinate(square)) continue;
    owners[squareIndex(square)] = square.userId;
  }
  return owners;
}

/** Where the view stands before anyone presses Verify. */
export type DrawStage =
  /** Seed still secret: only the commitment is public. */
  | { kind: 'sealed'; commitment: string }
  /** Seed revealed and digits published: the draw can be checked. */
  | { kind: 'revealed'; commitment: string; seed: string; digits: Digits };

export function drawStage(pool: Pick<Pool, 'draw' | 'digits'>): DrawStage {
  const { commitment, seed } = pool.draw;
  if (seed && pool.digits) return { kind: 'revealed', commitment, seed, digits: pool.digits };
  return { kind: 'sealed', commitment };
}

/** Each position of a published axis against the recomputed one. */
export function compareAxis(published: readonly number[], expected: readonly number[]): { published: number | null; expected: number | null; same: boolean }[] {
  const length = Math.max(published.length, expected.length);
  return Array.from({ length }, (_, i) => {
    const a = published[i] ?? null;
    const b = expected[i] ?? null;
    return { published: a, expected: b, same: a !== null && a === b };
  });
}

export type DrawVerdict = {
  ok: boolean;
  title: string;
  detail: string;
};

export const VERDICT_OK = 'The draw checks out';
export const VERDICT_FAILED = 'The draw does not check out';

/** What a verification result means, in words a player can act on. */
export function drawVerdict(result: Pick<DrawVerification, 'commitmentMatches' | 'digitsMatch'>): DrawVerdict {
  if (result.commitmentMatches && result.digitsMatch) {
    return {
      ok: true,
      title: VERDICT_OK,
      detail:
        'The revealed seed is the one committed to before any square was sold, and together with the final board it produces exactly the digits on this board.',
    };
  }
  const problems: string[] = [];
  if (!result.commitmentMatches) problems.push('the revealed seed does not hash to the published commitment');
  if (!result.digitsMatch) problems.push('the seed and the final board produce different digits from the ones published');
  return {
    ok: false,
    title: VERDICT_FAILED,
    detail: `Warning: ${problems.join(', and ')}. Do not rely on this board's results, and contact support with this pool's number.`,
  };
}

export type DrawCheck =
  | { status: 'done'; result: DrawVerification; verdict: DrawVerdict }
  | { status: 'error'; message: string };

/** Runs verifyDraw on the published values and the board's squares; never throws. */
export async function checkDraw(
  stage: Extract<DrawStage, { kind: 'revealed' }>,
  squares: readonly { row: number; column: number; userId: string | null }[],
): Promise<DrawCheck> {
  try {
    const result = await verifyDraw({ seedHex: stage.seed, commitment: stage.commitment, owners: buildOwners(squares), digits: stage.digits });
    return { status: 'done', result, verdict: drawVerdict(result) };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
