/** A league announcement being edited (D9): what would be saved, and whether it may be. */
import { ANNOUNCEMENT_MAX_LENGTH, normalizeAnnouncement } from '../../../domain/schemas';

export const ANNOUNCEMENT_TOO_LONG_MESSAGE = `The announcement must be at most ${ANNOUNCEMENT_MAX_LENGTH} characters`;

export type AnnouncementDraft = {
  /** What the server would store: trimmed, null when empty (the banner hidden). */
  next: string | null;
  length: number;
  error: string | null;
  /** Differs from what is saved now. */
  changed: boolean;
};

export function announcementDraft(draft: string, saved: string | null): AnnouncementDraft {
  const next = normalizeAnnouncement(draft);
  const length = next?.length ?? 0;
  return { next, length, error: length > ANNOUNCEMENT_MAX_LENGTH ? ANNOUNCEMENT_TOO_LONG_MESSAGE : null, changed: next !== saved };
}
