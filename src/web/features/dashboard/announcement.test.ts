import { describe, expect, it } from 'vitest';
import { announcementText, isAnnouncementDismissed, rememberDismissedAnnouncement } from './announcement';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe('league announcement banner', () => {
  it('shows only a non-blank announcement', () => {
    expect(announcementText(null)).toBeNull();
    expect(announcementText('   ')).toBeNull();
    expect(announcementText(' PS1 pools go live on August 2 ')).toBe('PS1 pools go live on August 2');
  });

  it('remembers a dismissal per league and per text, so a new announcement shows again', () => {
    const storage = memoryStorage();
    expect(isAnnouncementDismissed(1, 'A', storage)).toBe(false);
    rememberDismissedAnnouncement(1, 'A', storage);
    expect(isAnnouncementDismissed(1, 'A', storage)).toBe(true);
    expect(isAnnouncementDismissed(2, 'A', storage)).toBe(false);
    expect(isAnnouncementDismissed(1, 'B', storage)).toBe(false);
  });

  it('survives storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isAnnouncementDismissed(1, 'A', broken)).toBe(false);
    expect(() => rememberDismissedAnnouncement(1, 'A', broken)).not.toThrow();
    expect(isAnnouncementDismissed(1, 'A', null)).toBe(false);
  });
});
