import { Link, useLocation } from 'wouter';
import { ShieldAlert } from 'lucide-react';
import { useAuth } from '../lib/use-auth';

/**
 * ADMIN_MFA=required and the signed-in admin has no second factor yet: every admin tool answers 403
 * until one is set up, so each page says where to do it (the Profile page itself shows the setup).
 */
export function SecondFactorBanner() {
  const { user } = useAuth();
  const [location] = useLocation();
  if (!user?.mustEnrolSecondFactor || location === '/profile') return null;
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-2.5 text-center text-sm text-amber-900">
      <ShieldAlert aria-hidden className="mr-1.5 inline size-4 align-[-3px]" />
      This site requires two-step sign-in for admins.{' '}
      <Link href="/profile" className="font-semibold underline underline-offset-4">
        Set it up on your profile
      </Link>{' '}
      to use the admin tools.
    </div>
  );
}
