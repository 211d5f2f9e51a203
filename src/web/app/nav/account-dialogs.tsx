import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BadgeCheck, ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { AuthUser, VerificationStatus } from '../../lib/auth-types';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { LeagueSelect } from './league-select';
import { displayName, UserAvatar } from './user-avatar';

export type AccountDialog = 'profile' | 'settings' | null;

const VERIFICATION: Record<VerificationStatus, { label: string; tone: BadgeTone; icon: typeof ShieldCheck }> = {
  verified: { label: 'Verified', tone: 'green', icon: ShieldCheck },
  unverified: { label: 'Not verified', tone: 'amber', icon: ShieldQuestion },
  refused: { label: 'Not approved', tone: 'destructive', icon: ShieldAlert },
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 truncate text-right text-sm font-semibold">{children}</dd>
    </div>
  );
}

function ProfileDialogBody({ user }: { user: AuthUser }) {
  const verification = VERIFICATION[user.verification.status] ?? VERIFICATION.unverified;
  const VerificationIcon = verification.icon;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Profile</DialogTitle>
        <DialogDescription>Your account as the game sees it.</DialogDescription>
      </DialogHeader>
      <div className="flex items-center gap-4 rounded-xl bg-muted p-4">
        <UserAvatar user={user} className="size-14" />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold">{displayName(user)}</p>
          <p className="truncate text-sm text-muted-foreground">{user.email ?? 'No e-mail on file'}</p>
        </div>
      </div>
      <dl className="divide-y divide-border">
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
      {user.verification.status !== 'verified' && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Verify your age and location to play paid pools.</p>
          <p className="mt-1">Players must be 18 or older and located in the United States. Free pools stay open to you.</p>
        </div>
      )}
      <DialogFooter>
        {user.verification.status !== 'verified' && (
          <DialogClose asChild>
            <Button asChild>
              <Link href="/age-verification">
                <BadgeCheck aria-hidden />
                Verify age &amp; location
              </Link>
            </Button>
          </DialogClose>
        )}
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

function SettingsDialogBody() {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Settings</DialogTitle>
        <DialogDescription>Choose the league your dashboard opens with.</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="settings-default-league">Default league</Label>
        <LeagueSelect id="settings-default-league" aria-label="Default league" />
        <p className="text-xs text-muted-foreground">Saved on this device. You can also switch leagues from the top bar.</p>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

export function AccountDialogs({
  user,
  open,
  onOpenChange,
}: {
  user: AuthUser;
  open: AccountDialog;
  onOpenChange: (dialog: AccountDialog) => void;
}) {
  return (
    <>
      <Dialog open={open === 'profile'} onOpenChange={(next) => onOpenChange(next ? 'profile' : null)}>
        <DialogContent>
          <ProfileDialogBody user={user} />
        </DialogContent>
      </Dialog>
      <Dialog open={open === 'settings'} onOpenChange={(next) => onOpenChange(next ? 'settings' : null)}>
        <DialogContent className="max-w-md">
          <SettingsDialogBody />
        </DialogContent>
      </Dialog>
    </>
  );
}
