import { describe, expect, it } from 'vitest';
import { hexColor, solid, tint } from './pdf-colors';

describe('team colours on paper', () => {
  it('reads #rgb and #rrggbb', () => {
    expect(hexColor('#E31837')).toBe('#e31837');
    expect(hexColor('#0af')).toBe('#00aaff');
    expect(hexColor('navy')).toBeNull();
  });

  it('mixes a colour into white, and falls back for colours it cannot read', () => {
    expect(tint('#000000', 0.14)).toBe('#dbdbdb');
    expect(tint('#ffffff', 0.5)).toBe('#ffffff');
    expect(tint('rgb(1,2,3)', 0.14)).toBe('#eef0f3');
    expect(solid('hotpink')).toBe('#475569');
    expect(solid('#E31837')).toBe('#e31837');
  });
});
