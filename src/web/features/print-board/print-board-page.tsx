import { useQuery } from '@tanstack/react-query';
import { boardGeometry } from '../../../domain/board-geometry';
import { boardJoinLink } from '../../../domain/pool-links';
import { printableBoard } from '../../../domain/printable-board';
import { parseRecordId } from '../../../domain/record-id';
import type { Pool, Square } from '../../../domain/schemas';
import { PoolNotFound } from '../../components/page/pool-not-found';
import { Container } from '../../components/ui/container';
import { ApiRequestError } from '../../lib/api';
import { poolQueryKey, poolSquaresQueryKey } from '../../lib/query-keys';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PrintBoardLoading, PrintLoadError } from './print-board-states';
import { PrintSheet } from './print-sheet';
import { PrintToolbar } from './print-toolbar';
import { usePreviewZoom } from './preview-zoom';

/** A pool missing or hidden (D11) reads as not found; anything else failed and can be tried again. */
const isMissing = (error: unknown) => error instanceof ApiRequestError && [400, 403, 404].includes(error.status);

function LoadedSheet({ pool, squares, inviteCode }: { pool: Pool; squares: readonly Square[]; inviteCode: string | null }) {
  useDocumentTitle(`Print: ${pool.name}`);
  const board = printableBoard({
    pool,
    squares,
    joinUrl: boardJoinLink(window.location.origin, { id: pool.id, inviteCode }),
    geometry: boardGeometry(pool.rules.boardSize),
  });
  const [previewArea, zoom] = usePreviewZoom();
  return (
    <>
      <Container className="py-6 print:hidden">
        <PrintToolbar poolId={pool.id} />
      </Container>
      <div ref={previewArea} className="px-4 pb-12 print:p-0">
        <PrintSheet board={board} zoom={zoom} />
      </div>
    </>
  );
}

function PrintBoardView({ poolId, exitPath }: { poolId: number; exitPath: string }) {
  // A sheet to hand around is read fresh, whatever the cache holds from an earlier visit.
  const pool = useQuery<Pool>({ queryKey: poolQueryKey(poolId), refetchOnMount: 'always' });
  const squares = useQuery<Square[]>({ queryKey: poolSquaresQueryKey(poolId), refetchOnMount: 'always' });

  if (!pool.data) {
    if (pool.isError && isMissing(pool.error)) return <PoolNotFound backHref={exitPath} />;
    if (pool.isError) return <PrintLoadError title="The pool could not be loaded." onRetry={() => void pool.refetch()} retrying={pool.isFetching} />;
    return <PrintBoardLoading />;
  }
  if (!squares.data) {
    if (squares.isError) return <PrintLoadError title="The squares of this board could not be loaded." onRetry={() => void squares.refetch()} retrying={squares.isFetching} />;
    return <PrintBoardLoading />;
  }
  // A private pool's sheet carries its invite link for every member (its page is closed to whoever
  // scans the code without one); the pool's answer holds the code for its members (D11).
  return <LoadedSheet pool={pool.data} squares={squares.data} inviteCode={pool.data.isPrivate ? (pool.data.inviteCode ?? null) : null} />;
}

/** /pools/{id}/print: the pool's board on one printable page, with its PDF to download. */
export function PrintBoardPage({ rawId }: { rawId: string | undefined }) {
  const poolId = parseRecordId(rawId);
  const { isAuthenticated } = useAuth();
  const exitPath = isAuthenticated ? '/dashboard' : '/';
  if (poolId === null) return <PoolNotFound backHref={exitPath} />;
  return <PrintBoardView key={poolId} poolId={poolId} exitPath={exitPath} />;
}
