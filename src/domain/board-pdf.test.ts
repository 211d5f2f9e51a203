import { describe, expect, it } from 'vitest';
import { boardPdfFileName, boardPdfPath, paperForLocale } from './board-pdf';

describe('board PDF names', () => {
  it('has an address per paper size', () => {
    expect(boardPdfPath(12, 'letter')).toBe('/api/pools/12/board.pdf?paper=letter');
  });

  it('names the file after the pool in plain ASCII words', () => {
    expect(boardPdfFileName({ id: 3, name: 'Office Pool' }, 'a4')).toBe('squares-office-pool-a4.pdf');
    expect(boardPdfFileName({ id: 3, name: "  Zoë's Super Bowl Squares!! 🏈 " }, 'letter')).toBe('squares-zoe-s-super-bowl-squares-letter.pdf');
    expect(boardPdfFileName({ id: 3, name: '🏈🏈🏈' }, 'a4')).toBe('squares-pool-3-a4.pdf');
    expect(boardPdfFileName({ id: 3, name: 'x'.repeat(200) }, 'a4')).toBe(`squares-${'x'.repeat(60)}-a4.pdf`);
  });

  it('suggests US Letter where it is the standard paper, A4 elsewhere', () => {
    expect(['en-US', 'en_CA', 'es-MX', 'en-GB', 'de-DE', 'en', undefined].map(paperForLocale)).toEqual(['letter', 'letter', 'letter', 'a4', 'a4', 'a4', 'a4']);
  });
});
