import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { POOL_EVENT_LIST, applyPoolEvent, poolEventsUrl } from './pool-events';

/**
 * connecting: first attempt; live: the stream is open; reconnecting: the browser (or we) are trying
 * again; offline: several attempts failed in a row (we keep trying, less often).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/** EventSource retries by itself after a dropped connection, but gives up on an HTTP error answer. */
const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;
const OFFLINE_AFTER_ATTEMPTS = 3;

export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
}

/**
 * Subscribes the page to its pool's Server-Sent Events (DESIGN D15) and writes every event into the
 * query cache. Closed on unmount or when the pool changes.
 */
export function usePoolEvents(poolId: number | null): LiveStatus {
  const client = useQueryClient();
  const [state, setState] = useState<{ poolId: number | null; status: LiveStatus }>({
    poolId,
    status: 'connecting',
  });

  useEffect(() => {
    if (poolId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    const report = (status: LiveStatus) => setState({ poolId, status });

    const connect = () => {
      const current = new EventSource(poolEventsUrl(poolId));
      source = current;
      current.onopen = () => {
        failures = 0;
        report('live');
      };
      current.onerror = () => {
        if (current.readyState !== EventSource.CLOSED) {
          report('reconnecting');
          return;
        }
        current.close();
        failures += 1;
        report(failures >= OFFLINE_AFTER_ATTEMPTS ? 'offline' : 'reconnecting');
        retry = setTimeout(connect, retryDelayMs(failures - 1));
      };
      for (const name of POOL_EVENT_LIST) {
        current.addEventListener(name, (event) => {
          const result = applyPoolEvent(client, poolId, name, (event as MessageEvent<string>).data);
          if (result === 'invalid') console.warn(`Ignored a malformed "${name}" event of pool ${poolId}.`);
        });
      }
    };

    connect();
    return () => {
      clearTimeout(retry);
      source?.close();
    };
  }, [poolId, client]);

  return state.poolId === poolId ? state.status : 'connecting';
}
