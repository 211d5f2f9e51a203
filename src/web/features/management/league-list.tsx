import { ListOrdered } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { Switch } from '../../components/ui/switch';
import { errorReference } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { useLeagues } from '../../lib/use-leagues';
import { weekLabel } from '../../../domain/weeks';
import { ConsoleCard } from './console-card';
import { QueryError } from '../../components/ui/query-error';
import { ERROR_TITLE, LEAGUE_UPDATE_FAILED, failureMessage } from './console-messages';
import { useSetLeagueActive } from './console-queries';

const SPORT_LABEL: Record<League['sport'], string> = { football: 'Football', basketball: 'Basketball', baseball: 'Baseball', hockey: 'Hockey' };

function LeagueRow({ league }: { league: League }) {
  const toggle = useSetLeagueActive();
  const switchId = `league-active-${league.id}`;
  const onChange = (isActive: boolean) =>
    toggle.mutate(
      { leagueId: league.id, isActive },
      {
        onSuccess: (updated) => toast({ title: `${updated.name} is now ${updated.isActive ? 'active' : 'inactive'}`, variant: 'success' }),
        onError: (error) => toast({ title: ERROR_TITLE, description: failureMessage(error, LEAGUE_UPDATE_FAILED), variant: 'destructive', reference: errorReference(error) }),
      },
    );
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-5">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-sm font-bold text-ink-900">{league.name}</span>
          <Badge tone={league.isActive ? 'green' : 'neutral'}>{league.isActive ? 'Active' : 'Inactive'}</Badge>
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {league.displayName} · {SPORT_LABEL[league.sport]} · {league.activeWeek ? weekLabel(league.activeWeek) : 'Current Season'}
        </p>
      </div>
      <label htmlFor={switchId} className="flex items-center gap-2 text-sm font-medium text-ink-700">
        <Switch
          id={switchId}
          checked={league.isActive}
          disabled={toggle.isPending}
          aria-label={`${league.name} active`}
          onCheckedChange={onChange}
        />
        <span aria-hidden>{league.isActive ? 'On' : 'Off'}</span>
      </label>
    </li>
  );
}

/** Every league with its Active/Inactive badge and a switch to turn it on or off (spec section 2). */
export function LeagueList() {
  const leagues = useLeagues();
  const list = leagues.data ?? [];
  return (
    <ConsoleCard
      id="league-list-title"
      icon={<ListOrdered />}
      title="Leagues"
      description="Turn a league off to take it out of play; its games and pools stay as they are."
      className="[&>[data-slot=card-content]]:px-0 [&>[data-slot=card-content]]:pb-0"
    >
      {leagues.isPending ? (
        <div role="status" aria-label="Loading leagues" className="grid gap-2 px-5 pb-5">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : leagues.isError ? (
        <div className="px-5 pb-5">
          <QueryError title="Could not load the leagues" query={leagues} className="py-6 shadow-none" />
        </div>
      ) : list.length === 0 ? (
        <div className="px-5 pb-5">
          <EmptyState headingLevel="h3" title="No leagues yet" description="Create the first league with the form." className="py-8" />
        </div>
      ) : (
        <ul aria-label="Leagues" className="divide-y divide-border border-t border-border">
          {list.map((league) => (
            <LeagueRow key={league.id} league={league} />
          ))}
        </ul>
      )}
    </ConsoleCard>
  );
}
