import { describe, expect, it, vi } from 'vitest';
import { RecentPdfs } from './recent-pdfs';

const pdf = (text: string) => () => Promise.resolve(Buffer.from(text));

describe('RecentPdfs', () => {
  it('makes a PDF once per key, and shares one being made', async () => {
    const recent = new RecentPdfs(4);
    const make = vi.fn(pdf('a'));
    const [first, second] = await Promise.all([recent.pdfFor('k', make), recent.pdfFor('k', make)]);
    expect(first.toString()).toBe('a');
    expect(second).toBe(first);
    expect((await recent.pdfFor('k', make)).toString()).toBe('a');
    expect(make).toHaveBeenCalledTimes(1);
  });

  it('keeps the most recently used ones', async () => {
    const recent = new RecentPdfs(2);
    await recent.pdfFor('a', pdf('a'));
    await recent.pdfFor('b', pdf('b'));
    await recent.pdfFor('a', pdf('x'));
    await recent.pdfFor('c', pdf('c'));
    expect(recent.size).toBe(2);
    expect((await recent.pdfFor('a', pdf('new a'))).toString()).toBe('a');
    expect((await recent.pdfFor('b', pdf('new b'))).toString()).toBe('new b');
  });

  it('tells what it has (made or being made) without making anything', async () => {
    const recent = new RecentPdfs(2);
    expect(recent.get('k')).toBeUndefined();
    const making = recent.pdfFor('k', pdf('a'));
    expect(recent.get('k')).toBe(making);
    await recent.pdfFor('b', pdf('b'));
    // Looked at, 'k' is the most recently used: the next one pushes 'b' out.
    expect(recent.get('k')).toBe(making);
    await recent.pdfFor('c', pdf('c'));
    expect(recent.get('b')).toBeUndefined();
    expect((await recent.get('k')!).toString()).toBe('a');
  });

  it('forgets a failure', async () => {
    const recent = new RecentPdfs(2);
    await expect(recent.pdfFor('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect((await recent.pdfFor('k', pdf('ok'))).toString()).toBe('ok');
  });

  it('keys by content, not by object identity', () => {
    expect(RecentPdfs.keyOf({ pool: { id: 1 }, paper: 'a4' })).toBe(RecentPdfs.keyOf({ pool: { id: 1 }, paper: 'a4' }));
    expect(RecentPdfs.keyOf({ pool: { id: 1 }, paper: 'a4' })).not.toBe(RecentPdfs.keyOf({ pool: { id: 1 }, paper: 'letter' }));
  });
});
