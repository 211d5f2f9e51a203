import { useQueryClient } from '@tanstack/react-query';
import { CalendarRange, LoaderCircle } from 'lucide-react';
import { statementPeriodSchema, type StatementPeriod } from '../../../domain/schemas/statement';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../lib/forms/form-field';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm } from '../../lib/forms/use-api-form';
import { activitySummaryQueryKey } from '../../lib/query-keys';

/** The same rules as the server's: real dates, from not after to, at most 5 years. */
const periodResolver = schemaResolver(statementPeriodSchema);

/**
 * The period picker: two New York calendar dates, both included. Its totals are read before the period
 * is taken, so a refused period shows its reason under the field it blames.
 */
export function PeriodForm({ period, onPeriod }: { period: StatementPeriod; onPeriod: (period: StatementPeriod) => void }) {
  const client = useQueryClient();
  const form = useApiForm({
    defaultValues: period,
    resolver: periodResolver,
    submit: async (chosen) => {
      await client.fetchQuery({ queryKey: activitySummaryQueryKey(chosen.from, chosen.to) });
      onPeriod(chosen);
    },
  });
  const { busy, control } = form;
  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="Statement period" aria-busy={busy} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <FormField control={control} name="from" id="statement-from" label="From">
        {(field) => <Input {...field} type="date" min="1970-01-01" />}
      </FormField>
      <FormField control={control} name="to" id="statement-to" label="To">
        {(field) => <Input {...field} type="date" min="1970-01-01" />}
      </FormField>
      <Button type="submit" variant="outline" disabled={busy} aria-busy={busy} className="sm:mt-7">
        {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <CalendarRange aria-hidden />}
        Show totals
      </Button>
    </form>
  );
}
