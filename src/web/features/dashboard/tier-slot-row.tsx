import { Link } from 'wouter';
import { ArrowRight } from 'lucide-react';
import { maxPrizeCents } from '../../../domain/payouts';
import { formatMoney } from '../../../domain/money';
import type { Pool } from '../../../domain/schemas';
import { cn } from '../../lib/utils';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Progress } from '../../components/ui/progress';
import {
  COMING_SOON_TEXT,
  capacityOf,
  participantsText,
  slotFill,
  slotFillText,
  slotLinkText,
  slotState,
  slotStateLabel,
  type SlotState,
  type TierSlot,
} from './dashboard-model';

const STATE_TONE: Record<Exclude<SlotState, 'open'>, BadgeTone> = {
  full: 'gold',
  closed: 'amber',
  active: 'green',
  completed: 'indigo',
  cancelled: 'neutral',
};

const BAR_COLOUR: Record<SlotState, string> = {
  open: 'bg-turf-500',
  full: 'bg-gold-500',
  closed: 'bg-ink-300',
  active: 'bg-turf-600',
  completed: 'bg-indigo-400',
  cancelled: 'bg-ink-300',
};

/** "FREE" for the $0 tier; otherwise what a full board pays its winners ("Up to $450"). */
function TierCaption({ entryFeeCents, houseFeeBps }: { entryFeeCents: number; houseFeeBps?: number }) {
  if (entryFeeCents === 0) return <span className="text-[11px] font-bold tracking-wide text-turf-700 uppercase">Free</span>;
  return (
    <span className="text-[11px] leading-tight font-medium whitespace-nowrap text-muted-foreground">
      up to {formatMoney(maxPrizeCents(entryFeeCents, houseFeeBps), { compact: true })}
    </span>
  );
}

/** One entry-fee tier of a game card: the pool's fill and link, or 'Coming Soon'. */
export function TierSlotRow({ slot, gameStarted = false }: { slot: TierSlot<Pool>; gameStarted?: boolean }) {
  const { pool } = slot;
  const state = pool ? slotState(pool) : null;
  const stateLabel = state ? slotStateLabel(state) : null;
  const inviting = state === 'open' && !gameStarted;

  return (
    <li
      data-testid="tier-slot"
      data-tier={slot.label}
      className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-3 sm:min-h-14 sm:grid-cols-[4.75rem_minmax(0,1fr)_auto] sm:py-2.5"
    >
      <div className="col-start-1 row-start-1 flex items-baseline gap-2 sm:flex-col sm:gap-0">
        <span className="text-base leading-tight font-extrabold text-ink-900 tabular">{slot.label}</span>
        <TierCaption entryFeeCents={slot.entryFeeCents} houseFeeBps={pool?.houseFeeBps} />
      </div>

      {pool && state ? (
        <>
          <div className="col-span-2 row-start-2 flex min-w-0 items-center gap-3 sm:col-span-1 sm:col-start-2 sm:row-start-1 sm:grid sm:gap-1.5">
            <div className="order-2 flex shrink-0 items-center gap-2 sm:order-1">
              {state === 'cancelled' ? (
                <span className="text-sm font-semibold text-ink-800">{slotFillText(pool)}</span>
              ) : (
                <span className="text-sm font-semibold text-ink-800 tabular">
                  {participantsText(pool)}
                  <span className="sr-only"> squares taken</span>
                </span>
              )}
              {stateLabel ? (
                <Badge tone={STATE_TONE[state as Exclude<SlotState, 'open'>]} className="px-1.5 py-0 text-[10px]">
                  {stateLabel}
                </Badge>
              ) : null}
            </div>
            <Progress
              value={slotFill(pool)}
              max={capacityOf(pool)}
              aria-label={`${slot.label} pool: ${slotFillText(pool)}`}
              className="order-1 h-1.5 flex-1 sm:order-2"
              indicatorClassName={BAR_COLOUR[state]}
            />
          </div>
          <Button
            asChild
            size="sm"
            variant="outline"
            className={cn(
              'col-start-2 row-start-1 px-2.5 sm:col-start-3 sm:px-3',
              inviting &&
                'border-turf-200 bg-turf-50 text-turf-800 shadow-none hover:border-turf-300 hover:bg-turf-100',
            )}
          >
            <Link href={`/pool/${pool.id}`}>
              {slotLinkText(state, gameStarted)}
              <span className="sr-only"> in the {slot.label} pool</span>
              <ArrowRight aria-hidden className="hidden sm:block" />
            </Link>
          </Button>
        </>
      ) : (
        <p className="col-start-2 row-start-1 text-right text-sm font-medium text-muted-foreground italic sm:col-span-2 sm:text-left">
          {COMING_SOON_TEXT}
        </p>
      )}
    </li>
  );
}
