import type { CachedRead } from '../read-model/read-model';

/**
 * One read for everyone asking at once: a read that costs real CPU per request (a long list's query,
 * its schema check and its JSON) is made at most once at a time; whoever asks while it is being made
 * waits for the next one, which starts when it ends and serves them all — so every answer was read after
 * its request arrived (never older than a write the client made before asking), and a burst of any size
 * costs two reads, not one per request. The answers share one CachedRead, so they are serialized once
 * too (http/cached-answer.ts).
 */
export class SharedRead<Value> {
  private current: Promise<CachedRead<Value>> | undefined;
  private next: Promise<CachedRead<Value>> | undefined;
  private made = 0;

  constructor(private readonly read: () => Promise<Value>) {}

  get(): Promise<CachedRead<Value>> {
    if (!this.current) return this.start();
    this.next ??= this.current.then(
      () => this.startNext(),
      () => this.startNext(),
    );
    return this.next;
  }

  /** Reads made so far (each served every request that waited for it). */
  get reads(): number {
    return this.made;
  }

  private startNext(): Promise<CachedRead<Value>> {
    this.next = undefined;
    return this.start();
  }

  private start(): Promise<CachedRead<Value>> {
    this.made++;
    const reading = this.read().then((value) => ({ value }));
    this.current = reading;
    const done = () => {
      if (this.current === reading) this.current = undefined;
    };
    reading.then(done, done);
    return reading;
  }
}
