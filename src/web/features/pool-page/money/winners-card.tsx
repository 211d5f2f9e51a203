import { Hourglass, Trophy } from 'lucide-react';
import type { Pool, Winner } from '../../../../domain/schemas';
import { PrizeClaim } from '../../../components/payouts/prize-claim';
import { LiveDot } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { teamNickname } from '../../../lib/team-name';
import { cn } from '../../../lib/utils';
import { PERIOD_TAGS } from '../../../components/board/board-model';
import { OwnerChip, OwnerEmojiDecoration } from '../../../components/board/owner-chip';
import { UNOWNED_WINNER_TEXT, winnerRows, type PendingRow, type SettledRow } from './winners-model';

const PENDING_TEXT: Record<PendingRow['status'], string> = {
  upcoming: 'Upcoming',
  'in-play': 'In play',
  awaiting: 'Awaiting the result',
};

function PeriodTag({ period, settled }: { period: SettledRow['period']; settled: boolean }) {
  return (
    <span
      aria-hidden
      className={cn(
        'grid size-9 shrink-0 place-items-center rounded-lg text-xs font-black',
        settled ? 'bg-gold-300 text-ink-950 ring-1 ring-gold-600' : 'bg-muted text-ink-500',
      )}
    >
      {PERIOD_TAGS[period]}
    </span>
  );
}

function Owner({ row }: { row: SettledRow }) {
  if (row.owner.kind === 'you') {
    return <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">You</span>;
  }
  if (row.owner.kind === 'unowned') return <span className="text-xs font-medium text-muted-foreground">{UNOWNED_WINNER_TEXT}</span>;
  // A square the organizer entered for someone without an account: it wins under that name (D19).
  if (row.owner.kind === 'guest') return <span className="max-w-32 truncate text-xs font-semibold text-ink-800">{row.owner.name}</span>;
  return (
    <span className="inline-flex items-center gap-1.5 text-xs font-medium text-ink-700">
      <OwnerChip userId={row.owner.userId} className="h-5 min-w-5 px-0.5 text-[11px]" />
      <span>Another player</span>
      <OwnerEmojiDecoration userId={row.owner.userId} className="text-sm" />
    </span>
  );
}

function SettledItem({ row, pool, winner, userId }: { row: SettledRow; pool: Pool; winner: Winner | undefined; userId: string | null }) {
  const { game } = pool;
  const digits = row.rowDigit !== null && row.columnDigit !== null ? ` (away ${row.rowDigit}, home ${row.columnDigit})` : '';
  return (
    <li className="flex items-start gap-3 py-3" data-period={row.period} data-testid="winner-row">
      <PeriodTag period={row.period} settled />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate text-sm font-bold">
            {row.label}
            {row.corrected && (
              <span className="ml-2 rounded-full bg-amber-100 px-1.5 py-0.5 text-[10px] font-semibold uppercase tracking-wide text-amber-900">
                Corrected
              </span>
            )}
          </p>
          <p className="shrink-0 text-right text-sm font-extrabold text-gold-800 tabular">{row.amountText}</p>
        </div>
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-xs text-muted-foreground tabular">
            {teamNickname(game.awayTeam)} {row.awayScore} – {teamNickname(game.homeTeam)} {row.homeScore}
          </p>
          {row.amountNote && <p className="shrink-0 text-[11px] text-muted-foreground">{row.amountNote}</p>}
        </div>
        <p className="mt-1 text-xs font-medium text-ink-800 tabular">
          Row {row.row + 1}, column {row.column + 1}
          <span className="text-muted-foreground">{digits}</span>
        </p>
        <div className="mt-1.5">
          <Owner row={row} />
        </div>
        {winner && row.owner.kind === 'you' && (
          <PrizeClaim className="mt-2.5" poolId={pool.id} winner={winner} viewerId={userId} periodLabel={row.label} />
        )}
      </div>
    </li>
  );
}

function PendingItem({ row }: { row: PendingRow }) {
  return (
    <li className="flex items-center gap-3 py-3" data-period={row.period}>
      <PeriodTag period={row.period} settled={false} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className="truncate text-sm font-semibold text-ink-700">{row.label}</p>
          {row.prizeText && <p className="shrink-0 text-sm font-semibold text-muted-foreground tabular">{row.prizeText}</p>}
        </div>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          {row.status === 'in-play' ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2 py-px text-[10px] font-bold tracking-wider text-white uppercase">
              <LiveDot className="size-1.5 [&>span]:size-1.5" />
              {PENDING_TEXT[row.status]}
            </span>
          ) : (
            <>
              {row.status === 'awaiting' && <Hourglass aria-hidden className="size-3" />}
              {PENDING_TEXT[row.status]}
            </>
          )}
        </p>
      </div>
    </li>
  );
}

/** Each scoring period with its settled winner, as the server paid it, or where it stands. */
export function WinnersCard({ pool, userId }: { pool: Pool; userId: string | null }) {
  const rows = winnerRows(pool, userId);
  const settled = new Set(rows.filter((r) => r.status === 'settled').map((r) => r.period)).size;
  const winnerOf = (period: Winner['period'], role: Winner['role']) => pool.winners.find((w) => w.period === period && w.role === role);
  return (
    <Card aria-labelledby="winners-title" role="region">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id="winners-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Trophy aria-hidden className="size-5 text-gold-600" />
          Winners
        </h2>
        <span className="text-xs font-semibold text-muted-foreground tabular">{settled}/4 settled</span>
      </div>
      <ol className="divide-y divide-border px-5">
        {rows.map((row) =>
          row.status === 'settled' ? (
            <SettledItem key={`${row.period}-${row.role}`} row={row} pool={pool} winner={winnerOf(row.period, row.role)} userId={userId} />
          ) : (
            <PendingItem key={row.period} row={row} />
          ),
        )}
      </ol>
    </Card>
  );
}
