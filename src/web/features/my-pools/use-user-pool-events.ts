import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openEventStream } from '../../lib/event-stream';
import { toast } from '../../lib/toast/use-toast';
import { USER_POOL_EVENTS_URL, USER_POOL_EVENT_NAMES, applyUserPoolEvent, winningsToast } from './user-pool-events';

/**
 * Keeps My Pools current while it is open (D15): the player's pool stream, reconnecting like the pool
 * page's, written into the ['/api/user-pools'] cache; a prize won shows a toast. Only when signed in.
 */
export function useUserPoolEvents(signedIn: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    return openEventStream({
      url: USER_POOL_EVENTS_URL,
      events: USER_POOL_EVENT_NAMES,
      onMessage: (name, data) => {
        const outcome = applyUserPoolEvent(client, data);
        if (outcome.result === 'invalid') console.warn(`Ignored a malformed "${name}" event of your pools.`);
        if (outcome.result === 'applied' && outcome.wonCents > 0) toast(winningsToast(outcome.pool, outcome.wonCents));
      },
    });
  }, [signedIn, client]);
}
