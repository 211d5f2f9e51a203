import { cn } from '../../lib/utils';
import type { SimulationState } from './simulation-machine';
import { SIMULATION_TEAMS, type SimulationTeam } from './teams';

function DigitRow({ team, label, digits }: { team: SimulationTeam; label: string; digits: readonly number[] | null }) {
  return (
    <div>
      <p className="mb-1.5 flex items-center gap-2 text-xs font-bold tracking-wider text-muted-foreground uppercase">
        <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: team.color }} />
        {label}
      </p>
      {digits ? (
        <>
          <p className="sr-only">
            {label}: {digits.join(', ')}
          </p>
          <div aria-hidden className="grid max-w-[22rem] grid-cols-10 gap-1">
            {digits.map((d, i) => (
              <span
                key={i}
                className="grid aspect-square place-items-center rounded-md text-sm font-black tabular"
                style={{ backgroundColor: team.color, color: team.textColor }}
              >
                {d}
              </span>
            ))}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Drawn at kick-off.</p>
      )}
    </div>
  );
}

/** The home and away digit sequences, once drawn. */
export function DigitSequences({ state, className }: { state: SimulationState; className?: string }) {
  const digits = state.draw?.digits ?? null;
  const { home, away } = SIMULATION_TEAMS;
  return (
    <div className={cn('space-y-3', className)}>
      <DigitRow team={home} label={`Home digits · ${home.code}`} digits={digits?.columns ?? null} />
      <DigitRow team={away} label={`Away digits · ${away.code}`} digits={digits?.rows ?? null} />
    </div>
  );
}
