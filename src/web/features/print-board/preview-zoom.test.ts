import { describe, expect, it } from 'vitest';
import { SHEET_WIDTH_PX, previewZoom } from './preview-zoom';

describe('previewZoom', () => {
  it('shows the sheet at its size where it fits, and shrinks it to fit a phone', () => {
    expect(previewZoom(1200)).toBe(1);
    expect(previewZoom(SHEET_WIDTH_PX)).toBe(1);
    expect(previewZoom(SHEET_WIDTH_PX / 2)).toBeCloseTo(0.5);
    expect(previewZoom(358)).toBeCloseTo(358 / SHEET_WIDTH_PX);
  });

  it('stays readable and sane for odd widths', () => {
    expect(previewZoom(50)).toBe(0.3);
    expect(previewZoom(0)).toBe(1);
    expect(previewZoom(Number.NaN)).toBe(1);
  });
});
