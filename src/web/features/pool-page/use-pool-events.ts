import { useEffect, useEffectEvent, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WinnerEvent } from '../../../domain/schemas';
import { openEventStream, type LiveStatus } from '../../lib/event-stream';
import { POOL_EVENT_LIST, applyPoolMessage, poolEventsUrl } from './pool-events';
import { createWinnerTracker, type WinnerNews } from './winner-news';

export { retryDelayMs, type LiveStatus } from '../../lib/event-stream';

export type PoolEventsOptions = {
  /** A period settled (or settled again after a correction) while the page was open. */
  onWinner?: (event: WinnerEvent, news: Exclude<WinnerNews, 'known'>) => void;
};

/**
 * Subscribes the page to its pool's Server-Sent Events (DESIGN D15) and writes every event into the
 * query cache. Closed on unmount or when the pool changes.
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
    // Per connection of this page: winners present when it connected are not news.
    const tracker = createWinnerTracker();
    return openEventStream({
      url: poolEventsUrl(poolId),
      events: POOL_EVENT_LIST,
      onStatus: (status) => setState({ poolId, status }),
      onMessage: (name, data) => {
        const { result, message } = applyPoolMessage(client, poolId, name, data);
        if (result === 'invalid') console.warn(`Ignored a malformed "${name}" event of pool ${poolId}.`);
        if (message?.name === 'snapshot') tracker.remember(message.event.pool.winners);
        if (message?.name === 'winner') {
          const news = tracker.classify(message.event.winner);
          if (news !== 'known') announce(message.event, news);
        }
      },
    });
  }, [poolId, client]);

  return state.poolId === poolId ? state.status : 'connecting';
}
