import { useParams } from 'wouter';
import { JoinPool } from '../features/private-pool';
import { useAuth } from '../lib/use-auth';

/** /join/{inviteCode} (D11), signed in or not. */
export default function JoinPage() {
  const { inviteCode = '' } = useParams<{ inviteCode: string }>();
  const { isAuthenticated } = useAuth();
  return <JoinPool inviteCode={inviteCode} isAuthenticated={isAuthenticated} />;
}
