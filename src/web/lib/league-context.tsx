import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** The default league selection (spec section 9). */
export const DEFAULT_LEAGUE_ID = '1';
const STORAGE_KEY = 'squares:selected-league';

export type LeagueContextValue = {
  /** The selected league's id as a string ('1' by default), remembered on this device. */
  selectedLeagueId: string;
  setSelectedLeagueId: (id: string) => void;
};

const LeagueContext = createContext<LeagueContextValue | null>(null);

/** The league this device chose last ('1' when none); the dashboard prefetch at start-up reads it too. */
export function readStoredLeagueId(): string {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored && /^\d+$/.test(stored) ? stored : DEFAULT_LEAGUE_ID;
  } catch {
    return DEFAULT_LEAGUE_ID;
  }
}

export function LeagueProvider({ children, initialLeagueId }: { children: ReactNode; initialLeagueId?: string }) {
  const [selectedLeagueId, setState] = useState(() => initialLeagueId ?? readStoredLeagueId());

  const setSelectedLeagueId = useCallback((id: string) => {
    setState(id);
    try {
      window.localStorage.setItem(STORAGE_KEY, id);
    } catch {
      // Storage can be unavailable (private mode); the choice still holds for this visit.
    }
  }, []);

  const value = useMemo(() => ({ selectedLeagueId, setSelectedLeagueId }), [selectedLeagueId, setSelectedLeagueId]);
  return <LeagueContext.Provider value={value}>{children}</LeagueContext.Provider>;
}

export function useLeague(): LeagueContextValue {
  const context = useContext(LeagueContext);
  if (!context) throw new Error('useLeague must be used within a LeagueProvider');
  return context;
}
