import { useEffect } from 'react';
import { useController, type Control } from 'react-hook-form';
import { CalendarPlus, LoaderCircle, PlusCircle } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { WEEKS } from '../../../domain/weeks';
import { Button } from '../../components/ui/button';
import { NativeSelect } from '../../components/ui/native-select';
import { errorReference } from '../../lib/api';
import { FormField } from '../../lib/forms/form-field';
import { useApiForm } from '../../lib/forms/use-api-form';
import { toast } from '../../lib/toast/use-toast';
import { ConsoleCard } from './console-card';
import { ERROR_TITLE, GAME_CREATE_FAILED, GAME_CREATED, failureMessage } from './console-messages';
import { useCreateGame } from './console-queries';
import { emptyGameForm, gameFormResolver, teamChoices, withLeague, withTeam, type GameFormValues } from './game-form-model';
import { KickoffField } from './kickoff-field';
import { TeamField } from './team-field';

const id = (field: keyof GameFormValues | 'date' | 'time') => `game-${field}`;

type GameFormProps = {
  leagues: League[];
  leagueId: number | null;
  onLeagueChange: (leagueId: number | null) => void;
};

type Side = 'home' | 'away';

/** Kickoff must be ahead of the moment the form is checked. */
const checkAgainstTheClock = gameFormResolver(() => Date.now());

/** One side's team and colour, bound to the form; a chosen team brings its own colours (both sides' when both are known). */
function SideFields({ control, side, league, onTeamChosen }: { control: Control<GameFormValues, unknown, unknown>; side: Side; league: League | undefined; onTeamChosen: (side: Side, team: string) => void }) {
  const team = useController({ control, name: side === 'home' ? 'homeTeam' : 'awayTeam' });
  const color = useController({ control, name: side === 'home' ? 'homeTeamColor' : 'awayTeamColor' });
  return (
    <TeamField
      id={id(team.field.name)}
      label={side === 'home' ? 'Home Team' : 'Away Team'}
      value={team.field.value}
      onChange={(chosen) => onTeamChosen(side, chosen)}
      teamRef={team.field.ref}
      error={team.fieldState.error?.message}
      choices={teamChoices(league)}
      color={color.field.value}
      onColorChange={color.field.onChange}
      colorRef={color.field.ref}
      colorError={color.fieldState.error?.message}
    />
  );
}

/** Create a game (spec sections 2 and 7): league, teams, colours (blue and red until a known team is chosen), date and time, week. */
export function GameForm({ leagues, leagueId, onLeagueChange }: GameFormProps) {
  const league = leagues.find((l) => l.id === leagueId);
  const create = useCreateGame();
  const form = useApiForm({
    defaultValues: emptyGameForm(league),
    resolver: checkAgainstTheClock,
    submit: async (payload) => {
      const game = await create.mutateAsync(payload);
      toast({ title: GAME_CREATED, description: `${game.awayTeam} @ ${game.homeTeam}: its five tier pools are open.`, variant: 'success' });
      form.reset(emptyGameForm(league));
    },
    onFailure: (error) => {
      toast({ title: ERROR_TITLE, description: failureMessage(error, GAME_CREATE_FAILED), variant: 'destructive', reference: errorReference(error) });
    },
  });
  const { control, getValues, setValue, busy } = form;

  // The league chosen above (shared with the Scheduled Games list) rules the form's league.
  useEffect(() => {
    const current = getValues();
    if (current.leagueId === (league ? String(league.id) : '')) return;
    const next = withLeague(current, league);
    for (const field of ['leagueId', 'homeTeam', 'awayTeam', 'week'] as const) {
      if (next[field] !== current[field]) setValue(field, next[field], { shouldValidate: form.formState.isSubmitted });
    }
  }, [league, getValues, setValue, form.formState.isSubmitted]);

  const chooseTeam = (side: Side, team: string) => {
    const next = withTeam(getValues(), side, team, league);
    setValue('homeTeamColor', next.homeTeamColor);
    setValue('awayTeamColor', next.awayTeamColor);
    setValue(side === 'home' ? 'homeTeam' : 'awayTeam', team, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <ConsoleCard
      id="game-form-title"
      icon={<CalendarPlus />}
      title="Create Game"
      description="The game gets its five tier pools ($0, $1, $5, $10, $25), open for squares at once."
    >
      <form noValidate onSubmit={form.onSubmit} aria-label="Create Game" aria-busy={busy} className="grid gap-4">
        <FormField control={control} name="leagueId" id={id('leagueId')} label="League">
          {(field) => (
            <NativeSelect {...field} onChange={(event) => onLeagueChange(event.target.value === '' ? null : Number(event.target.value))}>
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
          )}
        </FormField>
        <SideFields control={control} side="home" league={league} onTeamChosen={chooseTeam} />
        <SideFields control={control} side="away" league={league} onTeamChosen={chooseTeam} />
        <KickoffField id={id} control={control} />
        <FormField
          control={control}
          name="week"
          id={id('week')}
          label="Week"
          hint={league?.activeWeek ? 'Players see the games of the active week on the dashboard.' : undefined}
        >
          {(field) => (
            <NativeSelect {...field}>
              <option value="">No week</option>
              {WEEKS.map((week) => (
                <option key={week.code} value={week.code}>
                  {week.code} · {week.label}
                  {week.code === league?.activeWeek ? ' (active)' : ''}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Button type="submit" disabled={busy || !league} aria-busy={busy} className="justify-self-start">
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <PlusCircle aria-hidden />}
          {busy ? 'Creating Game…' : 'Create Game'}
        </Button>
      </form>
    </ConsoleCard>
  );
}
