import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../domain/errors';
import { examplePool } from '../../../domain/pool.test-fixtures';
import { AddressTurns } from './address-turns';
import { boardPdfFile, type BoardPdfFile } from './board-pdf-file';
import { BoardPdfs, type Allowance, type Renderer } from './board-pdfs';
import type { RenderJob } from './render-job';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const fileOf = (poolId: number) => boardPdfFile({ pool: examplePool({ id: poolId }), squares: [], inviteCode: null, publicUrl: 'https://squares.example', paper: 'a4', now: NOW });
const ask = (poolId: number, address: string, clientHas: (file: BoardPdfFile) => boolean = () => false) => ({
  address,
  now: NOW,
  prepare: () => Promise.resolve(fileOf(poolId)),
  clientHas,
});

/** Renders on demand: each job waits until the test finishes it. */
function fakeRenderer(room = true) {
  const pending: { job: RenderJob; finish: () => void }[] = [];
  const renderer = {
    assertRoom: vi.fn(() => {
      if (!room) throw new AppError('busy', 'busy', { retryAfterSeconds: 2 });
    }),
    render: vi.fn((job: RenderJob) => new Promise<Buffer>((resolve) => pending.push({ job, finish: () => resolve(Buffer.from(`pdf of ${job.board.joinUrl}`)) }))),
    close: vi.fn(() => Promise.resolve()),
  } satisfies Renderer;
  const finishAll = async () => {
    await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0));
    for (const job of pending.splice(0)) job.finish();
  };
  return { renderer, finishAll, setRoom: (value: boolean) => void (room = value) };
}

/** Counts what is taken, up to `limit` per address. */
function fakeAllowance(limit = Infinity) {
  const taken = new Map<string, number>();
  const allowance = {
    take: vi.fn(async (address: string) => {
      if ((taken.get(address) ?? 0) >= limit) throw new AppError('rate_limited', 'limited', { retryAfterSeconds: 60 });
      taken.set(address, (taken.get(address) ?? 0) + 1);
    }),
    giveBack: vi.fn(async (address: string) => void taken.set(address, (taken.get(address) ?? 1) - 1)),
  } satisfies Allowance;
  return { allowance, taken };
}

function pdfsWith(renderer: Renderer, allowance: Allowance, turns = new AddressTurns()) {
  return new BoardPdfs({ renderer, allowance, turns }, 8);
}

describe('BoardPdfs', () => {
  it('renders a version of a board once: later and simultaneous requests get the same bytes, uncounted', async () => {
    const { renderer, finishAll } = fakeRenderer();
    const { allowance, taken } = fakeAllowance();
    const pdfs = pdfsWith(renderer, allowance);
    const first = [pdfs.answer(ask(1, '10.0.0.1')), pdfs.answer(ask(1, '10.0.0.1')), pdfs.answer(ask(1, '10.0.0.2'))];
    await finishAll();
    const answers = await Promise.all(first);
    expect(answers.map((a) => a.outcome)).toEqual(['rendered', 'cached', 'cached']);
    expect(new Set(answers.map((a) => (a.outcome === 'not_modified' ? null : a.pdf.toString())))).toEqual(new Set(['pdf of https://squares.example/pool/1']));
    expect(await pdfs.answer(ask(1, '10.0.0.3'))).toMatchObject({ outcome: 'cached' });
    expect(renderer.render).toHaveBeenCalledTimes(1);
    // The other address asked alongside: whatever it counted while the board was starting, it got back.
    await vi.waitFor(() => expect(taken.get('10.0.0.2') ?? 0).toBe(0));
    expect(taken.get('10.0.0.1')).toBe(1);
    expect(taken.get('10.0.0.3')).toBeUndefined();
  });

  it('answers not_modified when the client holds this very board, making and counting nothing', async () => {
    const { renderer } = fakeRenderer();
    const { allowance } = fakeAllowance(0);
    const answer = await pdfsWith(renderer, allowance).answer(ask(2, '10.0.0.1', (file) => file.etag === fileOf(2).etag));
    expect(answer).toEqual({ file: fileOf(2), outcome: 'not_modified' });
    expect(renderer.render).not.toHaveBeenCalled();
    expect(allowance.take).not.toHaveBeenCalled();
  });

  it('counts each render against its address and refuses past the limit, while PDFs already made are still given', async () => {
    const { renderer, finishAll } = fakeRenderer();
    const { allowance } = fakeAllowance(2);
    const pdfs = pdfsWith(renderer, allowance);
    const made = [pdfs.answer(ask(1, '10.0.0.1')), pdfs.answer(ask(2, '10.0.0.1'))];
    await vi.waitFor(() => expect(renderer.render).toHaveBeenCalledTimes(2));
    await finishAll();
    await Promise.all(made);
    await expect(pdfs.answer(ask(3, '10.0.0.1'))).rejects.toMatchObject({ code: 'rate_limited' });
    expect(await pdfs.answer(ask(1, '10.0.0.1'))).toMatchObject({ outcome: 'cached' });
    expect(renderer.render).toHaveBeenCalledTimes(2);
  });

  it('refuses with busy before counting when the render threads are full, and gives back a count the threads refuse', async () => {
    const { renderer, setRoom } = fakeRenderer(false);
    const { allowance, taken } = fakeAllowance();
    const pdfs = pdfsWith(renderer, allowance);
    await expect(pdfs.answer(ask(1, '10.0.0.1'))).rejects.toMatchObject({ code: 'busy' });
    expect(allowance.take).not.toHaveBeenCalled();
    expect(renderer.render).not.toHaveBeenCalled();

    // Room at the look, none at the render (another address took the last place meanwhile).
    setRoom(true);
    renderer.render.mockImplementationOnce(() => Promise.reject(new AppError('busy', 'busy', { retryAfterSeconds: 2 })));
    await expect(pdfs.answer(ask(2, '10.0.0.1'))).rejects.toMatchObject({ code: 'busy' });
    await vi.waitFor(() => expect(allowance.giveBack).toHaveBeenCalledWith('10.0.0.1'));
    expect(taken.get('10.0.0.1')).toBe(0);
  });

  it("takes an address's requests one after another, each up to its render's start, and refuses a flood at once", async () => {
    const { renderer, finishAll } = fakeRenderer();
    const { allowance } = fakeAllowance();
    let reading = 0;
    let mostAtOnce = 0;
    const slowAsk = (poolId: number) => ({
      ...ask(poolId, '10.0.0.9'),
      prepare: async () => {
        mostAtOnce = Math.max(mostAtOnce, ++reading);
        await new Promise((resolve) => setTimeout(resolve, 1));
        reading--;
        return fileOf(poolId);
      },
    });
    const pdfs = pdfsWith(renderer, allowance, new AddressTurns(2));
    const answers = [1, 2, 3, 4, 5].map((poolId) => pdfs.answer(slowAsk(poolId)).then((a) => a.outcome, (error: AppError) => error.code));
    // Three renders start (one going, two waiting their turn), although none has finished.
    await vi.waitFor(() => expect(renderer.render).toHaveBeenCalledTimes(3));
    await finishAll();
    expect(await Promise.all(answers)).toEqual(['rendered', 'rendered', 'rendered', 'rate_limited', 'rate_limited']);
    expect(mostAtOnce).toBe(1);
  });

  it('stops its threads when closed', async () => {
    const { renderer } = fakeRenderer();
    await pdfsWith(renderer, fakeAllowance().allowance).close();
    expect(renderer.close).toHaveBeenCalled();
  });
});
