import http from 'node:http';

/** POST a JSON body from a given local address (Node's http client can bind one; Playwright's cannot). */
export type Posted = { status: number; text: string; setCookie: string[] };

export function postJsonFrom(localAddress: string | undefined, url: URL, body: unknown, headers: Record<string, string>): Promise<Posted> {
  return new Promise<Posted>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, setCookie: res.headers['set-cookie'] ?? [] }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

