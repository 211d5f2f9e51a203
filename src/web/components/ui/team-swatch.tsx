import { cn } from '../../lib/utils';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Shown when a game carries no usable team colour. */
export const FALLBACK_TEAM_COLOR = '#a3b3d1';

/** A team colour from the API, used only if it is a plain hex colour ("#0b162a"); else a neutral grey. */
export function safeTeamColor(color: string | null | undefined): string {
  const trimmed = typeof color === 'string' ? color.trim() : '';
  return HEX_COLOR.test(trimmed) ? trimmed : FALLBACK_TEAM_COLOR;
}

/** The small round chip of a team's colour, beside its name. Decorative: the name carries the meaning. */
export function TeamSwatch({ color, className }: { color: string | null | undefined; className?: string }) {
  return (
    <span
      aria-hidden
      data-slot="team-swatch"
      className={cn('inline-block size-3 shrink-0 rounded-full ring-1 ring-ink-950/15 ring-inset', className)}
      style={{ backgroundColor: safeTeamColor(color) }}
    />
  );
}

type MatchupProps = {
  awayTeam: string;
  homeTeam: string;
  awayTeamColor: string | null | undefined;
  homeTeamColor: string | null | undefined;
  /** Scores, shown at the end of each line once a game is under way. */
  score?: { away: number; home: number } | null;
  className?: string;
};

function TeamRow({ name, color, prefix, points }: { name: string; color: string | null | undefined; prefix?: string; points?: number }) {
  return (
    <span className="grid grid-cols-[1rem_auto_minmax(0,1fr)_auto] items-center gap-x-2">
      <span className="text-[0.8em] font-semibold text-muted-foreground">{prefix}</span>
      <TeamSwatch color={color} className="size-3.5" />
      <span className="truncate">{name}</span>
      {points !== undefined ? <span className="pl-2 text-right font-black tabular">{points}</span> : null}
    </span>
  );
}

/** "Away @ Home" on two lines, each team with its colour chip; reads "Away @ Home" to screen readers. */
export function Matchup({ awayTeam, homeTeam, awayTeamColor, homeTeamColor, score, className }: MatchupProps) {
  return (
    <span className={cn('grid gap-1', className)}>
      <TeamRow name={awayTeam} color={awayTeamColor} points={score?.away} />
      <TeamRow name={homeTeam} color={homeTeamColor} prefix="@" points={score?.home} />
    </span>
  );
}

/** A 6px strip, away colour then home colour, across the top of a game's card. */
export function MatchupStrip({ awayTeamColor, homeTeamColor, className }: Pick<MatchupProps, 'awayTeamColor' | 'homeTeamColor' | 'className'>) {
  const away = safeTeamColor(awayTeamColor);
  const home = safeTeamColor(homeTeamColor);
  return (
    <div
      aria-hidden
      className={cn('h-1.5', className)}
      style={{ background: `linear-gradient(90deg, ${away} 0 50%, ${home} 50% 100%)` }}
    />
  );
}
