import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WinnerEvent } from '../../../../domain/schemas';
import { POOL_EVENT_NAMES } from '../../../../domain/event-names';
import { afterNextPaint } from '../../../lib/after-next-paint';
import { openEventStream, type LiveStatus } from '../../../lib/event-stream';
import { whenLoaded } from '../../../lib/when-loaded';
import { createWinnerTracker, type WinnerNews } from './winner-news';

export { retryDelayMs, type LiveStatus } from '../../../lib/event-stream';

type PoolEventName = (typeof POOL_EVENT_NAMES)[keyof typeof POOL_EVENT_NAMES];

const POOL_EVENT_LIST: readonly PoolEventName[] = Object.values(POOL_EVENT_NAMES);

/** GET /api/pools/{id}/events */
export function poolEventsUrl(poolId: number): string {
  return `/api/pools/${poolId}/events`;
}

export type PoolEventsOptions = {
  /** A period settled (or settled again after a correction) while the page was open. */
  onWinner?: (event: WinnerEvent, news: Exclude<WinnerNews, 'known'>) => void;
};

/**
 * Subscribes the page to its pool's Server-Sent Events (DESIGN D15) and writes every event into the
 * query cache. Closed on unmount or when the pool changes. The events' decoder (zod) loads with the
 * stream, not with the page, and the stream opens after the page's next paint (lib/after-next-paint.ts).
 */
export function usePoolEvents(poolId: number | null, options: PoolEventsOptions = {}): LiveStatus {
  const client = useQueryClient();
  const [state, setState] = useState<{ poolId: number | null; status: LiveStatus }>({
    poolId,
    status: 'connecting',
  });
  const announce = useEffectEvent((event: WinnerEvent, news: Exclude<WinnerNews, 'known'>) => options.onWinner?.(event, news));

  useEffect(() => {
    if (poolId === null) return;
    let close = () => {};
    const cancel = afterNextPaint(() => {
      // Per connection of this page: winners present when it connected are not news.
      const tracker = createWinnerTracker();
      const decoder = whenLoaded(import('./pool-events'), 'the pool stream decoder');
      close = openEventStream({
        url: poolEventsUrl(poolId),
        events: POOL_EVENT_LIST,
        onStatus: (status) => setState({ poolId, status }),
        onMessage: (name, data) =>
          decoder(({ applyPoolMessage }) => {
            const { result, message } = applyPoolMessage(client, poolId, name, data);
            if (result === 'invalid') console.warn(`Ignored a malformed "${name}" event of pool ${poolId}.`);
            if (message?.name === 'snapshot') tracker.remember(message.event.pool.winners);
            if (message?.name === 'winner') {
              const news = tracker.classify(message.event.winner);
              if (news !== 'known') announce(message.event, news);
            }
          }),
      });
    });
    return () => {
      cancel();
      close();
    };
  }, [poolId, client]);

  return state.poolId === poolId ? state.status : 'connecting';
}
