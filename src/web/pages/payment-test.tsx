import { Wallet } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function PaymentTestPage() {
  return (
    <PlannedPage
      title="Payment Test"
      eyebrow="Admin"
      icon={<Wallet />}
      description="Exercise the payment and escrow flow end to end with test cards."
      items={[
        'Create a test payment intent for a pool and a set of squares.',
        "Release a pool's escrow to its winners, or refund it to every player.",
        'Every result and error shown as it happens.',
      ]}
    />
  );
}
