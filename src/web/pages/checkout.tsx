import { CreditCard } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function CheckoutPage() {
  return (
    <PlannedPage
      title="Checkout"
      icon={<CreditCard />}
      description="Pay for the squares you picked; your entry is held in escrow until the game ends."
      items={[
        'A summary of the pool, your squares and the total amount.',
        'A secure card form from our payment provider.',
        "'Payment Secured' when your card is authorized and held, 'Purchase Complete' when it is charged.",
        "A 'Back to Pool' link, and a return to your pool once payment succeeds.",
      ]}
    />
  );
}
