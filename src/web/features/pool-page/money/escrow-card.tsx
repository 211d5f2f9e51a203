import type { ReactNode } from 'react';
import { CircleCheck, Landmark, RotateCcw } from 'lucide-react';
import { formatMoney } from '../../../../domain/money';
import type { Pool, Square } from '../../../../domain/schemas';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/utils';
import {
  PRIZE_CLAIM_STATUS_TEXT,
  escrowFigures,
  isSettled,
  moneyStory,
  ownerCount,
  refundSummary,
  type EscrowLine,
  type MoneyStory,
  type PrizeClaimStatus,
  type RefundSummary,
} from './escrow-model';

function Row({ name, hint, cents, escrowKey, children }: { name: ReactNode; hint?: ReactNode; cents: number; escrowKey: string; children?: ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2.5" data-escrow={escrowKey}>
      <dt className="min-w-0 text-sm">
        <span className="text-muted-foreground">{name}</span>
        {hint && <span className="block text-[11px] text-muted-foreground">{hint}</span>}
        {children}
      </dt>
      <dd className="text-right text-sm font-bold tabular">{formatMoney(cents)}</dd>
    </div>
  );
}

function Line({ line }: { line: EscrowLine }) {
  return <Row name={line.label} hint={line.hint} cents={line.cents} escrowKey={line.key} />;
}

const CLAIM_TONES: Record<PrizeClaimStatus, BadgeTone> = {
  claimed: 'green',
  unclaimed: 'amber',
  expired: 'neutral',
  awaiting: 'neutral',
};

function ClaimStatus({ status }: { status: PrizeClaimStatus }) {
  return (
    <Badge tone={CLAIM_TONES[status]} className="mt-1 text-[10px]" data-claim={status}>
      {status === 'claimed' && <CircleCheck aria-hidden />}
      {PRIZE_CLAIM_STATUS_TEXT[status]}
    </Badge>
  );
}

/** After settlement: where every cent went, line by line, and the check that the lines add up. */
function MoneyStoryPanel({ story, houseFeeBps }: { story: MoneyStory; houseFeeBps: number }) {
  const terms = [
    `${formatMoney(story.houseFeeCents)} fee`,
    story.nonprofitCents > 0 ? `${formatMoney(story.nonprofitCents)} nonprofit` : null,
    `${formatMoney(story.prizesCents)} prizes`,
    story.refundedCents > 0 ? `${formatMoney(story.refundedCents)} refunds` : null,
  ];
  const equation = terms.filter((t) => t !== null).join(' + ');
  return (
    <section aria-labelledby="money-story-title" className="mt-3 rounded-lg border border-border p-3.5" data-testid="money-story">
      <h3 id="money-story-title" className="text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">
        Where every cent went
      </h3>
      <dl className="mt-1 divide-y divide-border">
        <Row escrowKey="collected" name="Collected" hint="Every entry players paid" cents={story.collectedCents} />
        <Row escrowKey="house-fee" name="House fee" hint={`${houseFeeBps / 100}% of the pot`} cents={story.houseFeeCents} />
        {story.nonprofitCents > 0 && <Row escrowKey="nonprofit" name="Nonprofit share" hint="To the pool's nonprofit organization" cents={story.nonprofitCents} />}
        {story.prizes.map((prize) => (
          <Row key={`${prize.period}-${prize.role}`} escrowKey={prize.role === 'reverse' ? `prize-${prize.period}-reverse` : `prize-${prize.period}`} name={`${prize.label} prize`} hint={prize.winner} cents={prize.cents}>
            {prize.claim && <ClaimStatus status={prize.claim} />}
          </Row>
        ))}
        {story.refundedCents > 0 && <Row escrowKey="refunds" name="Refunds" hint="Released holds and refunds" cents={story.refundedCents} />}
      </dl>
      {story.balanced ? (
        <p className="mt-2 flex items-start gap-2 rounded-md bg-turf-50 px-3 py-2 text-xs text-turf-900" data-testid="money-check" data-balanced="true">
          <CircleCheck aria-hidden className="mt-px size-4 shrink-0 text-turf-700" />
          <span>
            <strong className="block font-bold">Every cent accounted for</strong>
            <span className="tabular">
              {equation} = {formatMoney(story.collectedCents)} collected
            </span>
          </span>
        </p>
      ) : (
        <p className="mt-2 rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground tabular" data-testid="money-check" data-balanced="false">
          {equation} = {formatMoney(story.accountedCents)} of {formatMoney(story.collectedCents)} collected
        </p>
      )}
    </section>
  );
}

function RefundBanner({ summary }: { summary: RefundSummary }) {
  return (
    <p
      className={cn(
        'mb-3 flex items-start gap-2 rounded-lg p-3.5 text-sm font-semibold',
        summary.state === 'refunded' ? 'bg-turf-50 text-turf-900' : 'bg-amber-50 text-amber-900',
      )}
      data-testid="refund-summary"
      data-refund-state={summary.state}
    >
      <RotateCcw aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="tabular">{summary.text}</span>
    </p>
  );
}

/**
 * The escrow panel of a paid pool, for everyone: entry money waits in escrow until the
 * game completes, then pays the prizes (or goes back if the pool is cancelled). After settlement it
 * shows where every cent went, each prize with its winner and whether it was claimed, and checks that
 * the lines add up to what was collected; a cancelled pool says how its refunds stand.
 */
export function EscrowCard({ pool, userId, squares }: { pool: Pool; userId: string | null; squares: readonly Square[] | null }) {
  const figures = escrowFigures(pool.escrow);
  const settled = isSettled(pool.escrow);
  const refunds = refundSummary(pool, squares === null ? null : ownerCount(squares));
  return (
    <Card aria-labelledby="escrow-title" role="region">
      <div className="border-b border-border px-5 py-4">
        <h2 id="escrow-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Landmark aria-hidden className="size-5 text-turf-700" />
          Escrow
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-muted-foreground">
          Entry money is held in escrow until the game completes, then paid out as prizes. If the pool is cancelled,
          every entry is refunded.
        </p>
      </div>
      <div className="px-5 pt-4 pb-5">
        {refunds && <RefundBanner summary={refunds} />}
        <div className="flex items-baseline justify-between gap-2 rounded-lg bg-turf-50 p-3.5 text-turf-900">
          <span className="text-sm font-semibold">In escrow now</span>
          <span className="text-xl font-black tabular" data-testid="escrow-now">
            {formatMoney(figures.inEscrowCents)}
          </span>
        </div>
        <dl className="mt-2 divide-y divide-border">
          {!settled && figures.lines.map((line) => <Line key={line.key} line={line} />)}
          <div className="flex items-center justify-between gap-3 py-2.5">
            <dt className="text-sm text-muted-foreground">Squares sold</dt>
            <dd className="text-right text-sm font-bold tabular">
              {pool.currentParticipants}/{pool.maxParticipants}
            </dd>
          </div>
        </dl>
        {settled && <MoneyStoryPanel story={moneyStory(pool, userId)} houseFeeBps={pool.houseFeeBps} />}
      </div>
    </Card>
  );
}
