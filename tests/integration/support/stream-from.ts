import http from 'node:http';

/** A live stream as one client opened it over real HTTP: answered (200 and its first event) or refused (the body). */
export interface OpenedStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** A refusal's JSON body (undefined for an open stream). */
  body: unknown;
  /** The start of an open stream: its retry hint, and with `waitFor: 'event'` its first event. */
  text: string;
  /** Ends the stream from the client's side (the socket is closed). */
  close(): void;
}

/**
 * Opens `url` (a GET on a stream route) from a loopback address of its own, e.g. 127.0.0.2: every
 * address of 127.0.0.0/8 is this machine, so tests get distinct clients without trusting a proxy's
 * X-Forwarded-For. Resolves once the stream is open (its retry hint, written once the route has done its
 * work) or, with `waitFor: 'event'`, once its first event has arrived; a refusal once read whole.
 */
export function openStreamFrom(
  url: string,
  { address, headers = {}, waitFor = 'open' }: { address: string; headers?: Record<string, string>; waitFor?: 'open' | 'event' },
): Promise<OpenedStream> {
  const opened = waitFor === 'open' ? /^retry: \d+\n\n/ : /\ndata: /;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { localAddress: address, agent: false, headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const status = response.statusCode ?? 0;
      let text = '';
      const close = () => request.destroy();
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (status === 200 && opened.test(text)) resolve({ status, headers: response.headers, body: undefined, text, close });
      });
      response.on('end', () => {
        if (status === 200) return reject(new Error(`${url}: the stream ended before its first event`));
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // not JSON
        }
        resolve({ status, headers: response.headers, body, text, close });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** A plain request (GET or HEAD) from a loopback address of its own: status, headers and body text. */
export function requestFrom(
  url: string,
  { address, method = 'GET', headers = {} }: { address: string; method?: 'GET' | 'HEAD'; headers?: Record<string, string> },
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, localAddress: address, agent: false, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
