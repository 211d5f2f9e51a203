import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import type { SessionsRevoked } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import { ConfirmFooter } from '../../components/ui/confirm-footer';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';

export const SIGN_OUT_EVERYWHERE_FAILED = "You couldn't be signed out everywhere. Please try again.";

/**
 * Ends every session of the player (POST /api/auth/sessions/revoke-all), this browser's included, then
 * loads the landing page afresh: a full load, so nothing of the signed-in app stays in memory.
 */
export function SignOutEverywhere() {
  const [open, setOpen] = useState(false);
  const signOut = useMutation({
    mutationFn: () => apiJson<SessionsRevoked>('POST', '/api/auth/sessions/revoke-all'),
    onSuccess: () => window.location.assign('/'),
  });
  const busy = signOut.isPending || signOut.isSuccess;

  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-red-50 text-red-700 [&_svg]:size-5">
          <MonitorSmartphone />
        </span>
        <div className="grid gap-1">
          <CardTitle className="text-base">Sign out everywhere</CardTitle>
          <CardDescription>
            Ends your sessions on every device and browser, this one included. Use it if you signed in on a
            computer that isn't yours or lost a phone.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="destructive">
              <LogOut aria-hidden />
              Sign out everywhere
            </Button>
          </DialogTrigger>
          <DialogContent className="max-w-md">
            <DialogHeader>
              <DialogTitle>Sign out everywhere?</DialogTitle>
              <DialogDescription>
                Every device signed in to your account is signed out, including this one. You can sign in again
                at any time.
              </DialogDescription>
            </DialogHeader>
            <ConfirmFooter
              error={signOut.isError ? serverMessageOr(signOut.error, SIGN_OUT_EVERYWHERE_FAILED) : null}
              busy={busy}
              onConfirm={() => signOut.mutate()}
              icon={<LogOut aria-hidden />}
            >
              {busy ? 'Signing out...' : 'Sign out on all devices'}
            </ConfirmFooter>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
