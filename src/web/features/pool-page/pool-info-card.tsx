import type { ReactNode } from 'react';
import { Fingerprint, Info, KeyRound } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { Pool, Square } from '../../../domain/schemas';
import { boardGeometry } from '../../../domain/board-geometry';
import { poolFullPotCents } from '../../../domain/tiers';
import { poolDisplayStatus } from '../../../domain/status';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { Progress } from '../../components/ui/progress';
import { PoolStatusBadge } from '../../components/ui/status-badges';
import { percentSold } from './pool-state';
import { VerifyDraw } from './draw/verify-draw';

/** "55ef9786…d8961a": enough to compare by eye, short enough for a phone. */
export function shortHash(hex: string, head = 8, tail = 6): string {
  return hex.length <= head + tail + 1 ? hex : `${hex.slice(0, head)}…${hex.slice(-tail)}`;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-right text-sm font-bold tabular">{children}</dd>
    </div>
  );
}

function HashRow({ icon, label, value, note }: { icon: ReactNode; label: string; value: string; note?: string }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="grid size-8 shrink-0 place-items-center rounded-md bg-ink-50 text-ink-600 [&_svg]:size-4">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold text-muted-foreground">{label}</p>
        <p className="truncate font-mono text-[13px] font-semibold text-ink-800" title={value}>
          {shortHash(value)}
        </p>
        {note && <p className="text-[11px] text-muted-foreground">{note}</p>}
      </div>
      <CopyButton value={value} label={`Copy ${label.toLowerCase()}`} />
    </div>
  );
}

/**
 * Entry fee, pot, squares sold with progress, limit and status, and the fair draw's commitment and
 * seed with the way to verify it (D4).
 */
export function PoolInfoCard({ pool, squares }: { pool: Pool; squares: readonly Square[] | null }) {
  const percent = percentSold(pool.currentParticipants, pool.maxParticipants);
  const drawnAt = pool.draw.drawnAt ? new Date(pool.draw.drawnAt) : null;
  const refundedPool = pool.status === 'cancelled' && pool.entryFeeCents > 0;
  return (
    <Card aria-labelledby="pool-info-title" role="region">
      <div className="border-b border-border px-5 py-4">
        <h2 id="pool-info-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Info aria-hidden className="size-5 text-turf-700" />
          Pool Information
        </h2>
      </div>
      <div className="px-5 pt-4 pb-5">
        <div className="rounded-lg bg-muted/70 p-3.5">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-sm font-semibold">Squares sold</span>
            <span className="text-sm font-bold tabular" data-testid="squares-sold">
              {pool.currentParticipants}/{pool.maxParticipants}
            </span>
          </div>
          <Progress
            value={pool.currentParticipants}
            max={pool.maxParticipants > 0 ? pool.maxParticipants : boardGeometry(pool.rules.boardSize).size}
            aria-label="Squares sold"
            className="mt-2"
          />
          <p className="mt-1.5 text-xs text-muted-foreground tabular">{percent}% complete</p>
        </div>
        <dl className="mt-2 divide-y divide-border">
          <Row label="Entry fee">{formatMoney(pool.entryFeeCents, { free: true })}</Row>
          {refundedPool ? (
            // A cancelled paid pool has no pot left: what it shows is what went back to the players.
            <Row label="Refunded">{formatMoney(pool.escrow.refundedCents)}</Row>
          ) : (
            <Row label="Total pot">
              {formatMoney(pool.totalPotCents)}
              {pool.entryFeeCents > 0 && (
                <span className="block text-[11px] font-medium text-muted-foreground">
                  {formatMoney(poolFullPotCents(pool), { compact: true })} when full
                </span>
              )}
            </Row>
          )}
          <Row label="Max squares per player">{pool.maxSquaresPerPlayer}</Row>
          <Row label="Status">
            <PoolStatusBadge status={poolDisplayStatus(pool)} />
          </Row>
        </dl>
        <div className="mt-3 space-y-3 rounded-lg border border-border p-3.5">
          <p className="text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">Fair draw</p>
          <HashRow icon={<Fingerprint />} label="Commitment" value={pool.draw.commitment} note="SHA-256 of the secret seed, published before any sale" />
          {pool.draw.seed ? (
            <HashRow
              icon={<KeyRound />}
              label="Revealed seed"
              value={pool.draw.seed}
              note={drawnAt ? `Drawn ${drawnAt.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}` : undefined}
            />
          ) : (
            <p className="text-xs text-muted-foreground">The seed is revealed when the digits are drawn.</p>
          )}
          <VerifyDraw pool={pool} squares={squares} />
        </div>
      </div>
    </Card>
  );
}
