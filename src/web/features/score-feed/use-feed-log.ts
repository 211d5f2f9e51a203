import { useCallback, useReducer } from 'react';
import { ApiRequestError, apiJson, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { usePendingActions } from '../../lib/use-pending-actions';
import { EMPTY_LOG, logReducer, type LogEntry } from './feed-log';

export type FeedRequest<T> = {
  /** The log's name for it, e.g. "Game Details"; also the busy key of its button. */
  action: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
  /** One line about a successful answer. */
  summarize: (data: T) => string;
};

export type FeedLog = {
  entries: LogEntry[];
  /** Sends the request, logs the outcome, toasts a failure with the server's message; the data or null. */
  run: <T>(request: FeedRequest<T>) => Promise<T | null>;
  clear: () => void;
  isPending: (action: string) => boolean;
};

function errorData(error: unknown): unknown {
  if (error instanceof ApiRequestError) return error.body ?? error.responseText ?? error.message;
  return { message: error instanceof Error ? error.message : String(error) };
}

/** The tester's log and the one way its buttons call the API. */
export function useFeedLog(): FeedLog {
  const [state, dispatch] = useReducer(logReducer, EMPTY_LOG);
  const { setBusy, isPending } = usePendingActions();

  const run = useCallback(
    async <T,>({ action, method, url, body, summarize }: FeedRequest<T>): Promise<T | null> => {
      setBusy(action, true);
      const base = { action, method, url, ...(body === undefined ? {} : { requestBody: body }) };
      try {
        const data = await apiJson<T>(method, url, body);
        dispatch({ type: 'add', entry: { ...base, at: new Date().toISOString(), ok: true, status: 200, summary: summarize(data), data } });
        return data;
      } catch (error) {
        const message = errorMessage(error, 'The request failed.');
        dispatch({
          type: 'add',
          entry: {
            ...base,
            at: new Date().toISOString(),
            ok: false,
            status: error instanceof ApiRequestError ? error.status : null,
            summary: message,
            data: errorData(error),
          },
        });
        toast({ title: `${action} failed`, description: message, variant: 'destructive' });
        return null;
      } finally {
        setBusy(action, false);
      }
    },
    [setBusy],
  );

  return {
    entries: state.entries,
    run,
    clear: useCallback(() => dispatch({ type: 'clear' }), []),
    isPending,
  };
}
