import { useEffect, useId, useRef } from 'react';
import { CalendarClock, CircleCheck, HandCoins, LoaderCircle, TriangleAlert, Wallet } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { PRIZE_DESTINATION_TEXT, prizePayoutRoute } from '../../../domain/prize-payout';
import type { Winner } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { useNowUntilDeadline } from '../../lib/use-now';
import { usePaymentsConfig } from '../../lib/use-payments-config';
import { cn } from '../../lib/utils';
import { Button } from '../ui/button';
import {
  CLAIMED_TEXT,
  CLAIM_BUTTON_TEXT,
  EXPIRED_TEXT,
  claimAnnouncement,
  claimByText,
  claimUrgencyText,
  prizeClaimView,
} from './prize-claim-model';
import { useClaimPrize } from './use-claim-prize';

const HOUR_MS = 60 * 60 * 1000;

type PrizeClaimProps = {
  poolId: number;
  winner: Pick<Winner, 'payoutId' | 'userId' | 'amountCents' | 'claimState' | 'claimDeadline'>;
  viewerId: string | null;
  /** The period's name ("1st Quarter"), read to screen readers with the button. */
  periodLabel: string;
  className?: string;
};

/**
 * The signed-in winner's prize for one period: 'Claim prize' with the amount and the
 * deadline (said prominently when less than 3 days remain), 'Claimed', or 'Expired'. Renders nothing
 * for anyone else. The outcome is announced in a polite live region, and focus moves to the new state
 * when the button it was on goes away.
 */
export function PrizeClaim({ poolId, winner, viewerId, periodLabel, className }: PrizeClaimProps) {
  const claim = useClaimPrize(poolId);
  const deadlineMs = winner.claimDeadline === null ? Number.POSITIVE_INFINITY : Date.parse(winner.claimDeadline);
  // Re-read the time as each hour of the claim window runs out, so the urgency and expiry follow it.
  const now = useNowUntilDeadline(Number.isNaN(deadlineMs) ? Number.POSITIVE_INFINITY : deadlineMs, HOUR_MS);
  const deadlineId = useId();
  const destinationId = useId();
  const stateRef = useRef<HTMLParagraphElement>(null);
  const claimed = claim.data?.payoutId === winner.payoutId ? claim.data : undefined;

  useEffect(() => {
    if (!claimed) return;
    const active = document.activeElement;
    if (active === null || active === document.body) stateRef.current?.focus();
  }, [claimed]);

  const view = claimed ? { kind: 'claimed' as const, amountCents: claimed.amountCents } : prizeClaimView(winner, viewerId, now);
  // Where the prize will go depends on the payment provider: asked only when there is a prize to claim.
  const provider = usePaymentsConfig({ enabled: view?.kind === 'claimable' }).data?.provider;
  if (view === null) return null;
  const amount = formatMoney(view.amountCents);
  const announcement = claimed ? claimAnnouncement(claimed) : claim.isError ? `Claim failed: ${errorMessage(claim.error, 'please try again.')}` : '';

  let body;
  if (view.kind === 'claimable') {
    const urgency = claimUrgencyText(view.deadline, now);
    const pending = claim.isPending;
    body = (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <Button
          size="sm"
          variant="gold"
          disabled={pending}
          aria-busy={pending}
          aria-label={`${pending ? 'Claiming' : CLAIM_BUTTON_TEXT} ${amount}, ${periodLabel}`}
          aria-describedby={provider ? `${deadlineId} ${destinationId}` : deadlineId}
          onClick={() => claim.mutate(winner.payoutId)}
        >
          {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <HandCoins aria-hidden />}
          {pending ? 'Claiming…' : CLAIM_BUTTON_TEXT}
          <span className="tabular">{amount}</span>
        </Button>
        <p id={deadlineId} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground" data-testid="claim-deadline">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="size-3.5" />
            {claimByText(view.deadline)}
          </span>
          {urgency && (
            <strong className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 font-bold text-red-800 ring-1 ring-red-200" data-testid="claim-urgent">
              <TriangleAlert aria-hidden className="size-3.5" />
              {urgency}
            </strong>
          )}
        </p>
        {provider ? (
          <p id={destinationId} className="inline-flex basis-full items-center gap-1 text-xs text-muted-foreground" data-testid="claim-destination">
            <Wallet aria-hidden className="size-3.5" />
            {PRIZE_DESTINATION_TEXT[prizePayoutRoute(provider)]}
          </p>
        ) : null}
      </div>
    );
  } else if (view.kind === 'claimed') {
    body = (
      <p ref={stateRef} tabIndex={-1} className="inline-flex items-center gap-1.5 text-sm font-semibold text-turf-800 outline-none" data-claim="claimed">
        <CircleCheck aria-hidden className="size-4" />
        {CLAIMED_TEXT}
        <span className="font-normal text-muted-foreground tabular">{amount}</span>
      </p>
    );
  } else {
    body = (
      <p className="text-sm text-muted-foreground" data-claim="expired">
        {EXPIRED_TEXT}
      </p>
    );
  }

  return (
    <div className={cn('grid gap-1', className)} data-testid="prize-claim">
      {body}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
