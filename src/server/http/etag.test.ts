import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, weakEtagOf } from './etag';

describe('weak ETags', () => {
  it('are equal for equal bodies and differ when one byte differs', () => {
    expect(weakEtagOf('{"a":1}')).toBe(weakEtagOf(Buffer.from('{"a":1}')));
    expect(weakEtagOf('{"a":1}')).not.toBe(weakEtagOf('{"a":2}'));
    expect(weakEtagOf('{"a":1}')).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
  });

  it('If-None-Match: weak comparison, lists, * and nothing', () => {
    const tag = weakEtagOf('body');
    expect(ifNoneMatchHits(tag, tag)).toBe(true);
    expect(ifNoneMatchHits(tag.replace('W/', ''), tag)).toBe(true);
    expect(ifNoneMatchHits(`W/"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHits('*', tag)).toBe(true);
    expect(ifNoneMatchHits('W/"other"', tag)).toBe(false);
    expect(ifNoneMatchHits(undefined, tag)).toBe(false);
    expect(ifNoneMatchHits('', tag)).toBe(false);
  });
});
