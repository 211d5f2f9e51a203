import { useState, type FormEvent } from 'react';
import { Calculator } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { calculationSummary } from './feed-log';
import { buildScoreCalculation, parsePoolId, type CalculationForm, type FieldErrors } from './feed-forms';
import type { ScoreCalculation } from './feed-types';
import { ToolCard, inputProblem } from './tool-card';
import type { FeedLog } from './use-feed-log';

/** Which square a score wins in a pool and what each period pays: POST /api/test-score-calculation. */
export function CalculationCard({ log }: { log: FeedLog }) {
  const [poolId, setPoolId] = useState('');
  const [form, setForm] = useState<CalculationForm>({ homeScore: '', awayScore: '' });
  const [errors, setErrors] = useState<FieldErrors<'homeScore' | 'awayScore'>>({});
  const busy = log.isPending('Score Calculation');

  async function submit(event: FormEvent) {
    event.preventDefault();
    const id = parsePoolId(poolId);
    if (!id.ok) return inputProblem(id.message);
    const built = buildScoreCalculation(id.value, form);
    if (!built.ok) {
      setErrors(built.errors);
      return;
    }
    setErrors({});
    await log.run<ScoreCalculation>({
      action: 'Score Calculation',
      method: 'POST',
      url: '/api/test-score-calculation',
      body: built.body,
      summarize: calculationSummary,
    });
  }

  return (
    <ToolCard
      id="score-calculation-title"
      icon={<Calculator />}
      title="Score Calculation"
      description="Which square a score wins in a pool, and what each period pays on the money collected so far."
    >
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 px-4 py-4 sm:px-5" aria-labelledby="score-calculation-title">
        <div className="grid grid-cols-3 gap-3">
          <Field id="feed-calc-pool" label="Pool ID">
            <Input {...fieldControlProps('feed-calc-pool')} inputMode="numeric" autoComplete="off" value={poolId} onChange={(e) => setPoolId(e.target.value)} />
          </Field>
          <Field id="feed-calc-home" label="Home" error={errors.homeScore}>
            <Input
              {...fieldControlProps('feed-calc-home', { error: errors.homeScore })}
              inputMode="numeric"
              value={form.homeScore}
              onChange={(e) => setForm((f) => ({ ...f, homeScore: e.target.value }))}
            />
          </Field>
          <Field id="feed-calc-away" label="Away" error={errors.awayScore}>
            <Input
              {...fieldControlProps('feed-calc-away', { error: errors.awayScore })}
              inputMode="numeric"
              value={form.awayScore}
              onChange={(e) => setForm((f) => ({ ...f, awayScore: e.target.value }))}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" variant="secondary" disabled={busy} className="w-full sm:w-auto">
            <Calculator aria-hidden />
            {busy ? 'Calculating…' : 'Calculate'}
          </Button>
        </div>
      </form>
    </ToolCard>
  );
}
