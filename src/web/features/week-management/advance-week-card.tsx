import { useState } from 'react';
import { ArrowRight, CalendarRange, LoaderCircle } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { isWeekCode, type WeekCode } from '../../../domain/weeks';
import { toast } from '../../lib/toast/use-toast';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import {
  advanceBlock,
  advanceButtonText,
  advanceDirection,
  labelOf,
  unfinishedGamesText,
  updateFailedToast,
  weekOptionText,
  weekOptions,
  weekProgress,
  weekUpdatedToast,
} from './week-management-model';
import { useActiveWeekGames, useAdvanceWeek } from './week-queries';
import { WarningNote } from './warning-note';

const SELECT_ID = 'advance-week';
const HINT_ID = 'advance-week-hint';

function ConfirmAdvance({
  league,
  current,
  target,
  pending,
  onConfirm,
  onCancel,
}: {
  league: League;
  current: string | null;
  target: WeekCode;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const back = advanceDirection(current, target) === 'back';
  const games = useActiveWeekGames(league.id);
  const unfinished = !back && current && games.data ? unfinishedGamesText(weekProgress(games.data), current) : null;
  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{advanceButtonText(target)}?</DialogTitle>
          <DialogDescription>
            {current
              ? `The ${league.name} moves from ${labelOf(current)} to ${labelOf(target)}.`
              : `The ${league.name} starts weekly play at ${labelOf(target)}.`}{' '}
            Players then see only {labelOf(target)}’s pools, and pools of earlier weeks take no new squares.
          </DialogDescription>
        </DialogHeader>
        {unfinished ? (
          <WarningNote>{unfinished} Their pools take no new squares once you advance; games under way are still scored and paid out.</WarningNote>
        ) : null}
        {back ? (
          <WarningNote>This moves the week back: pools from {labelOf(target)} on take new squares again, unless their games have kicked off.</WarningNote>
        ) : null}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm} disabled={pending} aria-busy={pending}>
            {pending ? <LoaderCircle aria-hidden className="animate-spin" /> : <ArrowRight aria-hidden />}
            {pending ? 'Advancing…' : advanceButtonText(target)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The week selector over the 27 weeks and the 'Advance to {week}' button, confirmed in a dialog. */
export function AdvanceWeekCard({ league, activeWeek }: { league: League; activeWeek: string | null }) {
  const [selected, setSelected] = useState<WeekCode | null>(null);
  const [confirming, setConfirming] = useState(false);
  const advance = useAdvanceWeek(league.id);
  const block = advanceBlock(selected, activeWeek);
  const pending = advance.isPending;

  const confirm = () => {
    if (!selected) return;
    advance.mutate(selected, {
      onSuccess: (result) => {
        toast(weekUpdatedToast(result.activeWeek));
        setSelected(null);
      },
      onError: (error) => toast(updateFailedToast(error)),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Card role="region" aria-labelledby="advance-week-title">
      <IconCardHeader
        icon={<CalendarRange />}
        titleId="advance-week-title"
        title="Advance the Week"
        description={`Choose the week the ${league.name} dashboard moves to. You confirm before anything changes.`}
      />
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor={SELECT_ID}>Week to advance to</Label>
          <NativeSelect
            id={SELECT_ID}
            aria-describedby={HINT_ID}
            value={selected ?? ''}
            onChange={(event) => setSelected(isWeekCode(event.target.value) ? event.target.value : null)}
            disabled={pending}
            className="sm:max-w-sm"
          >
            <option value="" disabled>
              Select a week
            </option>
            {weekOptions(activeWeek).map((option) => (
              <option key={option.code} value={option.code}>
                {weekOptionText(option)}
              </option>
            ))}
          </NativeSelect>
          <p id={HINT_ID} role="status" className="text-sm text-muted-foreground">
            {block ? (
              <>
                <span className="font-semibold text-ink-800">{block.title}:</span> {block.description}
              </>
            ) : selected ? (
              `Ready to advance from ${activeWeek ? labelOf(activeWeek) : 'the whole season'} to ${labelOf(selected)}.`
            ) : null}
          </p>
        </div>
        <div>
          <Button type="button" onClick={() => setConfirming(true)} disabled={block !== null || pending} className="w-full sm:w-auto">
            <ArrowRight aria-hidden />
            {advanceButtonText(selected)}
          </Button>
        </div>
      </CardContent>
      {confirming && selected && !block ? (
        <ConfirmAdvance
          league={league}
          current={activeWeek}
          target={selected}
          pending={pending}
          onConfirm={confirm}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </Card>
  );
}
