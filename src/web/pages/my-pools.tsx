import { Trophy } from 'lucide-react';
import { useAuth } from '../lib/use-auth';
import { PlannedPage } from '../components/page/planned-page';
import { SignInRequired } from '../components/page/sign-in-required';

export default function MyPoolsPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <SignInRequired documentTitle="My Pools" title="Sign In Required" description="Please sign in to view your pools." />
    );
  }
  return (
    <PlannedPage
      title="My Pools"
      icon={<Trophy />}
      description="Every pool you have joined, with what you have spent and what you have won."
      items={[
        'Stat cards: Pools Available, Pools Joined, Total Purchased, Total Winnings and Profit/Loss.',
        "Each pool you joined: name, status, teams, entry fee, total pot, 'Your Squares: n/100' and the game date.",
        'Winnings are your settled prizes; profit shows in green with a plus sign, losses in red.',
        "A 'Browse Pools' link to the dashboard when you have not joined a pool yet.",
      ]}
    />
  );
}
