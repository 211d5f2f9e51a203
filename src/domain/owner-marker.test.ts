import { describe, expect, it } from 'vitest';
import { contrastRatio } from './color-contrast';
import { OWNER_EMOJI_NAMES, ownerEmoji } from './owner-emoji';
import { initialsOf, OWNER_COLORS, ownerColor, ownerMarker, playerName } from './owner-marker';

const ids = Array.from({ length: 400 }, (_, i) => `user-${i}`);

describe('owner colours', () => {
  it('each reads at AA (4.5:1) or better against its text colour', () => {
    expect(OWNER_COLORS.length).toBeGreaterThanOrEqual(12);
    for (const { background, text } of OWNER_COLORS) expect(contrastRatio(background, text), background).toBeGreaterThanOrEqual(4.5);
  });

  it('are all different, and spread owners over the whole palette', () => {
    expect(new Set(OWNER_COLORS.map((c) => c.background)).size).toBe(OWNER_COLORS.length);
    expect(new Set(ids.map((id) => ownerColor(id).background)).size).toBe(OWNER_COLORS.length);
  });

  it('is the same for an owner every time, and not tied to the emoji (owners sharing one mostly differ in colour)', () => {
    expect(ownerColor('3f1c2a9e-8d2b-4c1e-9a7f-0b1c2d3e4f50')).toEqual(ownerColor('3f1c2a9e-8d2b-4c1e-9a7f-0b1c2d3e4f50'));
    const foxes = ids.filter((id) => ownerEmoji(id) === '🦊');
    expect(foxes.length).toBeGreaterThan(3);
    expect(new Set(foxes.map((id) => ownerColor(id).background)).size).toBeGreaterThan(1);
  });
});

describe('contrastRatio', () => {
  it('measures the WCAG ratio (known values)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Ann Lee', 'AL'],
    ['ann marie lee', 'AL'],
    ['Fox', 'Fo'],
    ['  Grandma  ', 'Gr'],
    ['(Uncle) Bob', 'UB'],
    ['Ö', 'Ö'],
    ['Émile Zola', 'ÉZ'],
    ['🎉', '?'],
    ['', '?'],
  ])('%s: %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('ownerMarker', () => {
  it("names a player by their emoji's word and marks them with its initials and their colour", () => {
    const marker = ownerMarker('user-7');
    const word = OWNER_EMOJI_NAMES[ownerEmoji('user-7')];
    expect(playerName('user-7')).toBe(word.charAt(0).toUpperCase() + word.slice(1));
    expect(marker).toEqual({ ...ownerColor('user-7'), name: playerName('user-7'), initials: initialsOf(playerName('user-7')), emoji: ownerEmoji('user-7') });
    expect(marker.initials).toMatch(/^[A-Z][a-z]$/);
  });
});
