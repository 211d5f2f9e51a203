import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';

/**
 * The README and docs/ point at each other, at images and at headings: every relative link must lead
 * somewhere, so a page renamed or a heading reworded cannot leave a reader in front of a dead link.
 */

/** Every markdown file of docs/, depth first. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return markdownFiles(full);
    return name.endsWith('.md') ? [full] : [];
  });
}

/** The text without fenced code blocks and inline code, where brackets are not links. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  const withoutCode = markdown.replace(/^```[\s\S]*?^```/gm, '');
  for (const [, heading] of withoutCode.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const text = heading!.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/`/g, '');
    const slug = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

const files = [path.join(PROJECT_ROOT, 'README.md'), ...markdownFiles(path.join(PROJECT_ROOT, 'docs'))];

/** Every relative link of a file: [text](target) and ![alt](target), leaving out absolute URLs. */
function relativeLinks(file: string): string[] {
  const links = [...prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);
  return links.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target));
}

/** Why a link does not resolve, or undefined when it does. */
function brokenReason(file: string, target: string): string | undefined {
  const [filePart, anchor] = target.split('#', 2) as [string, string | undefined];
  const resolved = filePart === '' ? file : path.resolve(path.dirname(file), decodeURIComponent(filePart));
  if (!existsSync(resolved)) return 'no such file';
  if (anchor === undefined) return undefined;
  if (!resolved.endsWith('.md')) return 'an anchor into a file that is not markdown';
  return anchors(readFileSync(resolved, 'utf8')).has(anchor) ? undefined : 'no such heading';
}

describe('links in the README and docs/', () => {
  it('finds the docs and their links', () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.flatMap(relativeLinks).length).toBeGreaterThan(50);
  });

  it.each(files.map((file) => [path.relative(PROJECT_ROOT, file), file]))('%s: every relative link resolves', (_name, file) => {
    const broken = relativeLinks(file)
      .map((target) => ({ target, reason: brokenReason(file, target) }))
      .filter((link) => link.reason !== undefined)
      .map((link) => `${link.target}: ${link.reason}`);
    expect(broken).toEqual([]);
  });

  it('makes anchors as GitHub does', () => {
    const sample = '# Live streams behind a proxy: use HTTP/2\n## The application core ([D16](x.md))\n## Admins\' two-step sign-in\n## Figures\n## Figures\n```\n# not a heading\n```\n';
    expect([...anchors(sample)]).toEqual(['live-streams-behind-a-proxy-use-http2', 'the-application-core-d16', 'admins-two-step-sign-in', 'figures', 'figures-1']);
  });
});
