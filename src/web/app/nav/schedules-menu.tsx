import { Link } from 'wouter';
import { CalendarDays, ChevronDown, RotateCcw } from 'lucide-react';
import { leagueScheduleHref, useLeagues } from '../../lib/use-leagues';
import { cn } from '../../lib/utils';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';

/** 'League Schedules': one link per league to /schedule/{league name in lower case}. */
export function SchedulesMenu({ active, className }: { active: boolean; className?: string }) {
  const { data: leagues, isError, isPending, refetch } = useLeagues();
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={cn(
          'inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-semibold whitespace-nowrap text-white/75 xl:px-3 transition-colors hover:bg-white/10 hover:text-white data-[state=open]:bg-white/10 data-[state=open]:text-white',
          active && 'bg-white/10 text-white',
          className,
        )}
      >
        League Schedules
        <ChevronDown aria-hidden className="size-4 opacity-70" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          Schedules
        </DropdownMenuLabel>
        {isPending && <DropdownMenuItem disabled>Loading leagues…</DropdownMenuItem>}
        {isError && (
          <DropdownMenuItem onSelect={() => void refetch()}>
            <RotateCcw aria-hidden />
            Couldn't load leagues. Retry
          </DropdownMenuItem>
        )}
        {leagues?.length === 0 && <DropdownMenuItem disabled>No leagues yet</DropdownMenuItem>}
        {leagues?.map((league) => (
          <DropdownMenuItem key={league.id} asChild>
            <Link href={leagueScheduleHref(league)}>
              <CalendarDays aria-hidden />
              <span className="flex-1">{league.name}</span>
              {league.displayName && league.displayName !== league.name ? (
                <span className="text-xs text-muted-foreground">{league.displayName}</span>
              ) : null}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
