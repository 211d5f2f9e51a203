import { PlusCircle } from 'lucide-react';
import { useAuth } from '../lib/use-auth';
import { PlannedPage } from '../components/page/planned-page';
import { SignInRequired } from '../components/page/sign-in-required';

export default function CreatePrivatePoolPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <SignInRequired
        documentTitle="Create Private Pool"
        title="Authentication Required"
        description="Please log in to create private pools"
      />
    );
  }
  return (
    <PlannedPage
      title="Create Private Pool"
      icon={<PlusCircle />}
      description="Start an invite-only pool for your friends, office or fundraiser on any upcoming game."
      items={[
        'Choose the game, name the pool, and set the entry fee ($0 to $1,000) and the squares each player may own (1 to 25).',
        'Pick the payout split across the four scoring periods.',
        'Invite people by e-mail; they get a link to join with your invite code.',
        "A confirmation with the invite code, a 'View Pool' link and 'Create Another Pool'.",
      ]}
    />
  );
}
