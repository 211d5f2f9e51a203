import { CircleAlert, CreditCard } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SANDBOX_CARDS, testCardExpiry } from './tester-model';

/** The confirm step: the sandbox's test cards, each a button (the Stripe provider confirms through checkout). */
export function SandboxCards({ sandbox, busy, onConfirm }: { sandbox: boolean; busy: boolean; onConfirm: (cardNumber: string) => void }) {
  return (
    <div className="grid gap-3">
      {!sandbox && (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          The payment provider is Stripe: the test card buttons work with the sandbox provider only. Confirm this intent through checkout.
        </p>
      )}
      <p id="tester-cards-hint" className="text-sm text-muted-foreground">
        Confirm with a sandbox test card (expiry 12/{testCardExpiry(new Date()).expYear}, CVC 123). A declined card can be followed by another.
      </p>
      <div role="group" aria-label="Sandbox test cards" aria-describedby="tester-cards-hint" className="grid gap-2 sm:grid-cols-3">
        {SANDBOX_CARDS.map((card) => (
          <Button
            key={card.number}
            variant={card.tone}
            disabled={!sandbox || busy}
            onClick={() => onConfirm(card.number)}
            className="h-auto flex-col gap-0.5 py-2"
          >
            <span className="flex items-center gap-1.5">
              <CreditCard aria-hidden />
              {card.label}
            </span>
            <span className="text-[11px] font-medium opacity-80">
              <span className="sr-only">card {card.number}, </span>
              {card.outcome}
            </span>
          </Button>
        ))}
      </div>
    </div>
  );
}
