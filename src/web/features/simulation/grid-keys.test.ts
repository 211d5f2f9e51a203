import { describe, expect, it } from 'vitest';
import { gridKey } from './grid-keys';

describe('board keyboard model', () => {
  const middle = { row: 4, column: 4 };

  it.each([
    ['ArrowUp', { row: 3, column: 4 }],
    ['ArrowDown', { row: 5, column: 4 }],
    ['ArrowLeft', { row: 4, column: 3 }],
    ['ArrowRight', { row: 4, column: 5 }],
    ['Home', { row: 4, column: 0 }],
    ['End', { row: 4, column: 9 }],
    ['PageUp', { row: 0, column: 4 }],
    ['PageDown', { row: 9, column: 4 }],
  ])('%s moves focus', (key, to) => {
    expect(gridKey(middle, key)).toEqual({ kind: 'move', to });
  });

  it('Ctrl+Home and Ctrl+End go to the corners', () => {
    expect(gridKey(middle, 'Home', true)).toEqual({ kind: 'move', to: { row: 0, column: 0 } });
    expect(gridKey(middle, 'End', true)).toEqual({ kind: 'move', to: { row: 9, column: 9 } });
  });

  it('stops at the edges instead of wrapping', () => {
    expect(gridKey({ row: 0, column: 0 }, 'ArrowUp')).toEqual({ kind: 'move', to: { row: 0, column: 0 } });
    expect(gridKey({ row: 0, column: 0 }, 'ArrowLeft')).toEqual({ kind: 'move', to: { row: 0, column: 0 } });
    expect(gridKey({ row: 9, column: 9 }, 'ArrowDown')).toEqual({ kind: 'move', to: { row: 9, column: 9 } });
    expect(gridKey({ row: 9, column: 9 }, 'ArrowRight')).toEqual({ kind: 'move', to: { row: 9, column: 9 } });
  });

  it.each(['Enter', ' ', 'Spacebar'])('%j activates', (key) => {
    expect(gridKey(middle, key)).toEqual({ kind: 'activate' });
  });

  it.each(['Tab', 'a', 'Escape'])('%s is left to the browser', (key) => {
    expect(gridKey(middle, key)).toBeNull();
  });
});
