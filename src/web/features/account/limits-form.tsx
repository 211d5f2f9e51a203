import { useState } from 'react';
import { Clock } from 'lucide-react';
import type { SpendLimitsInput, SpendLimitsResponse } from '../../../domain/schemas';
import { SPEND_LIMIT_FIELDS, type SpendLimitField } from '../../../domain/spend-limits';
import { serverMessageOr } from '../../lib/form-errors';
import { FormField } from '../../lib/forms/form-field';
import { useApiForm, type ApiForm } from '../../lib/forms/use-api-form';
import { Input } from '../../components/ui/input';
import { useSaveSpendLimits } from './limits-queries';
import { SaveRow } from './save-row';
import { changedLimits, LIMIT_FIELDS, LIMITS_SAVED, LIMITS_SAVED_PENDING, limitsResolver, limitValuesOf, pendingText, type LimitValues } from './limits-model';

const FORM_ERROR_ID = 'spend-limits-error';
export const LIMITS_SAVE_FAILED = "Your limits couldn't be saved. Please try again.";

/** Under a field: the window it counts, and a raise or removal waiting for its time. */
function LimitHint({ field, saved }: { field: SpendLimitField; saved: SpendLimitsResponse }) {
  const pending = saved.pending.find((p) => p.field === field);
  return (
    <>
      Money committed to paid squares in {LIMIT_FIELDS[field].window}. Empty for no limit.
      {pending ? (
        <span className="mt-1 flex items-center gap-1 font-semibold text-amber-800">
          <Clock aria-hidden className="size-3.5 shrink-0" />
          {pendingText(pending)}
        </span>
      ) : null}
    </>
  );
}

/** The three limits: lowering applies at once, raising or removing after 24 hours (the server decides which). */
export function LimitsForm({ saved }: { saved: SpendLimitsResponse }) {
  const [message, setMessage] = useState<string | null>(null);
  const save = useSaveSpendLimits();
  const form: ApiForm<LimitValues, SpendLimitsInput> = useApiForm({
    defaultValues: limitValuesOf(saved),
    resolver: limitsResolver,
    submit: async (input) => {
      setMessage(null);
      const next = await save.mutateAsync(changedLimits(input, saved));
      form.reset(limitValuesOf(next));
      setMessage(next.pending.length > 0 ? LIMITS_SAVED_PENDING : LIMITS_SAVED);
    },
    onFailure: (error) => form.setError('root', { type: 'server', message: serverMessageOr(error, LIMITS_SAVE_FAILED) }),
  });
  const { busy } = form;
  const formError = form.formState.errors.root?.message;

  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="Spend limits" aria-describedby={formError ? FORM_ERROR_ID : undefined} onChange={() => setMessage(null)}>
      <fieldset disabled={busy} className="grid min-w-0 gap-5 sm:grid-cols-3">
        <legend className="sr-only">Spend limits in dollars</legend>
        {SPEND_LIMIT_FIELDS.map((field) => (
          <FormField key={field} control={form.control} name={field} id={`limit-${field}`} label={`${LIMIT_FIELDS[field].label} ($)`} hint={<LimitHint field={field} saved={saved} />}>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" placeholder="No limit" />}
          </FormField>
        ))}
      </fieldset>
      <SaveRow label="Save limits" busy={busy} saved={message} errorId={FORM_ERROR_ID} error={formError} />
    </form>
  );
}
