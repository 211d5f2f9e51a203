/**
 * A Server-Sent Events subscription that keeps itself alive (DESIGN D15). EventSource retries by
 * itself after a dropped connection, but gives up for good on an HTTP error answer (a restart, a
 * proxy's 502): then we open a new one, waiting longer after each failure in a row.
 */

/**
 * connecting: first attempt; live: the stream is open; reconnecting: the browser (or we) are trying
 * again; offline: several attempts failed in a row (we keep trying, less often).
 */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

const RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 60_000;
const OFFLINE_AFTER_ATTEMPTS = 3;

/** The longest wait before the given retry (0 = the first): doubling from 2 s up to a minute. */
export function retryDelayMs(attempt: number): number {
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, attempt));
}

/**
 * The wait actually used: between half and all of retryDelayMs. When a server restarts, all its
 * watchers fail at once; without jitter they would all come back in the same instant, again and again.
 */
export function jitteredRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  const longest = retryDelayMs(attempt);
  return Math.round(longest / 2 + (random() * longest) / 2);
}

export type EventStreamOptions = {
  url: string;
  /** The SSE `event:` names to listen to. */
  events: readonly string[];
  /** Every message of those events: its name and raw `data:`. */
  onMessage: (name: string, data: string) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Draws the retry jitter; tests pin it. */
  random?: () => number;
};

/** Opens the stream; the returned function closes it and stops any pending retry. */
export function openEventStream({ url, events, onMessage, onStatus, random }: EventStreamOptions): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const connect = () => {
    if (closed) return;
    const current = new EventSource(url);
    source = current;
    current.onopen = () => {
      failures = 0;
      onStatus?.('live');
    };
    current.onerror = () => {
      if (current.readyState !== EventSource.CLOSED) {
        onStatus?.('reconnecting');
        return;
      }
      current.close();
      failures += 1;
      onStatus?.(failures >= OFFLINE_AFTER_ATTEMPTS ? 'offline' : 'reconnecting');
      retry = setTimeout(connect, jitteredRetryDelayMs(failures - 1, random));
    };
    for (const name of events) {
      current.addEventListener(name, (event) => onMessage(name, (event as MessageEvent<string>).data));
    }
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(retry);
    source?.close();
  };
}
