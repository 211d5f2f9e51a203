import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LEAGUE_EVENT_NAMES } from '../../domain/event-names';
import { afterNextPaint } from './after-next-paint';
import { openEventStream } from './event-stream';
import { whenLoaded } from './when-loaded';

const LEAGUE_EVENTS_URL = '/api/leagues/events';
const LEAGUE_EVENT_NAME_LIST = [LEAGUE_EVENT_NAMES.league] as const;

/**
 * Keeps the leagues (and so the dashboard's week and games) current while a page that shows them is
 * open: the leagues stream, reconnecting like the pool page's, written into the query cache (D15).
 * The events' decoder (zod) loads with the stream, not with the page, and the stream opens after the
 * page's next paint (lib/after-next-paint.ts): its requests never delay what the page first shows.
 */
export function useLeagueEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    let close = () => {};
    const cancel = afterNextPaint(() => {
      const decoder = whenLoaded(import('./league-events'), 'the leagues stream decoder');
      close = openEventStream({
        url: LEAGUE_EVENTS_URL,
        events: LEAGUE_EVENT_NAME_LIST,
        onMessage: (name, data) =>
          decoder(({ applyLeagueEvent }) => {
            if (applyLeagueEvent(client, data) === 'invalid') console.warn(`Ignored a malformed "${name}" event of the leagues.`);
          }),
      });
    });
    return () => {
      cancel();
      close();
    };
  }, [client]);
}
