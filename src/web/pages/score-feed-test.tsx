import { Radio } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function ScoreFeedTestPage() {
  return (
    <PlannedPage
      title="Score Feed Test"
      eyebrow="Admin"
      icon={<Radio />}
      description="Check the live score feed and replay historical games to test scoring."
      items={[
        'A season select (2021 to 2024) and a game ID input to look up historical games.',
        'Live games from the feed, and a simulated score update for any game.',
        'A result log of every request and answer.',
      ]}
    />
  );
}
