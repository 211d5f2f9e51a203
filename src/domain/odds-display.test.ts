import { describe, expect, it } from 'vitest';
import { orderSquares, seasonsText } from './odds-display';

describe('the seasons of the odds', () => {
  it('names seasons as people write them', () => {
    expect(seasonsText([2024, 2025])).toBe('2024-2025 seasons');
    expect(seasonsText([2024])).toBe('2024 season');
    expect(seasonsText([2016, 2022, 2023, 2024])).toBe('2016, 2022, 2023 and 2024 seasons');
    expect(seasonsText([])).toBe('');
  });
});

describe('ordering a player’s squares', () => {
  const odds = [
    [{ wins: 1, games: 10 }, { wins: 3, games: 10 }],
    [{ wins: 3, games: 10 }, { wins: 0, games: 10 }],
  ];
  const squares = [
    { row: 1, column: 1, id: 'd' },
    { row: 0, column: 1, id: 'b' },
    { row: 1, column: 0, id: 'c' },
    { row: 0, column: 0, id: 'a' },
  ];

  it('by position: row, then column', () => {
    expect(orderSquares(squares, 'position', odds).map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('by odds: best chance first, ties by position, without changing the list given', () => {
    expect(orderSquares(squares, 'odds', odds).map((s) => s.id)).toEqual(['b', 'c', 'a', 'd']);
    expect(squares[0]!.id).toBe('d');
  });
});
