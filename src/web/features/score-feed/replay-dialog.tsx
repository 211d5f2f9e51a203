import { useForm, useWatch } from 'react-hook-form';
import { Play } from 'lucide-react';
import { replayRequestSchema, type Game } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import { FormField } from '../../lib/forms/form-field';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { toast } from '../../lib/toast/use-toast';
import {
  DEFAULT_SECONDS_PER_QUARTER,
  calendarDateText,
  gameOptionLabel,
  parseSecondsPerQuarter,
  replayDurationText,
  replayableGames,
} from './feed-forms';
import { historicalFinal } from './feed-log';
import type { HistoricalGame, ReplayStarted } from './feed-types';
import type { FeedLog } from './use-feed-log';

type ReplayDialogProps = {
  /** The real game to replay; the dialog is open while set. */
  historical: HistoricalGame | null;
  games: readonly Game[] | undefined;
  log: FeedLog;
  onClose: () => void;
  onStarted: () => void;
};

type ReplayValues = { gameId: string; secondsPerQuarter: string };

/** Our game and the pace, checked by the server's schema in the tester's words (the historical game is the dialog's). */
const replayResolver = schemaResolver(replayRequestSchema.pick({ gameId: true, secondsPerQuarter: true }), {
  toRequest: (values: ReplayValues) => {
    const seconds = parseSecondsPerQuarter(values.secondsPerQuarter);
    return { gameId: values.gameId === '' ? undefined : Number(values.gameId), secondsPerQuarter: seconds.ok ? seconds.value : Number.NaN };
  },
  check: (values, fromSchema) => {
    const seconds = parseSecondsPerQuarter(values.secondsPerQuarter);
    return { ...(fromSchema.gameId ? { gameId: 'Please choose one of our games' } : {}), ...(seconds.ok ? {} : { secondsPerQuarter: seconds.message }) };
  },
});

function ReplayForm({ historical, games, log, onClose, onStarted }: ReplayDialogProps & { historical: HistoricalGame }) {
  const form = useForm({ defaultValues: { gameId: '', secondsPerQuarter: String(DEFAULT_SECONDS_PER_QUARTER) }, resolver: replayResolver });
  const choices = replayableGames(games ?? []);
  const busy = log.isPending('Start Replay') || form.formState.isSubmitting;
  const secondsOk = parseSecondsPerQuarter(useWatch({ control: form.control, name: 'secondsPerQuarter' }));
  const targetError = form.formState.errors.gameId?.message;

  const submit = form.handleSubmit(async ({ gameId, secondsPerQuarter }) => {
    const game = choices.find((g) => g.id === gameId);
    const started = await log.run<ReplayStarted>({
      action: 'Start Replay',
      method: 'POST',
      url: '/api/replays',
      body: { gameId, historicalGameId: historical.id, secondsPerQuarter },
      summarize: (r) =>
        `Replaying ${historical.name} onto game #${r.gameId} from ${new Date(r.startedAt).toLocaleTimeString()}, ${r.secondsPerQuarter} s per quarter.`,
    });
    if (!started) return;
    toast({
      title: 'Replay started',
      description: `${historical.name} is now playing as ${game ? `${game.awayTeam} @ ${game.homeTeam}` : `game #${started.gameId}`}.`,
      variant: 'success',
    });
    onStarted();
    onClose();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      {choices.length === 0 ? (
        <p className="rounded-lg border border-border bg-muted/60 p-3 text-sm">
          No game is waiting to start. A replay plays onto one of our games that has not kicked off yet.
        </p>
      ) : (
        <div className="grid gap-2">
          <label htmlFor="replay-target" className="text-sm leading-none font-semibold">
            Our game
          </label>
          <NativeSelect {...form.register('gameId')} id="replay-target" aria-invalid={targetError ? true : undefined} aria-describedby={targetError ? 'replay-target-error' : undefined}>
            <option value="" disabled>
              Choose a scheduled game
            </option>
            {choices.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {gameOptionLabel(g)}
              </option>
            ))}
          </NativeSelect>
          {targetError && (
            <p id="replay-target-error" className="text-sm font-medium text-destructive">
              {targetError}
            </p>
          )}
        </div>
      )}
      <FormField
        control={form.control}
        name="secondsPerQuarter"
        id="replay-seconds"
        label="Seconds per quarter"
        hint={secondsOk.ok ? `The whole game takes ${replayDurationText(secondsOk.value, historical.homeQuarterPoints.length)}.` : undefined}
      >
        {(field) => <Input {...field} type="number" min={1} max={3600} inputMode="numeric" className="w-32" />}
      </FormField>
      <div className="grid gap-1.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900">
        <p>
          <strong>The game kicks off now.</strong> Its pools lock: free pools draw, and paid pools that are not full are cancelled
          and refunded. The real scores then arrive quarter by quarter, settling each period as it ends.
        </p>
        <p>Replays are played by the replay feed only: use Test Feed to check which feed the server runs.</p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy || choices.length === 0}>
          <Play aria-hidden />
          {busy ? 'Starting…' : 'Start Replay'}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Replays a real historical game onto one of our games that has not started: POST /api/replays. */
export function ReplayDialog(props: ReplayDialogProps) {
  const { historical, onClose } = props;
  return (
    <Dialog open={historical !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {historical && (
          <>
            <DialogHeader>
              <DialogTitle>Replay {historical.name}</DialogTitle>
              <DialogDescription>
                {historicalFinal(historical)}, {calendarDateText(historical.date)}.
              </DialogDescription>
            </DialogHeader>
            <ReplayForm key={historical.id} {...props} historical={historical} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
