import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text';

describe('pdfText', () => {
  it('drops emoji sequences whole and keeps every other letter', () => {
    expect(pdfText('🏈 Office Squares')).toBe('Office Squares');
    expect(pdfText('Family 👨‍👩‍👧 Pool 👍🏽 🇺🇸 1️⃣')).toBe('Family Pool 1');
    expect(pdfText('Zoë – Łukasz Дмитрий ©')).toBe('Zoë – Łukasz Дмитрий ©');
    expect(pdfText('   ')).toBe('');
  });
});
