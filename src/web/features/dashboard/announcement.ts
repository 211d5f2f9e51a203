/**
 * The league banner (DESIGN D9): an admin-set announcement, hidden when empty. Dismissing it hides
 * that exact text on this device; a new announcement shows again.
 */
const KEY_PREFIX = 'squares:dismissed-announcement:';

/** The text to show, or null when there is none (null, empty or only spaces). */
export function announcementText(announcement: string | null | undefined): string | null {
  const text = typeof announcement === 'string' ? announcement.trim() : '';
  return text === '' ? null : text;
}

export function isAnnouncementDismissed(leagueId: number, text: string, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(KEY_PREFIX + leagueId) === text;
  } catch {
    return false;
  }
}

export function rememberDismissedAnnouncement(leagueId: number, text: string, storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(KEY_PREFIX + leagueId, text);
  } catch {
    // Storage can be unavailable (private mode); the banner stays hidden for this visit anyway.
  }
}

/** window.localStorage, or null where reading it throws (sandboxed frames, some private modes). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
