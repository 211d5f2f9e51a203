import { useParams } from 'wouter';
import { Grid3x3 } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function PoolPage() {
  const { id } = useParams<{ id: string }>();
  return (
    <PlannedPage
      title={/^\d+$/.test(id ?? '') ? `Pool #${id}` : 'Pool'}
      icon={<Grid3x3 />}
      description="A pool's 10x10 board: claim your squares, follow the score and see every winner."
      items={[
        'The pool name, teams, kick-off time, a status badge and a Share button.',
        "The board with the home team's digits across the top and the away team's down the side, revealed when all 100 squares are taken.",
        'Your cart (up to 5 squares per board), pool progress, a live score card and the squares you own.',
        'The rules card with the payout split, and a link to verify the draw yourself.',
      ]}
    />
  );
}
