import { BookOpen } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function HowToPlayPage() {
  return (
    <PlannedPage
      title="How to Play"
      icon={<BookOpen />}
      description="The rules of squares, how the pot is paid out, and what each entry tier can win."
      items={[
        'Step by step: pick a game and a tier, claim up to 5 squares, wait for the draw, win by the last digit of each score.',
        'Payouts: 25% of the prize pool for each of Q1, halftime, Q3 and the final score, after the 10% house fee.',
        'A tier table with the maximum prize and per-period payout for $1, $5, $10 and $25 pools.',
        'Policies: no refunds after purchase and no withdrawals, automatic refunds when a pool does not fill, prizes claimed within 30 days.',
      ]}
    />
  );
}
