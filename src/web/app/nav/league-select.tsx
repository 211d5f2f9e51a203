import { useLeague } from '../../lib/league-context';
import { useLeagues } from '../../lib/use-leagues';
import { cn } from '../../lib/utils';
import { NativeSelect } from '../../components/ui/native-select';

type LeagueSelectProps = {
  className?: string;
  /** Style for the dark header. */
  inverse?: boolean;
  id?: string;
  'aria-label'?: string;
};

/**
 * The league selector (placeholder 'League'); option values are league ids as strings, never ''. A
 * native select: the phone's own picker, and keyboards and screen readers know it without a modal list
 * that hides the page.
 */
export function LeagueSelect({ className, inverse = false, id, 'aria-label': ariaLabel = 'Select league' }: LeagueSelectProps) {
  const { selectedLeagueId, setSelectedLeagueId } = useLeague();
  const { data: leagues, isError, isPending } = useLeagues();
  const known = leagues?.some((league) => String(league.id) === selectedLeagueId) ?? false;

  return (
    <NativeSelect
      id={id}
      aria-label={ariaLabel}
      title={isError ? 'Leagues could not be loaded' : undefined}
      value={known ? selectedLeagueId : ''}
      onChange={(event) => setSelectedLeagueId(event.target.value)}
      disabled={isPending || isError}
      className={cn(
        // The open list is drawn by the system on a light background: its options keep dark text.
        inverse && 'h-9 border-white/20 bg-white/5 text-white shadow-none hover:bg-white/10 [&>option]:text-ink-900',
        className,
      )}
    >
      <option value="" disabled>
        League
      </option>
      {leagues?.map((league) => (
        <option key={league.id} value={String(league.id)}>
          {league.name}
        </option>
      ))}
    </NativeSelect>
  );
}
