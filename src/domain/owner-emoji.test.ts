import { describe, expect, it } from 'vitest';
import { fnv1a, OWNER_EMOJI_NAMES, OWNER_EMOJIS, ownerEmoji, ownerEmojiName } from './owner-emoji';

describe('owner emoji', () => {
  it('is stable per owner and spreads owners over the set', () => {
    const id = '3f1c2a9e-8d2b-4c1e-9a7f-0b1c2d3e4f50';
    expect(ownerEmoji(id)).toBe(ownerEmoji(id));
    const seen = new Set(Array.from({ length: 400 }, (_, i) => ownerEmoji(`user-${i}`)));
    expect(seen.size).toBeGreaterThan(OWNER_EMOJIS.length * 0.8);
  });

  it('gives every emoji its own spoken name', () => {
    const names = OWNER_EMOJIS.map((emoji) => OWNER_EMOJI_NAMES[emoji]);
    expect(names.every((name) => /^[a-z]+$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(OWNER_EMOJIS.length);
    expect(ownerEmojiName('user-7')).toBe(OWNER_EMOJI_NAMES[ownerEmoji('user-7')]);
  });

  it('uses 32-bit FNV-1a (known vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });
});
