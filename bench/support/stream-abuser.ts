import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * One abusive client (the streams bench): from a single address, it opens live streams as fast as the
 * server answers, `concurrency` attempts in flight, for `seconds`. Every stream let in is kept open to
 * the end; every refusal is retried at once (Retry-After ignored, as a hostile script would). Runs as a
 * process of its own, so its loop does not share an event loop with the bench's timings.
 */
export interface AbuseOptions {
  url: string;
  path: string;
  address: string;
  concurrency: number;
  seconds: number;
}

export interface AbuseReport {
  attempts: number;
  /** Answers by HTTP status ('error' for a connection that failed). */
  answers: Record<string, number>;
  /** Streams let in and still open at the end. */
  held: number;
  /** The most streams open at once. */
  heldMax: number;
  /** A refusal's Retry-After, as the server sent it (the first seen). */
  retryAfter: string | null;
}

const CHILD = fileURLToPath(import.meta.url);

/** Runs the abuser as a child process and resolves with its report. */
export function runAbuser(options: AbuseOptions): Promise<AbuseReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
      cwd: path.resolve(path.dirname(CHILD), '../..'),
      env: { ...process.env, STREAM_ABUSER: JSON.stringify(options) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !last.startsWith('{')) return reject(new Error(`the stream abuser exited ${code}: ${out.slice(-500)}`));
      resolve(JSON.parse(last) as AbuseReport);
    });
  });
}

async function abuse({ url, path: streamPath, address, concurrency, seconds }: AbuseOptions): Promise<AbuseReport> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity, localAddress: address });
  const base = new URL(url);
  const report: AbuseReport = { attempts: 0, answers: {}, held: 0, heldMax: 0, retryAfter: null };
  const open: http.ClientRequest[] = [];
  const count = (answer: string) => (report.answers[answer] = (report.answers[answer] ?? 0) + 1);
  const deadline = performance.now() + seconds * 1000;

  const attempt = () =>
    new Promise<void>((done) => {
      report.attempts++;
      const request = http.get({ agent, hostname: base.hostname, port: base.port, path: streamPath, headers: { accept: 'text/event-stream' } }, (response) => {
        const status = String(response.statusCode);
        count(status);
        if (response.statusCode === 200) {
          open.push(request);
          report.held = open.length;
          report.heldMax = Math.max(report.heldMax, open.length);
          response.on('close', () => {
            const at = open.indexOf(request);
            if (at >= 0) open.splice(at, 1);
            report.held = open.length;
          });
          response.resume();
          return done();
        }
        report.retryAfter ??= (response.headers['retry-after'] as string | undefined) ?? null;
        response.resume();
        response.on('end', done);
        response.on('error', () => done());
      });
      request.on('error', () => {
        count('error');
        done();
      });
    });

  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) await attempt();
    }),
  );
  report.held = open.length;
  for (const request of open.splice(0)) request.destroy();
  agent.destroy();
  return report;
}

if (process.env.STREAM_ABUSER) {
  const report = await abuse(JSON.parse(process.env.STREAM_ABUSER) as AbuseOptions);
  process.stdout.write(`${JSON.stringify(report)}\n`);
  process.exit(0);
}
