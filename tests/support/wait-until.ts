export interface WaitUntilOptions {
  /** What is awaited, for the failure: "the relay to lead". */
  what: string;
  /** Give up after this many milliseconds. */
  timeout?: number;
  /** Look again this many milliseconds after a look said no; conditions that query a database keep it modest. */
  every?: number;
  /** The state to name when the time is up, so a failure says how far things got. */
  lastSeen?: () => string;
}

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

/**
 * Waits for a condition instead of for a guessed time: asks `condition` until it answers something truthy
 * (returned, so a wait can hand over what it waited for) or `timeout` passes, then fails naming `what`.
 * For a state with no event to listen to (a row, a metric, another process's lock); a promise resolved by
 * the event itself is better where there is one.
 */
export async function waitUntil<T>(condition: () => T | Promise<T>, options: WaitUntilOptions): Promise<Truthy<T>> {
  const { what, timeout = 5_000, every = 20, lastSeen } = options;
  const deadline = performance.now() + timeout;
  for (;;) {
    const answer = await condition();
    if (answer) return answer as Truthy<T>;
    if (performance.now() > deadline) {
      throw new Error(`timed out after ${timeout} ms waiting for ${what}${lastSeen ? `; last seen: ${lastSeen()}` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}
