import { ScoreFeedTester } from '../features/score-feed';
import { AccessDenied } from '../components/page/access-denied';
import { useAuth } from '../lib/use-auth';

export default function ScoreFeedTestPage() {
  const { isAdmin } = useAuth();
  if (!isAdmin) {
    return <AccessDenied documentTitle="Score Feed Test" description="You don't have permission to access the score feed tester." />;
  }
  return <ScoreFeedTester />;
}
