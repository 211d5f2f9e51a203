import type { Sent, Step } from './fuzz-runner';

/**
 * Problems found by the fuzz, grouped by kind x route x audience, each with its first request written out
 * so it can be replayed by hand (escapes visible: a NUL is \u0000, a lone surrogate \ud800).
 */
export interface Finding {
  kind: string;
  route: string;
  audience: string;
  count: number;
  example: string;
}

const MAX_EXCERPT = 300;

/** JSON text with long strings cut (a 100 KB string shows as its length) and the whole cut to a line. */
export function excerpt(text: string | undefined): string {
  if (text === undefined) return '(no body)';
  const short = text.replace(/"((?:[^"\\]|\\.){80})(?:[^"\\]|\\.){40,}"/g, (_m, head: string) => `"${head}…"`);
  return short.length > MAX_EXCERPT ? `${short.slice(0, MAX_EXCERPT)}… (${text.length} chars)` : short;
}

/** A URL with escapes made visible and long parameters cut. */
const shortUrl = (url: string) => (url.length > 200 ? `${url.slice(0, 200)}… (${url.length} chars)` : url);

export class Findings {
  private readonly byKey = new Map<string, Finding>();

  add(kind: string, route: string, audience: string, example: string): void {
    const key = `${kind}|${route}|${audience}`;
    const found = this.byKey.get(key);
    if (found) found.count++;
    else this.byKey.set(key, { kind, route, audience, count: 1, example });
  }

  addRequest(kind: string, step: Step, sent: Sent): void {
    const request = `${sent.method} ${shortUrl(sent.url)}  body ${excerpt(sent.payload)}  as ${step.audience} (${step.kind} input)`;
    this.add(kind, `${step.op.method} ${step.op.path}`, step.audience, `${request}\n      -> ${sent.status} ${excerpt(sent.text)}`);
  }

  get size(): number {
    return this.byKey.size;
  }

  report(header: string): string {
    const lines = [...this.byKey.values()]
      .sort((a, b) => a.route.localeCompare(b.route) || a.kind.localeCompare(b.kind) || a.audience.localeCompare(b.audience))
      .map((f) => `- ${f.route} as ${f.audience}: ${f.kind} (${f.count}x), e.g.\n      ${f.example}`);
    return [header, ...lines].join('\n');
  }
}
