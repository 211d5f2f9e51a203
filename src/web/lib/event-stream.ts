/**
 * A Server-Sent Events subscription that keeps itself alive (DESIGN D15). EventSource retries by
 * itself after a dropped connection, but gives up for good on an HTTP error answer (a restart, a
 * proxy's 502, a refusal): then we open a new one, waiting longer after each failure in a row, and at
 * least as long as the server's Retry-After when it refused the stream (too many open, or busy).
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

/** A Retry-After beyond this is not believed: a stream is never given up for longer than an hour. */
const MAX_RETRY_AFTER_SECONDS = 3_600;

/** A Retry-After header's delay in seconds (we send whole seconds; an HTTP date is not ours), or undefined. */
export function parseRetryAfterSeconds(header: string | null): number | undefined {
  const value = header?.trim();
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  return Math.min(Number(value), MAX_RETRY_AFTER_SECONDS);
}

/**
 * Why a failed stream failed, as far as a retry cares: the server's Retry-After when it refused the
 * stream (429 too many streams, 503 busy). An EventSource never shows the answer that closed it, so the
 * same URL is asked with HEAD, which the server answers as it would a GET but without opening a stream
 * (src/server/realtime/stream-admission.ts). Asked only after a failure; a probe that fails says nothing.
 */
export async function probeRetryAfterSeconds(url: string): Promise<number | undefined> {
  try {
    const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin', cache: 'no-store' });
    if (response.status !== 429 && response.status !== 503) return undefined;
    return parseRetryAfterSeconds(response.headers.get('retry-after'));
  } catch {
    return undefined;
  }
}

/**
 * The wait before the next attempt: the jittered backoff, but never less than Retry-After, plus up to
 * half of it again, so the watchers a full server turned away do not all come back in the same second.
 */
export function nextAttemptDelayMs(attempt: number, retryAfterSeconds: number | undefined, random: () => number = Math.random): number {
  const backoff = jitteredRetryDelayMs(attempt, random);
  if (retryAfterSeconds === undefined) return backoff;
  const told = retryAfterSeconds * 1000;
  return Math.max(backoff, Math.round(told + (random() * told) / 2));
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
      const attempt = failures - 1;
      void probeRetryAfterSeconds(url).then((retryAfterSeconds) => {
        if (!closed) retry = setTimeout(connect, nextAttemptDelayMs(attempt, retryAfterSeconds, random));
      });
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
