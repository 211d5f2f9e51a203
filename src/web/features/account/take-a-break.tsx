import { useRef, useState, type ReactNode } from 'react';
import { Ban, Coffee, ShieldAlert } from 'lucide-react';
import type { PlayRestrictionDto } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { QueryError } from '../../components/ui/query-error';
import { useRestriction } from './limits-queries';
import { RestrictionDialog } from './restriction-dialog';
import { restrictionStatus, SELF_EXCLUSION_CHOICES, TIME_OUT_CHOICES, type RestrictionChoice } from './restriction-model';

function ChoiceGroup({ title, description, icon, choices, onChoose }: { title: string; description: string; icon: ReactNode; choices: RestrictionChoice[]; onChoose: (choice: RestrictionChoice, button: HTMLButtonElement) => void }) {
  const id = `break-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div role="group" aria-labelledby={id} aria-describedby={`${id}-description`} className="grid content-start gap-2 rounded-lg border border-border p-4">
      <h4 id={id} className="flex items-center gap-2 font-bold text-ink-900 [&_svg]:size-4 [&_svg]:text-turf-700">
        <span aria-hidden>{icon}</span>
        {title}
      </h4>
      <p id={`${id}-description`} className="text-sm text-muted-foreground">
        {description}
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button key={choice.label} variant="outline" size="sm" aria-haspopup="dialog" onClick={(event) => onChoose(choice, event.currentTarget)}>
            {choice.label}
          </Button>
        ))}
      </div>
    </div>
  );
}

function RestrictionInForce({ restriction }: { restriction: PlayRestrictionDto }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
      <ShieldAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>{restrictionStatus(restriction)} Nobody can end it early; a longer one can still be added.</p>
    </div>
  );
}

/** Time-out and self-exclusion (POST /api/me/time-out, /api/me/self-exclusion), each confirmed in a dialog first. */
export function TakeABreak() {
  const restriction = useRestriction();
  const [chosen, setChosen] = useState<{ choice: RestrictionChoice; at: number } | null>(null);
  // Where focus goes back when the dialog closes: the button that opened it.
  const opener = useRef<HTMLButtonElement | null>(null);
  if (restriction.isPending) {
    return (
      <div role="status" aria-label="Loading your time-out and self-exclusion">
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (restriction.isError) return <QueryError title="Your time-out and self-exclusion couldn't be loaded" query={restriction} />;
  const current = restriction.data.restriction;
  const choose = (choice: RestrictionChoice, button: HTMLButtonElement) => {
    opener.current = button;
    setChosen({ choice, at: Date.now() });
  };
  return (
    <div className="grid gap-4">
      {current ? <RestrictionInForce restriction={current} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          title="Time-out"
          icon={<Coffee />}
          description="Pause paid squares and pools with an entry fee. Free pools stay open."
          choices={TIME_OUT_CHOICES}
          onChoose={choose}
        />
        <ChoiceGroup
          title="Self-exclusion"
          icon={<Ban />}
          description="Close every pool to yourself, free ones included, for months or years."
          choices={SELF_EXCLUSION_CHOICES}
          onChoose={choose}
        />
      </div>
      <RestrictionDialog choice={chosen?.choice ?? null} startedAt={chosen?.at ?? 0} onClose={() => setChosen(null)} returnFocus={() => opener.current?.focus()} />
    </div>
  );
}
