import { createHash } from 'node:crypto';

/**
 * The last PDFs this process made, by what they were made from. Making one takes 50-100 ms of CPU;
 * a board printed by a whole office, or a download link shared around, asks for the same bytes again and
 * again: each version of a board is made once. Requests that arrive while the same PDF is being made
 * wait for that one. Least recently used goes first.
 */
export class RecentPdfs {
  private readonly made = new Map<string, Promise<Buffer>>();

  constructor(private readonly max: number) {}

  /** A key for everything a PDF shows: the same inputs, the same key. */
  static keyOf(inputs: unknown): string {
    return createHash('sha256').update(JSON.stringify(inputs)).digest('base64url');
  }

  /** The PDF made (or being made) for `key`, if this process has it; it becomes the most recently used. */
  get(key: string): Promise<Buffer> | undefined {
    const known = this.made.get(key);
    if (known) {
      this.made.delete(key);
      this.made.set(key, known);
    }
    return known;
  }

  /** The PDF made for `key`, made by `make` when this process has none. */
  pdfFor(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const known = this.get(key);
    if (known) return known;
    const making = make();
    this.made.set(key, making);
    // A failure is not remembered: the next request tries again.
    making.catch(() => {
      if (this.made.get(key) === making) this.made.delete(key);
    });
    while (this.made.size > this.max) this.made.delete(this.made.keys().next().value!);
    return making;
  }

  get size(): number {
    return this.made.size;
  }
}
