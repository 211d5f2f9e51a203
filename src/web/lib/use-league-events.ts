import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { openEventStream } from './event-stream';
import { LEAGUE_EVENTS_URL, LEAGUE_EVENT_NAME_LIST, applyLeagueEvent } from './league-events';

/**
 * Keeps the leagues (and so the dashboard's week and games) current while a page that shows them is
 * open: the leagues stream, reconnecting like the pool page's, written into the query cache (D15).
 */
export function useLeagueEvents(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      openEventStream({
        url: LEAGUE_EVENTS_URL,
        events: LEAGUE_EVENT_NAME_LIST,
        onMessage: (name, data) => {
          if (applyLeagueEvent(client, data) === 'invalid') console.warn(`Ignored a malformed "${name}" event of the leagues.`);
        },
      }),
    [client],
  );
}
