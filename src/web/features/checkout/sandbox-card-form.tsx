import { useEffect, useState, type FormEvent } from 'react';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
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
 * The sandbox provider's card form (issue 12): our own fields, confirmed by the sandbox route. A
 * decline or a bad field comes back as the provider's message: next to the field it names, or above
 * the form; the player may try another card while the hold lasts.
 */
export function SandboxCardForm({ intent, busy, problem, onPay }: CardFormProps) {
  const [card, setCard] = useState<SandboxCard>(EMPTY_CARD);
  const problemField = cardField(problem?.field);

  useEffect(() => {
    // After a decline the player most likely tries another card; after a bad field, fixes that field.
    if (problem) document.getElementById(IDS[problemField ?? 'cardNumber'])?.focus();
  }, [problem, problemField]);

  function set(field: SandboxCardField, value: string) {
    setCard((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    onPay(async () =>
      sandboxOutcome(await confirmSandboxPayment(intent.paymentIntentId, { clientSecret: intent.clientSecret, ...card })),
    );
  }

  const errorOf = (field: SandboxCardField) => (problemField === field ? (problem?.message ?? null) : null);
  const control = (field: SandboxCardField) => ({
    ...fieldControlProps(IDS[field], { error: errorOf(field) }),
    value: card[field],
    disabled: busy,
    inputMode: 'numeric' as const,
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Card details" className="grid gap-4">
      <SandboxNotice onUse={(number) => set('cardNumber', number)} />
      {problem && !problemField && <PaymentProblem title={problem.title} message={problem.message} />}
      <Field id={IDS.cardNumber} label="Card number" error={errorOf('cardNumber')}>
        <Input
          {...control('cardNumber')}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          onChange={(e) => set('cardNumber', formatCardNumber(e.target.value))}
        />
      </Field>
      <div className="grid grid-cols-3 items-end gap-3">
        <Field id={IDS.expMonth} label="Expiry month" error={errorOf('expMonth')}>
          <Input {...control('expMonth')} autoComplete="cc-exp-month" placeholder="MM" onChange={(e) => set('expMonth', digitsOnly(e.target.value, 2))} />
        </Field>
        <Field id={IDS.expYear} label="Expiry year" error={errorOf('expYear')}>
          <Input {...control('expYear')} autoComplete="cc-exp-year" placeholder="YYYY" onChange={(e) => set('expYear', digitsOnly(e.target.value, 4))} />
        </Field>
        <Field id={IDS.cvc} label="CVC" error={errorOf('cvc')}>
          <Input {...control('cvc')} autoComplete="cc-csc" placeholder="123" onChange={(e) => set('cvc', digitsOnly(e.target.value, 4))} />
        </Field>
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
