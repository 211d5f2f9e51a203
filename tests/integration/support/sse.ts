export interface SseEvent {
  id: string | undefined;
  event: string;
  data: unknown;
}

/** Reads a text/event-stream over real HTTP and hands out its events in order. */
export class SseReader {
  private buffer = '';
  private readonly events: SseEvent[] = [];
  private waiters: (() => void)[] = [];
  private readonly controller = new AbortController();
  status = 0;
  contentType = '';
  /** The server ended the stream (or the connection broke). */
  ended = false;

  static async open(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
    const reader = new SseReader();
    const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: reader.controller.signal });
    reader.status = response.status;
    reader.contentType = response.headers.get('content-type') ?? '';
    if (response.body) void reader.pump(response.body);
    return reader;
  }

  private async pump(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    try {
      const reader = body.getReader();
      for (;;) {
        const { value: chunk, done } = await reader.read();
        if (done) break;
        this.buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          const block = this.buffer.slice(0, end);
          this.buffer = this.buffer.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
          }
          if (!fields.has('data')) continue;
          this.events.push({ id: fields.get('id'), event: fields.get('event') ?? 'message', data: JSON.parse(fields.get('data')!) });
          this.waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
    this.ended = true;
    this.waiters.splice(0).forEach((wake) => wake());
  }

  /** The next event named `name` (skipping others), or a failure after `timeoutMs`. */
  async next(name: string, timeoutMs = 5000): Promise<SseEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.events.findIndex((e) => e.event === name);
      if (index >= 0) return this.events.splice(index, 1)[0]!;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms (saw: ${this.events.map((e) => e.event).join(', ') || 'nothing'})`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, remaining);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** The next event of any name, in order; undefined once the stream has ended and every event was read. */
  async nextAny(): Promise<SseEvent | undefined> {
    for (;;) {
      if (this.events.length > 0) return this.events.shift();
      if (this.ended) return undefined;
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  close(): void {
    this.controller.abort();
  }
}
