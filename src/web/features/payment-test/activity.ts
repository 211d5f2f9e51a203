/**
 * The tester's activity log: every request it sends and what came back, newest first, as plain data
 * so the reducer is unit-tested. A card decline or a rejected purchase answers 200 but is a failure
 * for the person testing, so an entry's `ok` is the outcome, not the HTTP status.
 */
export type ActivityEntry = {
  id: number;
  /** ISO time the answer arrived. */
  at: string;
  action: string;
  method: 'GET' | 'POST';
  url: string;
  ok: boolean;
  /** HTTP status; null when no answer arrived (network failure, or an answer of the wrong shape). */
  status: number | null;
  /** One line on what happened. */
  summary: string;
};

export const ACTIVITY_LIMIT = 50;

export type ActivityState = { entries: ActivityEntry[]; nextId: number };
export type ActivityAction = { type: 'add'; entry: Omit<ActivityEntry, 'id'> } | { type: 'clear' };

export const EMPTY_ACTIVITY: ActivityState = { entries: [], nextId: 1 };

export function activityReducer(state: ActivityState, action: ActivityAction): ActivityState {
  switch (action.type) {
    case 'add':
      return { entries: [{ ...action.entry, id: state.nextId }, ...state.entries].slice(0, ACTIVITY_LIMIT), nextId: state.nextId + 1 };
    case 'clear':
      return { entries: [], nextId: state.nextId };
  }
}

/** "14:03:27" (24-hour, so the entries line up). */
export function activityTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '--:--:--';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false, timeZone }).format(date);
}
