import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Activity, FileSearch, Gauge, Send } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { feedCheckSummary, gameDetailsSummary, liveGamesSummary, scoreUpdateSummary } from './feed-log';
import { FormField } from '../../lib/forms/form-field';
import { STATUS_OPTIONS, parseGameId, scoreFormResolver, type ScoreForm } from './feed-forms';
import type { FeedCheck, GameDetails, ScoreUpdateResult } from './feed-types';
import { ToolCard, inputProblem } from './tool-card';
import type { FeedLog } from './use-feed-log';

type GameToolsProps = {
  gameId: string;
  onGameIdChange: (value: string) => void;
  games: readonly Game[] | undefined;
  log: FeedLog;
  /** A score or replay changed a game: lists of games are stale. */
  onGamesChanged: () => void;
};

/** Game ID with the lookups that use it (Game Details) and the two that do not (Live Games, Test Feed). */
export function GameToolsCard({ gameId, onGameIdChange, games, log }: Omit<GameToolsProps, 'onGamesChanged'>) {
  const picked = games?.some((g) => String(g.id) === gameId.trim()) ? gameId.trim() : '';

  function gameDetails() {
    const id = parseGameId(gameId);
    if (!id.ok) return inputProblem(id.message);
    void log.run<GameDetails>({ action: 'Game Details', method: 'GET', url: `/api/game-details/${id.value}`, summarize: gameDetailsSummary });
  }

  return (
    <ToolCard
      id="game-tools-title"
      icon={<FileSearch />}
      title="Game Lookup"
      description="Look a game up by its ID, list the games in play, or ask the score feed."
    >
      <div className="grid gap-4 px-4 py-4 sm:px-5">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,9rem)_minmax(0,1fr)]">
          <Field id="feed-game-id" label="Game ID">
            <Input
              {...fieldControlProps('feed-game-id')}
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 5"
              value={gameId}
              onChange={(e) => onGameIdChange(e.target.value)}
            />
          </Field>
          <Field id="feed-game-pick" label="Or pick a game">
            <NativeSelect
              {...fieldControlProps('feed-game-pick')}
              value={picked}
              onChange={(event) => onGameIdChange(event.target.value)}
              disabled={!games || games.length === 0}
            >
              <option value="" disabled>
                {games ? 'Choose a game' : 'Loading games…'}
              </option>
              {games?.map((g) => (
                <option key={g.id} value={String(g.id)}>
                  #{g.id} · {g.awayTeam} @ {g.homeTeam} · {g.status}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
          <Button variant="outline" onClick={gameDetails} disabled={log.isPending('Game Details')}>
            <FileSearch aria-hidden />
            Game Details
          </Button>
          <Button
            variant="outline"
            disabled={log.isPending('Live Games')}
            onClick={() => void log.run<Game[]>({ action: 'Live Games', method: 'GET', url: '/api/live-games', summarize: liveGamesSummary })}
          >
            <Activity aria-hidden />
            Live Games
          </Button>
          <Button
            variant="outline"
            disabled={log.isPending('Test Feed')}
            onClick={() => void log.run<FeedCheck>({ action: 'Test Feed', method: 'GET', url: '/api/test-nfl-api', summarize: feedCheckSummary })}
          >
            <Gauge aria-hidden />
            Test Feed
          </Button>
        </div>
      </div>
    </ToolCard>
  );
}

const EMPTY_SCORE: ScoreForm = { homeScore: '', awayScore: '', quarter: '1', status: 'in-play' };

/** Enter a score by hand (manual feed) for the game ID above: POST /api/simulate-score-update. */
export function PostScoreCard({ gameId, log, onGamesChanged }: Pick<GameToolsProps, 'gameId' | 'log' | 'onGamesChanged'>) {
  const form = useForm({ defaultValues: EMPTY_SCORE, resolver: scoreFormResolver });
  const busy = log.isPending('Post Score') || form.formState.isSubmitting;

  // The answer (or the refusal) goes to the log below, as every tool's does.
  function submit(event: FormEvent) {
    event.preventDefault();
    const id = parseGameId(gameId);
    if (!id.ok) return inputProblem(id.message);
    void form.handleSubmit(async (fields) => {
      const result = await log.run<ScoreUpdateResult>({
        action: 'Post Score',
        method: 'POST',
        url: '/api/simulate-score-update',
        body: { gameId: id.value, ...fields },
        summarize: scoreUpdateSummary,
      });
      if (result) onGamesChanged();
    })(event);
  }

  return (
    <ToolCard
      id="post-score-title"
      icon={<Send />}
      title="Post Score"
      description="The score now and the quarter in play, for the game ID above. Periods end and settle as the game moves on."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-4 py-4 sm:px-5" aria-labelledby="post-score-title">
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <FormField control={form.control} name="homeScore" id="feed-score-homeScore" label="Home score">
            {(field) => <Input {...field} inputMode="numeric" />}
          </FormField>
          <FormField control={form.control} name="awayScore" id="feed-score-awayScore" label="Away score">
            {(field) => <Input {...field} inputMode="numeric" />}
          </FormField>
          <FormField control={form.control} name="quarter" id="feed-score-quarter" label="Quarter" hint="5+ is overtime">
            {(field) => <Input {...field} type="number" min={1} max={10} inputMode="numeric" />}
          </FormField>
          <FormField control={form.control} name="status" id="feed-score-status" label="Status" className="content-start">
            {(field) => (
              <NativeSelect {...field}>
                {STATUS_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-xs text-muted-foreground">
            {gameId.trim() ? (
              <>
                For game <strong className="text-foreground tabular">#{gameId.trim()}</strong>.
              </>
            ) : (
              'Enter a game ID above first.'
            )}
          </p>
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            <Send aria-hidden />
            {busy ? 'Posting…' : 'Post Score'}
          </Button>
        </div>
      </form>
    </ToolCard>
  );
}
