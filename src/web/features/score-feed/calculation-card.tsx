import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Calculator } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../lib/forms/form-field';
import { calculationSummary } from './feed-log';
import { calculationFormResolver, parsePoolId, type CalculationForm } from './feed-forms';
import type { ScoreCalculation } from './feed-types';
import { ToolCard, inputProblem } from './tool-card';
import type { FeedLog } from './use-feed-log';

const EMPTY_CALCULATION: CalculationForm = { poolId: '', homeScore: '', awayScore: '' };

/** Which square a score wins in a pool and what each period pays: POST /api/test-score-calculation. */
export function CalculationCard({ log }: { log: FeedLog }) {
  const form = useForm({ defaultValues: EMPTY_CALCULATION, resolver: calculationFormResolver });
  const busy = log.isPending('Score Calculation') || form.formState.isSubmitting;

  // The answer (or the refusal) goes to the log below, as every tool's does.
  function submit(event: FormEvent) {
    event.preventDefault();
    // A missing or bad pool ID is said in a toast, as every tool's ID is.
    const id = parsePoolId(form.getValues('poolId'));
    if (!id.ok) return inputProblem(id.message);
    void form.handleSubmit((scores) =>
      log.run<ScoreCalculation>({
        action: 'Score Calculation',
        method: 'POST',
        url: '/api/test-score-calculation',
        body: { poolId: id.value, ...scores },
        summarize: calculationSummary,
      }),
    )(event);
  }

  return (
    <ToolCard
      id="score-calculation-title"
      icon={<Calculator />}
      title="Score Calculation"
      description="Which square a score wins in a pool, and what each period pays on the money collected so far."
    >
      <form noValidate onSubmit={submit} className="grid gap-4 px-4 py-4 sm:px-5" aria-labelledby="score-calculation-title">
        <div className="grid grid-cols-3 gap-3">
          <FormField control={form.control} name="poolId" id="feed-calc-pool" label="Pool ID">
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" />}
          </FormField>
          <FormField control={form.control} name="homeScore" id="feed-calc-home" label="Home">
            {(field) => <Input {...field} inputMode="numeric" />}
          </FormField>
          <FormField control={form.control} name="awayScore" id="feed-calc-away" label="Away">
            {(field) => <Input {...field} inputMode="numeric" />}
          </FormField>
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
