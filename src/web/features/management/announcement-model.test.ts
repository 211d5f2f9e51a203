import { describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_TOO_LONG_MESSAGE, announcementDraft } from './announcement-model';

describe('an announcement draft', () => {
  it.each([
    ['  Kickoff moved to 8:20 PM  ', null, { next: 'Kickoff moved to 8:20 PM', length: 24, error: null, changed: true }],
    ['Same', 'Same', { next: 'Same', length: 4, error: null, changed: false }],
    [' Same ', 'Same', { next: 'Same', length: 4, error: null, changed: false }],
    ['   ', 'Old text', { next: null, length: 0, error: null, changed: true }],
    ['', null, { next: null, length: 0, error: null, changed: false }],
    [` ${'x'.repeat(280)} `, null, { next: 'x'.repeat(280), length: 280, error: null, changed: true }],
    ['y'.repeat(281), null, { next: 'y'.repeat(281), length: 281, error: ANNOUNCEMENT_TOO_LONG_MESSAGE, changed: true }],
  ])('%j (saved %j)', (draft, saved, expected) => {
    expect(announcementDraft(draft, saved)).toEqual(expected);
  });
});
