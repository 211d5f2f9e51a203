import { useEffect, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../lib/forms/form-field';
import { confirmSandboxPayment } from './api';
import type { CardFormProps } from './card-form-types';
import { sandboxOutcome } from './confirm-outcome';
import { payButtonLabel } from './messages';
import { PaymentProblem } from './payment-problem';
import {
  EMPTY_CARD,
  SANDBOX_TEST_CARDS,
  cardField,
  digitsOnly,
  formatCardNumber,
  type SandboxCard,
  type SandboxCardField,
} from './sandbox-card';

const IDS: Record<SandboxCardField, string> = {
  cardNumber: 'card-number',
  expMonth: 'card-exp-month',
  expYear: 'card-exp-year',
  cvc: 'card-cvc',
};

function SandboxNotice({ onUse }: { onUse: (number: string) => void }) {
  return (
    <div role="note" aria-labelledby="sandbox-title" className="rounded-lg border border-sky-300 bg-sky-50 p-3.5 text-sm text-sky-950">
      <p id="sandbox-title" className="flex items-center gap-2 font-bold">
        <FlaskConical aria-hidden className="size-4" />
        Sandbox mode: no real money
      </p>
      <p className="mt-1 text-xs">
        This site runs a payment sandbox. No card is charged; use a test card, any future expiry and any 3-digit CVC.
      </p>
      <ul className="mt-2 grid gap-1 text-xs">
        {SANDBOX_TEST_CARDS.map((card) => (
          <li key={card.number} className="flex flex-wrap items-center gap-x-2">
            <button
              type="button"
              className="rounded font-mono font-bold underline underline-offset-2 hover:text-sky-700"
              aria-label={`Use test card ${card.number}, which ${card.outcome}`}
              onClick={() => onUse(card.number)}
            >
              {card.number}
            </button>
            <span>{card.outcome}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The sandbox provider's card form: our own fields, confirmed by the sandbox route. A
 * decline or a bad field comes back as the provider's message: next to the field it names, or above
 * the form; the player may try another card while the hold lasts.
 */
export function SandboxCardForm({ intent, busy, problem, onPay }: CardFormProps) {
  const form = useForm<SandboxCard>({ defaultValues: EMPTY_CARD });
  const problemField = cardField(problem?.field);
  const { setError, setFocus, clearErrors } = form;

  // The provider checks the card: its word on a field goes under that field.
  useEffect(() => {
    clearErrors();
    if (problem && problemField) setError(problemField, { type: 'server', message: problem.message });
  }, [problem, problemField, setError, clearErrors]);
  // After a decline the player most likely tries another card; after a bad field, fixes that field (once the fields are enabled).
  useEffect(() => {
    if (problem && !busy) setFocus(problemField ?? 'cardNumber');
  }, [problem, problemField, busy, setFocus]);

  const onSubmit = form.handleSubmit((card) => {
    if (busy) return;
    onPay(async () => sandboxOutcome(await confirmSandboxPayment(intent.paymentIntentId, { clientSecret: intent.clientSecret, ...card })));
  });

  /** One of the four inputs, kept to digits (the number in groups of four) as it is typed. */
  const cardInput = (field: SandboxCardField, label: string, clean: (typed: string) => string, props: ComponentProps<'input'>) => (
    <FormField control={form.control} name={field} id={IDS[field]} label={label}>
      {(bound) => <Input {...bound} {...props} disabled={busy} inputMode="numeric" onChange={(event) => bound.onChange(clean(event.target.value))} />}
    </FormField>
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Card details" className="grid gap-4">
      <SandboxNotice onUse={(number) => form.setValue('cardNumber', number)} />
      {problem && !problemField && <PaymentProblem title={problem.title} message={problem.message} />}
      {cardInput('cardNumber', 'Card number', formatCardNumber, { autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' })}
      <div className="grid grid-cols-3 items-end gap-3">
        {cardInput('expMonth', 'Expiry month', (typed) => digitsOnly(typed, 2), { autoComplete: 'cc-exp-month', placeholder: 'MM' })}
        {cardInput('expYear', 'Expiry year', (typed) => digitsOnly(typed, 4), { autoComplete: 'cc-exp-year', placeholder: 'YYYY' })}
        {cardInput('cvc', 'CVC', (typed) => digitsOnly(typed, 4), { autoComplete: 'cc-csc', placeholder: '123' })}
      </div>
      <Button type="submit" size="lg" variant="gold" disabled={busy} aria-busy={busy || undefined} className="w-full">
        {busy && <LoaderCircle aria-hidden className="animate-spin" />}
        {payButtonLabel(intent.amount)}
      </Button>
      <p role="status" className="sr-only">
        {busy ? 'Processing your payment…' : ''}
      </p>
    </form>
  );
}
