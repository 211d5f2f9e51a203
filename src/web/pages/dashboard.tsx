import { LayoutGrid } from 'lucide-react';
import { TIER_ENTRY_FEES_CENTS, tierLabel } from '../../domain/tiers';
import { useSelectedLeague } from '../lib/league-context';
import { PlannedPage } from '../components/page/planned-page';

export default function DashboardPage() {
  const league = useSelectedLeague();
  return (
    <PlannedPage
      title="Dashboard"
      eyebrow={league ? `${league.displayName || league.name} · ${league.name}` : 'Your games'}
      icon={<LayoutGrid />}
      description="The games of your selected league's active week, each with its entry-fee pools ready to play."
      items={[
        "Games of the selected league's active week, with finished games left out; switch leagues from the top bar.",
        "A heading with the league, the week and the game count, such as 'NFL: Hall of Fame Weekend (2 games)'.",
        'Each game card shows both teams, the week, the kickoff date and a live status badge.',
        `Five tier pools per game (${TIER_ENTRY_FEES_CENTS.map(tierLabel).join(', ')}) with squares sold out of 100 and a 'View & Select Squares' link.`,
        'League announcements from the admins, such as when the next week of pools goes live.',
      ]}
      back={{ href: '/how-to-play', label: 'Read how to play', forward: true }}
    />
  );
}
