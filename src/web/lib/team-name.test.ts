import { describe, expect, it } from 'vitest';
import { teamNickname } from './team-name';

describe('teamNickname', () => {
  it('the last word of the name', () => {
    expect(teamNickname('Kansas City Chiefs')).toBe('Chiefs');
    expect(teamNickname('San Francisco 49ers')).toBe('49ers');
    expect(teamNickname(' Lakers ')).toBe('Lakers');
    expect(teamNickname('')).toBe('');
  });
});
