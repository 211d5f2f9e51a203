import { AppError } from '../../../domain/errors';
import type { BoardPdfFile } from './board-pdf-file';
import { RecentPdfs } from './recent-pdfs';
import type { RenderJob } from './render-job';

/** What makes PDFs (render-threads.ts). */
export interface Renderer {
  assertRoom(): void;
  render(job: RenderJob): Promise<Buffer>;
  close(): Promise<void>;
}

/** How many PDFs an address may have made (render-allowance.ts). */
export interface Allowance {
  take(address: string, now: Date): Promise<void>;
  giveBack(address: string): Promise<void>;
}

/** One address's requests, one after another (address-turns.ts). */
export interface Turns {
  run<T>(address: string, step: () => Promise<T>): Promise<T>;
}

/** A request's answer: the client's copy is current (304), or the PDF, made for it or before. */
export type BoardPdfAnswer = { file: BoardPdfFile; outcome: 'not_modified' } | { file: BoardPdfFile; outcome: 'rendered' | 'cached'; pdf: Buffer };

export interface BoardPdfRequest {
  address: string;
  now: Date;
  /** Reads the pool as the viewer may see it (404 otherwise) and names its printed board. */
  prepare: () => Promise<BoardPdfFile>;
  /** Whether the client holds this very board already (its If-None-Match names the ETag). */
  clientHas: (file: BoardPdfFile) => boolean;
}

/**
 * Where the printed boards come from. An address's requests take their turn one after another (a flood
 * from one address is refused in memory before it reads anything); then the client's own copy (304),
 * this process's recent PDFs (free, never refused), or one render: refused with 503 busy when the render
 * threads and their queue are full (nothing counted), else counted against the address (429 past its
 * limit) and made on a render thread. Each version of a board is made once per process: requests for one
 * being made wait for it. The address's turn ends once the render has started, not once it is done.
 */
export class BoardPdfs {
  private readonly recent: RecentPdfs;

  constructor(
    private readonly parts: { renderer: Renderer; allowance: Allowance; turns: Turns },
    keep: number,
  ) {
    this.recent = new RecentPdfs(keep);
  }

  async answer(request: BoardPdfRequest): Promise<BoardPdfAnswer> {
    const { renderer, allowance, turns } = this.parts;
    const had = await turns.run(request.address, async () => {
      const file = await request.prepare();
      if (request.clientHas(file)) return { file, outcome: 'not_modified' as const };
      const known = this.recent.get(file.key);
      if (known) return { file, outcome: 'cached' as const, making: known };
      renderer.assertRoom();
      await allowance.take(request.address, request.now);
      // Another address's request started this very board meanwhile: it is theirs, and this one is not counted.
      const started = this.recent.get(file.key);
      if (started) {
        allowance.giveBack(request.address).catch(() => undefined);
        return { file, outcome: 'cached' as const, making: started };
      }
      const making = this.recent.pdfFor(file.key, () => renderer.render(file.job));
      // The threads filled up between the look and the render (another address's render): a refused render is no render.
      making.catch((error: unknown) => (isBusy(error) ? allowance.giveBack(request.address) : undefined)).catch(() => undefined);
      return { file, outcome: 'rendered' as const, making };
    });
    if (had.outcome === 'not_modified') return had;
    return { file: had.file, outcome: had.outcome, pdf: await had.making };
  }

  close(): Promise<void> {
    return this.parts.renderer.close();
  }
}

const isBusy = (error: unknown) => error instanceof AppError && error.code === 'busy';
