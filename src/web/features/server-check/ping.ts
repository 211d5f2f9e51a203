/** One round trip to the server's readiness check (GET /readyz: the process answers and so does its database). */

export const READY_PATH = '/readyz';

export type PingResult = {
  ok: boolean;
  /** HTTP status; null when no answer came (network failure). */
  status: number | null;
  /** What happened, in words. */
  message: string;
  /** Round trip in whole milliseconds. */
  ms: number;
};

function messageOf(status: number, body: unknown, statusText: string): string {
  if (status === 200) return 'The server and its database are answering.';
  const detail = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : statusText;
  return `${status}: ${detail || 'No details'}`;
}

/** `clock` is performance.now by default; tests pass their own. */
export async function pingServer(clock: () => number = () => performance.now()): Promise<PingResult> {
  const started = clock();
  const elapsed = () => Math.max(0, Math.round(clock() - started));
  try {
    const response = await fetch(READY_PATH, { cache: 'no-store', credentials: 'include' });
    const body: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, message: messageOf(response.status, body, response.statusText), ms: elapsed() };
  } catch {
    return { ok: false, status: null, message: 'No answer: the request did not reach the server.', ms: elapsed() };
  }
}
