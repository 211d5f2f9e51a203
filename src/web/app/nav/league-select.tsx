import { useLeague } from '../../lib/league-context';
import { useLeagues } from '../../lib/use-leagues';
import { cn } from '../../lib/utils';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';

type LeagueSelectProps = {
  className?: string;
  /** Style for the dark header. */
  inverse?: boolean;
  id?: string;
  'aria-label'?: string;
};

/** The league selector (placeholder 'League'); item values are league ids as strings, never ''. */
export function LeagueSelect({ className, inverse = false, id, 'aria-label': ariaLabel = 'Select league' }: LeagueSelectProps) {
  const { selectedLeagueId, setSelectedLeagueId } = useLeague();
  const { data: leagues, isError, isPending } = useLeagues();
  const known = leagues?.some((league) => String(league.id) === selectedLeagueId) ?? false;

  return (
    <Select value={known ? selectedLeagueId : ''} onValueChange={setSelectedLeagueId} disabled={isPending || isError}>
      <SelectTrigger
        id={id}
        aria-label={ariaLabel}
        title={isError ? 'Leagues could not be loaded' : undefined}
        className={cn(
          inverse &&
            'h-9 border-white/20 bg-white/5 text-white shadow-none hover:bg-white/10 data-[placeholder]:text-white/70',
          className,
        )}
      >
        <SelectValue placeholder="League" />
      </SelectTrigger>
      <SelectContent>
        {leagues?.map((league) => (
          <SelectItem key={league.id} value={String(league.id)}>
            {league.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
