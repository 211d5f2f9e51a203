import { MyPools } from '../features/my-pools';
import { useAuth } from '../lib/use-auth';
import { SignInRequired } from '../components/page/sign-in-required';

export default function MyPoolsPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <SignInRequired documentTitle="My Pools" title="Sign In Required" description="Please sign in to view your pools." />
    );
  }
  return <MyPools />;
}
