// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boardGeometry } from '../../../domain/board-geometry';
import { ownerColor, ownerMarker } from '../../../domain/owner-marker';
import { BoardGrid } from './board-grid';
import { buildBoardCells, type BoardCell } from './board-model';

afterEach(cleanup);

const HOME = { name: 'Kansas City Chiefs', color: '#e31837' };
const AWAY = { name: 'Philadelphia Eagles', color: '#004c54' };

function renderBoard(cells: BoardCell[], onSquareActivate = vi.fn()) {
  render(<BoardGrid cells={cells} home={HOME} away={AWAY} side={10} headers={null} interactive onSquareActivate={onSquareActivate} />);
  return onSquareActivate;
}

const squares = () => screen.getAllByRole('gridcell');
const square = (row: number, column: number) => screen.getByRole('gridcell', { name: new RegExp(`^Row ${row + 1}, column ${column + 1},`) });
const tabStops = () => squares().filter((cell) => cell.getAttribute('tabindex') === '0');

describe('<BoardGrid/> keyboard', () => {
  const board = buildBoardCells({
    squares: [{ row: 0, column: 0, userId: 'someone' }],
    userId: 'me',
    selected: [],
    digits: null,
    winning: null,
  });

  it('is a labelled grid of 100 named squares with one tab stop, on the first free square', () => {
    renderBoard(board);
    expect(screen.getByRole('grid', { name: 'Squares board: rows are Philadelphia Eagles digits, columns are Kansas City Chiefs digits' })).toBeTruthy();
    expect(squares()).toHaveLength(100);
    expect(tabStops()).toEqual([square(0, 1)]);
    // Native buttons: Enter and Space click them in every browser, so the keyboard selects like the mouse.
    expect(squares().every((cell) => cell.tagName === 'BUTTON' && cell.getAttribute('type') === 'button')).toBe(true);
  });

  it('moves focus and the one tab stop with the arrows, Home/End and PageUp/PageDown, stopping at the edges', () => {
    renderBoard(board);
    act(() => square(0, 1).focus());
    const press = (key: string, ctrlKey = false) => fireEvent.keyDown(document.activeElement!, { key, ctrlKey });

    press('ArrowDown');
    expect(document.activeElement).toBe(square(1, 1));
    press('ArrowRight');
    press('ArrowRight');
    expect(document.activeElement).toBe(square(1, 3));
    press('ArrowLeft');
    expect(document.activeElement).toBe(square(1, 2));
    press('ArrowUp');
    press('ArrowUp');
    expect(document.activeElement).toBe(square(0, 2));
    press('End');
    expect(document.activeElement).toBe(square(0, 9));
    press('ArrowRight');
    expect(document.activeElement).toBe(square(0, 9));
    press('PageDown');
    expect(document.activeElement).toBe(square(9, 9));
    press('Home');
    expect(document.activeElement).toBe(square(9, 0));
    press('PageUp');
    expect(document.activeElement).toBe(square(0, 0));
    press('End', true);
    expect(document.activeElement).toBe(square(9, 9));
    expect(tabStops()).toEqual([square(9, 9)]);
  });

  it('keeps other keys for the page (Tab leaves the grid; Enter and Space are the button click)', () => {
    const activate = renderBoard(board);
    act(() => square(0, 1).focus());
    for (const key of ['Tab', 'Enter', ' ', 'a']) {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      act(() => void document.activeElement!.dispatchEvent(event));
      expect(event.defaultPrevented, key).toBe(false);
    }
    expect(document.activeElement).toBe(square(0, 1));
    expect(activate).not.toHaveBeenCalled();
  });

  it('activating a square (click, or Enter/Space on the button) hands the page that square and moves the tab stop to it', () => {
    const activate = renderBoard(board);
    fireEvent.click(square(4, 6));
    expect(activate).toHaveBeenCalledTimes(1);
    expect(activate.mock.calls[0]![0]).toMatchObject({ row: 4, column: 6, state: 'available' });
    expect(tabStops()).toEqual([square(4, 6)]);
  });

  it('starts the tab stop on a square in the cart, else on one of yours', () => {
    const picked = buildBoardCells({ squares: [{ row: 2, column: 2, userId: 'me' }], userId: 'me', selected: [{ row: 5, column: 5 }], digits: null, winning: null });
    renderBoard(picked);
    expect(tabStops()).toEqual([square(5, 5)]);
    cleanup();
    renderBoard(buildBoardCells({ squares: [{ row: 2, column: 2, userId: 'me' }], userId: 'me', selected: [], digits: null, winning: null }));
    expect(tabStops()).toEqual([square(2, 2)]);
  });
});

describe('<BoardGrid/> of any side', () => {
  // A 5x5 board's cells, indexed row * 5 + column.
  const cells = buildBoardCells({ squares: [], userId: null, selected: [], digits: null, geometry: boardGeometry(25), winning: null });
  const headers = { rows: [[1, 8], [5, 4], [7, 3], [0, 9], [2, 6]], columns: [[6, 5], [0, 4], [1, 2], [7, 8], [3, 9]] };

  it('draws side x side squares and two digits per header, named for screen readers', () => {
    render(<BoardGrid cells={cells} home={HOME} away={AWAY} side={5} headers={headers} interactive={false} onSquareActivate={vi.fn()} />);
    expect(squares()).toHaveLength(25);
    expect(screen.getByRole('grid').getAttribute('aria-rowcount')).toBe('6');
    expect(screen.getByRole('columnheader', { name: 'Column 1, Kansas City Chiefs digits 6 and 5' }).textContent).toContain('6 5');
    expect(screen.getByRole('rowheader', { name: 'Row 5, Philadelphia Eagles digits 2 and 6' })).toBeTruthy();
  });

  it('moves focus within the smaller board', () => {
    render(<BoardGrid cells={cells} home={HOME} away={AWAY} side={5} headers={null} interactive onSquareActivate={vi.fn()} />);
    act(() => square(0, 0).focus());
    fireEvent.keyDown(document.activeElement!, { key: 'End', ctrlKey: true });
    expect(document.activeElement).toBe(square(4, 4));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(square(4, 4));
  });
});

describe('<BoardGrid/> owner markers', () => {
  it("shows each player's initials on their colour, the viewer's too, and no emoji where none renders", () => {
    const cells = buildBoardCells({
      squares: [{ row: 0, column: 0, userId: 'someone' }, { row: 0, column: 1, userId: 'me' }, { row: 0, column: 2, userId: null, guestName: 'Grandma Jo' }],
      userId: 'me',
      selected: [],
      digits: null,
      winning: null,
    });
    renderBoard(cells);
    for (const [column, id] of [[0, 'someone'], [1, 'me']] as const) {
      const marker = square(0, column).querySelector<HTMLElement>('[data-owner-marker]')!;
      expect(marker.textContent).toBe(ownerMarker(id).initials);
      expect(marker.getAttribute('aria-hidden')).toBe('true');
      expect(marker.style.backgroundColor).toBe(ownerColor(id).background);
    }
    // This test's browser draws no emoji: none is shown, the initials say it all.
    expect(square(0, 0).querySelector('[data-owner-emoji]')).toBeNull();
    expect(square(0, 0).textContent).not.toContain(ownerMarker('someone').emoji);
    // A guest's square still shows the guest's name.
    expect(square(0, 2).textContent).toContain('Grandma Jo');
    expect(square(0, 2).querySelector('[data-owner-marker]')).toBeNull();
  });
});
