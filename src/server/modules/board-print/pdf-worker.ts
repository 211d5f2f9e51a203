/**
 * A render thread's entry point (render-threads.ts starts it): makes the PDFs it is sent, one at a time,
 * off the server's event loop. Bundled on its own as dist/server/board-pdf-worker.js (scripts/server-entry-points.mjs).
 */
import { parentPort } from 'node:worker_threads';
import { renderJob, type RenderJob } from './render-job';

const port = parentPort;
if (!port) throw new Error('pdf-worker.ts runs only as a worker thread');
port.on('message', (job: RenderJob) => {
  void renderJob(job).then((reply) => port.postMessage(reply));
});
