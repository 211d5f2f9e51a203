import { useState, type FormEvent } from 'react';
import { CalendarPlus, LoaderCircle, PlusCircle } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { WEEKS } from '../../../domain/weeks';
import { Button } from '../../components/ui/button';
import { Field, FieldError, fieldControlProps, fieldErrorId } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { fieldErrorsFromApiError, firstInvalidField, type FieldErrors } from '../../lib/form-errors';
import { errorReference } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { ConsoleCard } from './console-card';
import { ERROR_TITLE, GAME_CREATE_FAILED, GAME_CREATED, failureMessage } from './console-messages';
import { useCreateGame } from './console-queries';
import { GAME_FIELDS, emptyGameForm, teamChoices, validateGameForm, withLeague, withTeam, type GameField, type GameFormValues } from './game-form-model';
import { TeamField } from './team-field';

const id = (field: GameField | 'date' | 'time') => `game-${field}`;
/** Where focus goes for a field in error (the kickoff's error is about its date and time). */
const focusId = (field: GameField) => (field === 'gameDate' ? id('date') : field === 'homeTeamColor' ? `${id('homeTeam')}-color` : field === 'awayTeamColor' ? `${id('awayTeam')}-color` : id(field));

type GameFormProps = {
  leagues: League[];
  leagueId: number | null;
  onLeagueChange: (leagueId: number | null) => void;
};

/** Create a game (spec sections 2 and 7): league, teams, colours (blue and red until a known team is chosen), date and time, week. */
export function GameForm({ leagues, leagueId, onLeagueChange }: GameFormProps) {
  const league = leagues.find((l) => l.id === leagueId);
  const [values, setValues] = useState<GameFormValues>(() => emptyGameForm(league));
  const [errors, setErrors] = useState<FieldErrors<GameField>>({});
  const create = useCreateGame();
  // The league chosen above (shared with the Scheduled Games list) rules the form's league.
  const shown = values.leagueId === (league ? String(league.id) : '') ? values : withLeague(values, league);
  if (shown !== values) setValues(shown);

  const clear = (field: GameField) => {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const update = (patch: Partial<GameFormValues>, field: GameField) => {
    setValues((current) => ({ ...current, ...patch }));
    clear(field);
  };
  // A chosen team brings its own colours.
  const chooseTeam = (side: 'home' | 'away', team: string) => {
    setValues((current) => withTeam(current, side, team, league));
    clear(side === 'home' ? 'homeTeam' : 'awayTeam');
  };
  const showErrors = (found: FieldErrors<GameField>) => {
    setErrors(found);
    const first = firstInvalidField(found, GAME_FIELDS);
    if (first) document.getElementById(focusId(first))?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const check = validateGameForm(shown, Date.now());
    if (!check.ok) return showErrors(check.errors);
    setErrors({});
    create.mutate(check.payload, {
      onSuccess: (game) => {
        toast({ title: GAME_CREATED, description: `${game.awayTeam} @ ${game.homeTeam}: its five tier pools are open.`, variant: 'success' });
        setValues(emptyGameForm(league));
      },
      onError: (error) => {
        toast({ title: ERROR_TITLE, description: failureMessage(error, GAME_CREATE_FAILED), variant: 'destructive', reference: errorReference(error) });
        const found = fieldErrorsFromApiError(error, GAME_FIELDS);
        if (Object.keys(found).length > 0) showErrors(found);
      },
    });
  };

  const choices = teamChoices(league);
  const busy = create.isPending;
  const kickoffError = errors.gameDate;
  return (
    <ConsoleCard
      id="game-form-title"
      icon={<CalendarPlus />}
      title="Create Game"
      description="The game gets its five tier pools ($0, $1, $5, $10, $25), open for squares at once."
    >
      <form noValidate onSubmit={onSubmit} aria-label="Create Game" aria-busy={busy} className="grid gap-4">
        <Field id={id('leagueId')} label="League" error={errors.leagueId}>
          <NativeSelect
            {...fieldControlProps(id('leagueId'), { error: errors.leagueId })}
            name="leagueId"
            value={shown.leagueId}
            onChange={(event) => {
              onLeagueChange(event.target.value === '' ? null : Number(event.target.value));
              clear('leagueId');
            }}
          >
            <option value="" disabled>
              Select a league
            </option>
            {leagues.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name} · {l.displayName}
                {l.isActive ? '' : ' (inactive)'}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <TeamField
          id={id('homeTeam')}
          label="Home Team"
          value={shown.homeTeam}
          onChange={(homeTeam) => chooseTeam('home', homeTeam)}
          error={errors.homeTeam}
          choices={choices}
          color={shown.homeTeamColor}
          onColorChange={(homeTeamColor) => update({ homeTeamColor }, 'homeTeamColor')}
          colorError={errors.homeTeamColor}
        />
        <TeamField
          id={id('awayTeam')}
          label="Away Team"
          value={shown.awayTeam}
          onChange={(awayTeam) => chooseTeam('away', awayTeam)}
          error={errors.awayTeam}
          choices={choices}
          color={shown.awayTeamColor}
          onColorChange={(awayTeamColor) => update({ awayTeamColor }, 'awayTeamColor')}
          colorError={errors.awayTeamColor}
        />
        <fieldset className="grid gap-2" aria-describedby={kickoffError ? fieldErrorId(id('gameDate')) : undefined}>
          <legend className="mb-2 text-sm font-semibold">Kickoff (your time zone)</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['date', 'time'] as const).map((part) => (
              <div key={part} className="grid gap-2">
                <Label htmlFor={id(part)}>{part === 'date' ? 'Date' : 'Time'}</Label>
                <Input
                  {...fieldControlProps(id(part), { describedBy: kickoffError ? fieldErrorId(id('gameDate')) : null, invalid: Boolean(kickoffError) })}
                  type={part}
                  name={part}
                  value={shown[part]}
                  onChange={(event) => update({ [part]: event.target.value }, 'gameDate')}
                />
              </div>
            ))}
          </div>
          {kickoffError ? <FieldError id={fieldErrorId(id('gameDate'))}>{kickoffError}</FieldError> : null}
        </fieldset>
        <Field id={id('week')} label="Week" hint={league?.activeWeek ? 'Players see the games of the active week on the dashboard.' : undefined} error={errors.week}>
          <NativeSelect
            {...fieldControlProps(id('week'), { error: errors.week, hint: Boolean(league?.activeWeek) })}
            name="week"
            value={shown.week}
            onChange={(event) => update({ week: event.target.value }, 'week')}
          >
            <option value="">No week</option>
            {WEEKS.map((week) => (
              <option key={week.code} value={week.code}>
                {week.code} · {week.label}
                {week.code === league?.activeWeek ? ' (active)' : ''}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="submit" disabled={busy || !league} aria-busy={busy} className="justify-self-start">
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <PlusCircle aria-hidden />}
          {busy ? 'Creating Game…' : 'Create Game'}
        </Button>
      </form>
    </ConsoleCard>
  );
}
