import { useState } from 'react';
import { Link } from 'wouter';
import { Home, LoaderCircle, LogIn, LogOut } from 'lucide-react';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { AuthCardIcon, AuthCardPage } from '../components/page/auth-card-page';
import { displayName, UserAvatar } from '../components/user/user-avatar';

const signOutIcon = (
  <AuthCardIcon>
    <LogOut />
  </AuthCardIcon>
);

/**
 * /sign-out (both route tables): where GET /api/logout sends a sign-out link that came from another
 * site, so that nobody is signed out by a link they did not mean to follow (logout CSRF). Signing out
 * from here is a navigation from our own page, which /api/logout accepts.
 */
export default function SignOutPage() {
  useDocumentTitle('Sign Out');
  const { user } = useAuth();
  const [leaving, setLeaving] = useState(false);

  if (!user) {
    return (
      <AuthCardPage icon={signOutIcon} title="You're signed out" description="There is no Squares session to end in this browser.">
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild size="lg" variant="outline">
            <Link href="/">
              <Home aria-hidden />
              Go to home
            </Link>
          </Button>
          <Button asChild size="lg">
            <Link href="/login">
              <LogIn aria-hidden />
              Sign In
            </Link>
          </Button>
        </div>
      </AuthCardPage>
    );
  }

  return (
    <AuthCardPage
      icon={signOutIcon}
      title="Sign out of Squares?"
      description="A link from outside Squares asked to sign you out. Sign out only if you meant to."
    >
      <div className="flex items-center gap-3 rounded-lg bg-muted px-4 py-3 text-sm text-ink-700">
        <UserAvatar user={user} className="size-10" />
        <p className="min-w-0">
          Signed in as <span className="block truncate font-semibold text-ink-900">{displayName(user)}</span>
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg" variant="outline">
          <Link href="/">Stay signed in</Link>
        </Button>
        <Button asChild size="lg" variant="destructive">
          {/* A same-origin navigation: /api/logout ends the session and goes to /. */}
          <a href="/api/logout" onClick={() => setLeaving(true)} aria-disabled={leaving || undefined}>
            {leaving ? <LoaderCircle aria-hidden className="animate-spin" /> : <LogOut aria-hidden />}
            {leaving ? 'Signing out...' : 'Sign out'}
          </a>
        </Button>
      </div>
    </AuthCardPage>
  );
}
