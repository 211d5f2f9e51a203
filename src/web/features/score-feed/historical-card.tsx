import { useState } from 'react';
import { History, Play } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { NativeSelect } from '../../components/ui/native-select';
import { Skeleton } from '../../components/ui/skeleton';
import { countSummary } from './feed-log';
import { SEASONS, calendarDateText } from './feed-forms';
import type { HistoricalGame } from './feed-types';
import { ReplayDialog } from './replay-dialog';
import { ToolCard } from './tool-card';
import type { FeedLog } from './use-feed-log';

function QuarterTable({ game }: { game: HistoricalGame }) {
  const periods = game.homeQuarterPoints.map((_, i) => (i < 4 ? String(i + 1) : i === 4 ? 'OT' : `OT${i - 3}`));
  const row = (team: string, points: number[], total: number) => (
    <tr>
      <th scope="row" className="max-w-[9rem] truncate py-0.5 pr-3 text-left font-semibold text-ink-800">
        {team}
      </th>
      {points.map((p, i) => (
        <td key={i} className="px-1.5 py-0.5 text-center text-muted-foreground">
          {p}
        </td>
      ))}
      <td className="py-0.5 pl-2 text-right font-extrabold text-ink-900">{total}</td>
    </tr>
  );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs tabular">
        <caption className="sr-only">Points by quarter</caption>
        <thead>
          <tr className="text-[10px] tracking-wider text-muted-foreground uppercase">
            <th scope="col" className="pb-0.5 text-left font-semibold">
              <span className="sr-only">Team</span>
            </th>
            {periods.map((p) => (
              <th key={p} scope="col" className="px-1.5 pb-0.5 text-center font-semibold">
                {p}
              </th>
            ))}
            <th scope="col" className="pb-0.5 pl-2 text-right font-semibold">
              T
            </th>
          </tr>
        </thead>
        <tbody>
          {row(game.awayTeam, game.awayQuarterPoints, game.awayFinal)}
          {row(game.homeTeam, game.homeQuarterPoints, game.homeFinal)}
        </tbody>
      </table>
    </div>
  );
}

function HistoricalItem({ game, onReplay }: { game: HistoricalGame; onReplay: () => void }) {
  return (
    <li className="grid gap-2.5 py-3.5" data-testid="historical-game">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 text-sm font-extrabold text-ink-900">
            <span>{game.name}</span>
            {game.overtime && (
              <Badge tone="amber" title="Went to overtime">
                OT
              </Badge>
            )}
          </h3>
          <p className="text-xs text-muted-foreground">
            {game.awayTeam} @ {game.homeTeam} · <span className="whitespace-nowrap">{calendarDateText(game.date)}</span>
            {game.venue ? ` · ${game.venue}` : ''}
          </p>
        </div>
        <p className="shrink-0 text-sm font-black text-ink-900 tabular" aria-label={`Final: ${game.awayTeam} ${game.awayFinal}, ${game.homeTeam} ${game.homeFinal}`}>
          {game.awayFinal}–{game.homeFinal}
        </p>
      </div>
      <QuarterTable game={game} />
      <div>
        <Button variant="outline" size="sm" onClick={onReplay}>
          <Play aria-hidden />
          Replay onto game…
          <span className="sr-only">: {game.name}</span>
        </Button>
      </div>
    </li>
  );
}

type Loaded = { season: string; games: HistoricalGame[] | null; loading: boolean };

/** Real games of a season (GET /api/historical-games/{season}), each replayable onto one of ours. */
export function HistoricalCard({ games, log, onGamesChanged }: { games: readonly Game[] | undefined; log: FeedLog; onGamesChanged: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ season: '', games: null, loading: false });
  const [replaying, setReplaying] = useState<HistoricalGame | null>(null);

  async function choose(season: string) {
    setLoaded({ season, games: null, loading: true });
    const list = await log.run<HistoricalGame[]>({
      action: 'Historical Games',
      method: 'GET',
      url: `/api/historical-games/${season}`,
      summarize: (g) => `${countSummary(g.length, 'game', `in the ${season} season`)}${g.length > 0 ? `: ${g.map((x) => x.name).join(', ')}` : ''}`,
    });
    // A later choice wins over an answer that arrives late.
    setLoaded((current) => (current.season === season ? { season, games: list, loading: false } : current));
  }

  return (
    <ToolCard
      id="historical-title"
      icon={<History />}
      title="Historical Games"
      description="Real NFL games the replay feed can play back, time-compressed, onto one of our games."
    >
      <div className="grid gap-3 px-4 py-4 sm:px-5">
        <Field id="feed-season" label="Season" className="sm:max-w-[14rem]">
          <NativeSelect {...fieldControlProps('feed-season')} value={loaded.season} onChange={(event) => void choose(event.target.value)}>
            <option value="" disabled>
              Choose a season
            </option>
            {SEASONS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </NativeSelect>
        </Field>
        {loaded.loading ? (
          <div aria-hidden className="grid gap-2">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : loaded.games ? (
          loaded.games.length === 0 ? (
            <p className="rounded-lg border border-dashed border-border px-3 py-6 text-center text-sm text-muted-foreground">
              No games of the {loaded.season} season are stored for replay.
            </p>
          ) : (
            <ul aria-label={`Games of the ${loaded.season} season`} className="divide-y divide-border border-t border-border">
              {loaded.games.map((g) => (
                <HistoricalItem key={g.id} game={g} onReplay={() => setReplaying(g)} />
              ))}
            </ul>
          )
        ) : null}
      </div>
      <ReplayDialog historical={replaying} games={games} log={log} onClose={() => setReplaying(null)} onStarted={onGamesChanged} />
    </ToolCard>
  );
}
