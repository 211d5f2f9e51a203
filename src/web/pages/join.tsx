import { useParams } from 'wouter';
import { Ticket } from 'lucide-react';
import { PlannedPage } from '../components/page/planned-page';

export default function JoinPage() {
  const { inviteCode } = useParams<{ inviteCode: string }>();
  return (
    <PlannedPage
      title="Join a Private Pool"
      eyebrow={inviteCode ? `Invite code ${inviteCode}` : undefined}
      icon={<Ticket />}
      description="You have been invited to a private pool. Joining makes you a member so you can pick squares."
      items={[
        'The pool name, game, entry fee and who invited you.',
        'A button to join; members can see the board and buy squares.',
        'A clear message if the invite code is not valid anymore.',
      ]}
    />
  );
}
