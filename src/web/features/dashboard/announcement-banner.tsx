import { useState } from 'react';
import { Megaphone, X } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { announcementText, browserStorage, isAnnouncementDismissed, rememberDismissedAnnouncement } from './announcement';

function Banner({ leagueId, leagueName, text }: { leagueId: number; leagueName: string; text: string }) {
  const [dismissed, setDismissed] = useState(() => isAnnouncementDismissed(leagueId, text, browserStorage()));
  if (dismissed) return null;
  return (
    <aside
      aria-label={`${leagueName} announcement`}
      className="mb-6 flex items-start gap-3 rounded-xl border border-ink-700 bg-ink-900 bg-turf-lines px-4 py-3.5 text-white shadow-card sm:items-center sm:px-5"
      data-surface="dark"
    >
      <span aria-hidden className="grid size-9 shrink-0 place-items-center rounded-lg bg-turf-400/15 text-turf-300">
        <Megaphone className="size-[18px]" />
      </span>
      <p className="min-w-0 flex-1 self-center text-[15px] leading-relaxed font-medium text-ink-50">{text}</p>
      <button
        type="button"
        onClick={() => {
          rememberDismissedAnnouncement(leagueId, text, browserStorage());
          setDismissed(true);
        }}
        className="-mr-1 grid size-9 shrink-0 place-items-center rounded-md text-white/70 transition-colors hover:bg-white/10 hover:text-white"
      >
        <X aria-hidden className="size-4" />
        <span className="sr-only">Dismiss announcement</span>
      </button>
    </aside>
  );
}

/** The league's announcement (D9), dismissible; nothing when the league has none. */
export function AnnouncementBanner({ league }: { league: Pick<League, 'id' | 'name' | 'announcement'> }) {
  const text = announcementText(league.announcement);
  if (!text) return null;
  // Keyed by league and text: switching league or a new announcement starts undismissed.
  return <Banner key={`${league.id}:${text}`} leagueId={league.id} leagueName={league.name} text={text} />;
}
