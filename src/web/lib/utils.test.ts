import { describe, expect, it } from 'vitest';
import { pageTitle } from './use-document-title';
import { cn, fullName, initials } from './utils';

describe('utils', () => {
  it('cn merges conflicting Tailwind classes, last wins', () => {
    expect(cn('px-2 text-sm', false, 'px-4')).toBe('text-sm px-4');
  });
  it('initials and full names', () => {
    expect(initials('Ada', 'Lovelace')).toBe('AL');
    expect(initials(null, null, 'zoe@example.com')).toBe('Z');
    expect(initials(null, null, null)).toBe('?');
    expect(fullName('Ada', null)).toBe('Ada');
    expect(fullName(' Ada ', ' Lovelace ')).toBe('Ada Lovelace');
  });
  it('page titles read "{Page} · Squares"', () => {
    expect(pageTitle('My Pools')).toBe('My Pools · Squares');
    expect(pageTitle(null)).toBe('Squares — Sports Squares Pools');
  });
});
