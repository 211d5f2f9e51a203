import { useState, type FormEvent } from 'react';
import { Play } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
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

function ReplayForm({ historical, games, log, onClose, onStarted }: ReplayDialogProps & { historical: HistoricalGame }) {
  const [target, setTarget] = useState('');
  const [seconds, setSeconds] = useState(String(DEFAULT_SECONDS_PER_QUARTER));
  const [errors, setErrors] = useState<{ target?: string; seconds?: string }>({});
  const choices = replayableGames(games ?? []);
  const busy = log.isPending('Start Replay');
  const secondsOk = parseSecondsPerQuarter(seconds);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!target) next.target = 'Please choose one of our games';
    if (!secondsOk.ok) next.seconds = secondsOk.message;
    setErrors(next);
    if (next.target || next.seconds || !secondsOk.ok) return;
    const game = choices.find((g) => String(g.id) === target);
    const started = await log.run<ReplayStarted>({
      action: 'Start Replay',
      method: 'POST',
      url: '/api/replays',
      body: { gameId: Number(target), historicalGameId: historical.id, secondsPerQuarter: secondsOk.value },
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
  }

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
          <NativeSelect
            id="replay-target"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? 'replay-target-error' : undefined}
          >
            <option value="" disabled>
              Choose a scheduled game
            </option>
            {choices.map((g) => (
              <option key={g.id} value={String(g.id)}>
                {gameOptionLabel(g)}
              </option>
            ))}
          </NativeSelect>
          {errors.target && (
            <p id="replay-target-error" className="text-sm font-medium text-destructive">
              {errors.target}
            </p>
          )}
        </div>
      )}
      <Field
        id="replay-seconds"
        label="Seconds per quarter"
        error={errors.seconds}
        hint={secondsOk.ok ? `The whole game takes ${replayDurationText(secondsOk.value, historical.homeQuarterPoints.length)}.` : undefined}
      >
        <Input
          {...fieldControlProps('replay-seconds', { error: errors.seconds, hint: secondsOk.ok })}
          type="number"
          min={1}
          max={3600}
          inputMode="numeric"
          value={seconds}
          onChange={(e) => setSeconds(e.target.value)}
          className="w-32"
        />
      </Field>
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
