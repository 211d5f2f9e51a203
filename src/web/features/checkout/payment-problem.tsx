import { CircleAlert } from 'lucide-react';

/** A payment problem above a card form: 'Payment Failed' and the provider's words, announced at once. */
export function PaymentProblem({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="flex gap-2 rounded-lg border border-destructive/40 bg-red-50 p-3 text-sm text-red-900">
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-bold">{title}</span>
        <span className="block">{message}</span>
      </p>
    </div>
  );
}
