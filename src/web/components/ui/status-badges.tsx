import { Trophy } from 'lucide-react';
import { GAME_STATE_TONE, gameDisplayState, gameStateIsPulsing, poolStatusTone } from '../../../domain/status';
import { cn } from '../../lib/utils';
import { Badge, LiveDot, type BadgeProps } from './badge';

type GameStatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  /** The raw game status code (scheduled, 1q ... 4q, ht, ot, FT, ...). */
  status: string | null | undefined;
  /** Optional text instead of the display state, e.g. "Q2 · LIVE". */
  label?: string;
};

/** SCHEDULED (lime), LIVE (red, pulsing) or COMPLETED (green), from the raw status (spec section 4). */
export function GameStatusBadge({ status, label, className, ...props }: GameStatusBadgeProps) {
  const state = gameDisplayState(status ?? '');
  const pulsing = gameStateIsPulsing(state);
  return (
    <Badge tone={GAME_STATE_TONE[state]} data-state={state} className={cn('uppercase', className)} {...props}>
      {pulsing && <LiveDot />}
      {label ?? state}
    </Badge>
  );
}

type PoolStatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { status: string; label?: string };

/** My Pools colours: active green, completed indigo, anything else amber. */
export function PoolStatusBadge({ status, label, className, ...props }: PoolStatusBadgeProps) {
  return (
    <Badge tone={poolStatusTone(status)} className={cn('capitalize', className)} {...props}>
      {label ?? status}
    </Badge>
  );
}

/** The gold mark of a winning square or player. */
export function WinnerBadge({ children = 'Winner', className, ...props }: Omit<BadgeProps, 'tone'>) {
  return (
    <Badge tone="gold" className={className} {...props}>
      <Trophy aria-hidden />
      {children}
    </Badge>
  );
}
