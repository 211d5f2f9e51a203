import http from 'node:http';

export interface BenchResponse {
  status: number;
  /** The response body as text ('' when empty). */
  text: string;
}

/**
 * A same-origin JSON POST as the browser sends it (session cookie, Origin), over a keep-alive agent the
 * caller sizes for its players. Plain node:http: fetch's own pooling would be measured too.
 */
export function postJson(
  agent: http.Agent,
  base: URL,
  path: string,
  body: string,
  cookie: string,
  extraHeaders: Record<string, string> = {},
): Promise<BenchResponse> {
  const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), cookie, origin: base.origin, ...extraHeaders };
  return send(agent, base, 'POST', path, headers, body);
}

/** A GET as the browser sends it (headers given: its cookie, its address behind the proxy), over the caller's agent. */
export function getText(agent: http.Agent, base: URL, path: string, headers: Record<string, string> = {}): Promise<BenchResponse> {
  return send(agent, base, 'GET', path, headers);
}

function send(agent: http.Agent, base: URL, method: string, path: string, headers: Record<string, string>, body?: string): Promise<BenchResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ agent, hostname: base.hostname, port: base.port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
