import type { Ref } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import type { Game, League } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { NATIVE_SELECT_CLASS } from '../../components/ui/native-select';
import { gameLabel, groupByLeague } from './game-options';

type GameFieldProps = {
  id: string;
  value: string;
  onChange: (gameId: string) => void;
  /** Takes the select: where focus goes when the field is in error. */
  focusRef: Ref<HTMLSelectElement>;
  error: string | undefined;
  games: UseQueryResult<Game[]>;
  upcoming: Game[];
  leagues: League[] | undefined;
};

/** The game choice: upcoming games, grouped by league, "away @ home — date time". */
export function GameField({ id, value, onChange, focusRef, error, games, upcoming, leagues }: GameFieldProps) {
  const loading = games.isPending;
  const failed = games.isError;
  const none = games.isSuccess && upcoming.length === 0;
  const hint = loading
    ? 'Loading upcoming games…'
    : none
      ? 'No upcoming games right now. Games appear here once they are scheduled.'
      : 'Only games that have not kicked off yet.';
  return (
    <Field id={id} label="Game" hint={failed ? undefined : hint} error={error}>
      <select
        {...fieldControlProps(id, { error, hint: !failed })}
        ref={focusRef}
        name="gameId"
        required
        className={NATIVE_SELECT_CLASS}
        value={value}
        disabled={loading || none}
        aria-busy={loading || undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {loading ? 'Loading games…' : 'Select a game'}
        </option>
        {groupByLeague(upcoming, leagues).map((group) =>
          group.label ? (
            <optgroup key={group.label} label={group.label}>
              {group.games.map((game) => (
                <option key={game.id} value={String(game.id)}>
                  {gameLabel(game)}
                </option>
              ))}
            </optgroup>
          ) : (
            group.games.map((game) => (
              <option key={game.id} value={String(game.id)}>
                {gameLabel(game)}
              </option>
            ))
          ),
        )}
      </select>
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          <span>Could not load the games: {errorMessage(games.error, 'please try again.')}</span>
          <Button type="button" variant="outline" size="sm" onClick={() => void games.refetch()} disabled={games.isFetching}>
            <RotateCw aria-hidden className={games.isFetching ? 'animate-spin' : undefined} />
            Retry
          </Button>
        </div>
      ) : null}
    </Field>
  );
}
