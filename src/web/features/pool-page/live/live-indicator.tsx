import { cn } from '../../../lib/utils';
import { DeferredTooltip } from '../../../components/ui/deferred-tooltip';
import type { LiveStatus } from './use-pool-events';

const LOOK: Record<LiveStatus, { text: string; dot: string; tip: string }> = {
  live: { text: 'Live', dot: 'bg-turf-400', tip: 'Connected: the board updates by itself as squares are claimed and scores come in.' },
  connecting: { text: 'Connecting…', dot: 'bg-white/50', tip: 'Connecting to live board updates…' },
  reconnecting: { text: 'Reconnecting…', dot: 'bg-gold-400', tip: 'Connection lost: reconnecting to live updates…' },
  offline: { text: 'Offline', dot: 'bg-red-400', tip: 'Live updates are unavailable; still retrying. Reload to refresh the board.' },
};

/** The small "Live" pill of the pool header: whether board updates are streaming (D15). */
export function LiveIndicator({ status, className }: { status: LiveStatus; className?: string }) {
  const look = LOOK[status];
  return (
    <DeferredTooltip content={look.tip}>
      <span
        role="status"
        tabIndex={0}
        data-status={status}
        className={cn(
          'inline-flex h-7 items-center gap-1.5 rounded-full px-2 text-xs font-semibold text-white/75',
          className,
        )}
      >
        <span aria-hidden className="relative flex size-2">
          {status === 'live' && (
            <span className={cn('absolute inline-flex size-full rounded-full opacity-60 motion-safe:animate-ping', look.dot)} />
          )}
          <span className={cn('relative inline-flex size-2 rounded-full', look.dot, status !== 'live' && 'motion-safe:animate-live-pulse')} />
        </span>
        <span className="sr-only">Board updates: </span>
        {look.text}
      </span>
    </DeferredTooltip>
  );
}
