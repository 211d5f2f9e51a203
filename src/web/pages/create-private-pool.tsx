import { CreatePrivatePool, SIGNED_OUT_DESCRIPTION, SIGNED_OUT_TITLE } from '../features/private-pool';
import { useAuth } from '../lib/use-auth';
import { SignInRequired } from '../components/page/sign-in-required';

export default function CreatePrivatePoolPage() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) {
    return (
      <SignInRequired
        documentTitle="Create Private Pool"
        title={SIGNED_OUT_TITLE}
        description={SIGNED_OUT_DESCRIPTION}
        returnTo="/create-private-pool"
      />
    );
  }
  return <CreatePrivatePool />;
}
