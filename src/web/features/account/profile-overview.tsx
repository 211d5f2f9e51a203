import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { AuthUser, VerificationStatus } from '../../lib/auth-types';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { displayName, UserAvatar } from '../../components/user/user-avatar';

const VERIFICATION: Record<VerificationStatus, { label: string; tone: BadgeTone; icon: typeof ShieldCheck }> = {
  verified: { label: 'Verified', tone: 'green', icon: ShieldCheck },
  unverified: { label: 'Not verified', tone: 'amber', icon: ShieldQuestion },
  refused: { label: 'Not approved', tone: 'destructive', icon: ShieldAlert },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right text-sm font-semibold break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** Who the player is to the game: name, e-mail, role, and where their age and location check stands. */
export function ProfileOverview({ user }: { user: AuthUser }) {
  const verification = VERIFICATION[user.verification.status] ?? VERIFICATION.unverified;
  const VerificationIcon = verification.icon;
  const verified = user.verification.status === 'verified';
  return (
    <Card>
      <CardContent className="grid gap-5 pt-6">
        <div className="flex items-center gap-4">
          <UserAvatar user={user} className="size-16" />
          <div className="min-w-0">
            <h2 className="truncate text-xl font-bold tracking-tight text-ink-900">{displayName(user)}</h2>
            <p className="truncate text-sm text-muted-foreground">{user.email ?? 'No e-mail on file'}</p>
          </div>
        </div>
        <dl className="divide-y divide-border border-y border-border">
          <Row label="Name">{[user.firstName, user.lastName].filter(Boolean).join(' ') || 'Not given'}</Row>
          <Row label="E-mail">{user.email ?? 'Not on file'}</Row>
          <Row label="Role">
            <Badge tone={user.isAdmin ? 'gold' : 'brand'}>{user.isAdmin ? 'Admin' : 'Player'}</Badge>
          </Row>
          <Row label="Age & location">
            <Badge tone={verification.tone}>
              <VerificationIcon aria-hidden />
              {verification.label}
            </Badge>
          </Row>
          <Row label="Paid pools">{user.eligibleForPaidPlay ? 'Eligible' : 'Free pools only for now'}</Row>
        </dl>
        {user.verification.status === 'refused' && user.verification.reason ? (
          <p className="text-sm text-red-900">{user.verification.reason}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild variant={verified ? 'outline' : 'default'}>
            <Link href="/age-verification">
              <BadgeCheck aria-hidden />
              {verified ? 'Update age & location' : 'Verify age & location'}
            </Link>
          </Button>
          {!verified ? (
            <p className="text-sm text-muted-foreground">Needed for paid pools only. Free pools stay open to you.</p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
