import { Activity } from '../features/activity';
import { useAuth } from '../lib/use-auth';
import { SignInRequired } from '../components/page/sign-in-required';

/** /activity: the player's statement; a visitor is asked to sign in. */
export default function ActivityPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return <SignInRequired documentTitle="Activity" title="Sign In Required" description="Please sign in to see your activity." />;
  }
  return <Activity />;
}
