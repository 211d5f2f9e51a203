import { ShieldCheck } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

/** Admins only: everyone else gets 'Access Denied' from the route view (app/admin-pages.ts). */
export default function ManagementPage() {
  return (
    <PlannedPage
      title="Management Console"
      eyebrow="Admin"
      icon={<ShieldCheck />}
      description="Run the leagues, games and pools, and keep an eye on the system."
      items={[
        'Leagues: create a league (League Code, Display Name, Sport) and see which are active.',
        "Games: schedule a game and browse the 'Scheduled Games' list with teams, date and status.",
        'Pools: each pool with entry fee, squares sold, a status badge, a status selector and a Refund button.',
        'System: counts across the platform and the automatic refund policy for pools that do not fill by game time.',
      ]}
      back={{ href: '/week-management', label: 'Go to week management', forward: true }}
    />
  );
}
