/**
 * The fair draw's verification view (DESIGN D4), as pure functions: the ownership list the server
 * drew from, rebuilt from the board's squares, and what a recomputation means for a player. The
 * recomputation itself is domain verifyDraw, run in the browser (Web Crypto).
 */
import { boardGeometry, isSquareOf, squareIndexOn } from '../../../../domain/board-geometry';
import { DRAW_DOMAIN, verifyDraw, type DrawVerification } from '../../../../domain/draw';
import { PERIODS, periodLabel } from '../../../../domain/periods';
import type { BoardSize } from '../../../../domain/pool-rules';
import type { Pool } from '../../../../domain/schemas';
import type { Digits } from '../../../../domain/scoring';

/** Paragraphs of a text separated by blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/**
 * The owners in board order (index row * side + column: 100 on a 10x10 board, 25 on a 5x5 one): the
 * owner's id, or null for an unowned square. Squares off the board are skipped; two squares at one
 * position keep the later one (the API never sends both).
 */
export function buildOwners(squares: readonly { row: number; column: number; userId: string | null }[], boardSize: BoardSize = 100): (string | null)[] {
  const geometry = boardGeometry(boardSize);
  const owners: (string | null)[] = Array.from({ length: geometry.size }, () => null);
  for (const square of squares) {
    if (!isSquareOf(geometry, square)) continue;
    owners[squareIndexOn(geometry, square)] = square.userId;
  }
  return owners;
}

/** Where the view stands before anyone presses Verify. */
export type DrawStage =
  /** Seed still secret: only the commitment is public. */
  | { kind: 'sealed'; commitment: string }
  /**
   * Seed revealed and digits published: the draw can be checked. `periodSets`: every period's set, for a
   * pool drawing new numbers each period; null for one set per game.
   */
  | { kind: 'revealed'; commitment: string; seed: string; digits: Digits; periodSets: Digits[] | null; boardSize: BoardSize };

export function drawStage(pool: Pick<Pool, 'draw' | 'digits' | 'digitSets' | 'rules'>): DrawStage {
  const { commitment, seed } = pool.draw;
  if (seed && pool.digits) return { kind: 'revealed', commitment, seed, digits: pool.digits, periodSets: pool.digitSets, boardSize: pool.rules.boardSize };
  return { kind: 'sealed', commitment };
}

/** One published set of numbers: which period it decides (null: the whole game) and the HMAC domain text that drew it. */
export type PublishedSet = { title: string; domain: string; digits: Digits };

/** The sets a revealed draw published, in the order verifyDraw recomputes them. */
export function publishedSets(stage: Extract<DrawStage, { kind: 'revealed' }>): PublishedSet[] {
  if (!stage.periodSets) return [{ title: 'The game’s numbers', domain: DRAW_DOMAIN, digits: stage.digits }];
  return stage.periodSets.map((digits, i) => ({
    title: `${periodLabel(PERIODS[i] ?? 'FINAL')} numbers`,
    domain: `${DRAW_DOMAIN}/period/${i + 1}`,
    digits,
  }));
}

/** Each published set next to its recomputation: whether both axes match, position by position. */
export function compareSets(stage: Extract<DrawStage, { kind: 'revealed' }>, result: Pick<DrawVerification, 'expectedSets'>) {
  return publishedSets(stage).map((set, i) => {
    const expected = result.expectedSets[i] ?? { rows: [], columns: [] };
    const columns = compareAxis(set.digits.columns, expected.columns);
    const rows = compareAxis(set.digits.rows, expected.rows);
    return { ...set, expected, matches: columns.every((c) => c.same) && rows.every((r) => r.same) };
  });
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
        'The revealed seed is the one committed to before any square was sold, and together with the final board it produces exactly the digits on this board (every published set of them).',
    };
  }
  const problems: string[] = [];
  if (!result.commitmentMatches) problems.push('the revealed seed does not hash to the published commitment');
  if (!result.digitsMatch) problems.push('the seed and the final board produce different digits from the ones published (at least one set)');
  return {
    ok: false,
    title: VERDICT_FAILED,
    detail: `Warning: ${problems.join(', and ')}. Do not rely on this board's results, and contact support with this pool's number.`,
  };
}

export type DrawCheck =
  | { status: 'done'; result: DrawVerification; verdict: DrawVerdict }
  | { status: 'error'; message: string };

/**
 * Runs verifyDraw on the published values and the board's squares (on the pool's own board size, with
 * every period's set when the pool has them: the verdict covers all of them); never throws.
 */
export async function checkDraw(
  stage: Extract<DrawStage, { kind: 'revealed' }>,
  squares: readonly { row: number; column: number; userId: string | null }[],
): Promise<DrawCheck> {
  try {
    const result = await verifyDraw({
      seedHex: stage.seed,
      commitment: stage.commitment,
      owners: buildOwners(squares, stage.boardSize),
      digits: stage.digits,
      periodSets: stage.periodSets,
    });
    return { status: 'done', result, verdict: drawVerdict(result) };
  } catch (error) {
    return { status: 'error', message: error instanceof Error ? error.message : String(error) };
  }
}
