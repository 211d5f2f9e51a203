import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small reverse proxy that does for tests what the Caddy configuration of docs/operations.md does in production
 * (reverse_proxy with health_uri /readyz and lb_try_duration): round robin over the app processes that
 * answer /readyz, an active health check every `healthEveryMs`, and a retry on the next process when a
 * connection cannot be made (nothing was sent, so any request may go elsewhere). A request that was sent
 * and then lost (the process died under it) is retried only when it is idempotent (GET/HEAD); otherwise
 * the client gets 502, as it would from Caddy or nginx.
 *
 * Every upstream request uses a new connection, so a process that stops listening is seen at once as
 * ECONNREFUSED rather than as a reset keep-alive socket. Streams (SSE) are piped as they come.
 */
export class RoundRobinProxy {
  private next = 0;
  private readonly healthy: boolean[];
  private healthTimer: NodeJS.Timeout | undefined;
  /** Requests retried on another process after a refused connection or a lost idempotent request. */
  retried = 0;
  /** Requests answered 502 because every attempt failed. */
  badGateway = 0;
  /** Requests each upstream answered (any status), by the upstream's index. */
  readonly answered: number[];

  private constructor(
    private readonly server: http.Server,
    readonly upstreams: string[],
  ) {
    this.healthy = upstreams.map(() => false);
    this.answered = upstreams.map(() => 0);
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  static async start(upstreams: string[], options: { healthEveryMs?: number } = {}): Promise<RoundRobinProxy> {
    const holder: { proxy?: RoundRobinProxy } = {};
    const server = http.createServer((req, res) => void holder.proxy!.handle(req, res));
    const proxy = new RoundRobinProxy(server, upstreams);
    holder.proxy = proxy;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    await proxy.checkHealth();
    proxy.healthTimer = setInterval(() => void proxy.checkHealth(), options.healthEveryMs ?? 200);
    return proxy;
  }

  /** Which upstreams the last health check found ready. */
  readyUpstreams(): string[] {
    return this.upstreams.filter((_, i) => this.healthy[i]);
  }

  private async checkHealth(): Promise<void> {
    await Promise.all(
      this.upstreams.map(async (upstream, i) => {
        try {
          const response = await fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(1000) });
          await response.arrayBuffer();
          this.healthy[i] = response.ok;
        } catch {
          this.healthy[i] = false;
        }
      }),
    );
  }

  /** The next ready upstream after the ones already tried; a not-yet-ready one only when none is ready. */
  private pick(tried: Set<number>): number | undefined {
    for (const wantHealthy of [true, false]) {
      for (let step = 0; step < this.upstreams.length; step++) {
        const i = (this.next + step) % this.upstreams.length;
        if (tried.has(i) || this.healthy[i] !== wantHealthy) continue;
        this.next = (i + 1) % this.upstreams.length;
        return i;
      }
    }
    return undefined;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    const tried = new Set<number>();
    let lost = false;
    // Up to 5 s of attempts (Caddy's lb_try_duration), so a moment with no ready process is waited out.
    const deadline = performance.now() + 5000;
    for (;;) {
      const index = this.pick(tried);
      if (index === undefined) {
        if (performance.now() > deadline) break;
        tried.clear();
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      tried.add(index);
      const outcome = await this.forward(this.upstreams[index]!, req, body, res);
      if (outcome === 'done') {
        this.answered[index]!++;
        return;
      }
      this.healthy[index] = false;
      if (outcome === 'lost' && !idempotent) {
        lost = true;
        break;
      }
      this.retried++;
    }
    this.badGateway++;
    // x-proxy-lost: the request reached a process that died before answering (tests tell it from other 502s).
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json', ...(lost ? { 'x-proxy-lost': '1' } : {}) });
    res.end(JSON.stringify({ message: 'Bad gateway: no app process answered', code: 'bad_gateway' }));
  }

  /** 'refused': no connection (nothing sent); 'lost': sent, then the connection failed before an answer. */
  private forward(upstream: string, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<'done' | 'refused' | 'lost'> {
    return new Promise((resolve) => {
      const target = new URL(req.url ?? '/', upstream);
      let connected = false;
      const outgoing = http.request(
        target,
        {
          method: req.method,
          headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1', connection: 'close' },
          agent: false,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('error', () => res.destroy());
          res.on('close', () => answer.destroy());
          resolve('done');
        },
      );
      outgoing.on('socket', (socket) => socket.once('connect', () => (connected = true)));
      outgoing.on('error', () => resolve(connected ? 'lost' : 'refused'));
      outgoing.end(body);
    });
  }

  async close(): Promise<void> {
    clearInterval(this.healthTimer);
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
