import { useCallback, useReducer } from 'react';
import { ApiRequestError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { usePendingActions } from '../../lib/use-pending-actions';
import { EMPTY_ACTIVITY, activityReducer, type ActivityEntry } from './activity';
import { send, type ApiCall } from './api';

/** A 200 that is a failure all the same (a declined card, a rejected purchase): its toast title and message. */
export type Failure = { title: string; message: string };

export type RunOptions<T> = {
  /** The log's name for it, e.g. "Create payment intent"; also the busy key of its button. */
  action: string;
  request: ApiCall<T>;
  summarize: (data: T) => string;
  failure?: (data: T) => Failure | null;
  /** A success worth a toast (escrow actions): its title and message. */
  success?: (data: T) => Failure | null;
};

export type Activity = {
  entries: ActivityEntry[];
  /** Sends the request, logs what came back, toasts errors (spec: test pages show errors in toasts). */
  run: <T>(options: RunOptions<T>) => Promise<T | null>;
  clear: () => void;
  isPending: (action: string) => boolean;
  /** Any request of the tester in flight. */
  busy: boolean;
};

export function useActivity(): Activity {
  const [state, dispatch] = useReducer(activityReducer, EMPTY_ACTIVITY);
  const { setBusy, isPending, anyPending } = usePendingActions();

  const run = useCallback(
    async <T,>({ action, request, summarize, failure, success }: RunOptions<T>): Promise<T | null> => {
      setBusy(action, true);
      const base = { action, method: request.method, url: request.url };
      try {
        const data = await send(request);
        const failed = failure?.(data) ?? null;
        dispatch({
          type: 'add',
          entry: { ...base, at: new Date().toISOString(), ok: !failed, status: 200, summary: failed ? failed.message : summarize(data) },
        });
        if (failed) toast({ title: failed.title, description: failed.message, variant: 'destructive' });
        else {
          const shown = success?.(data);
          if (shown) toast({ title: shown.title, description: shown.message, variant: 'success' });
        }
        return data;
      } catch (error) {
        // A wrong-shaped answer is the server breaking the contract: say so, not the validator's dump.
        const message = error instanceof Error && error.name === 'ZodError' ? 'The server answered in an unexpected shape.' : errorMessage(error, 'The request failed.');
        const status = error instanceof ApiRequestError ? error.status : null;
        dispatch({ type: 'add', entry: { ...base, at: new Date().toISOString(), ok: false, status, summary: message } });
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
    busy: anyPending,
  };
}
