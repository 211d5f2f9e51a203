import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Fingerprint, KeyRound, LoaderCircle, ShieldCheck, Smartphone, TriangleAlert } from 'lucide-react';
import type { SecondFactorEnrolled, SecondFactorStatus, TotpEnrolment } from '../../../domain/schemas';
import { MAX_PASSKEYS } from '../../../domain/second-factor';
import { apiJson } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { passkeysSupported } from '../../lib/passkeys';
import { AUTH_USER_QUERY_KEY, SECOND_FACTOR_QUERY_KEY } from '../../lib/query-keys';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { FactorList } from './factor-list';
import { PasskeySetup } from './passkey-setup';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { TotpSetup } from './totp-setup';

export const TWO_STEP_TITLE = 'Two-step sign-in';
export const MUST_ENROL_MESSAGE =
  'This site requires two-step sign-in for admins. Set up an authenticator app or a passkey to use the admin tools.';

type Adding = { kind: 'totp'; enrolment: TotpEnrolment } | { kind: 'passkey' } | null;

/**
 * An admin's second factors on /profile: set up an authenticator app (QR code and key, confirmed by a
 * code), add passkeys, see and remove them, and the recovery codes (shown once, renewable).
 */
export function TwoStepSignIn() {
  const queryClient = useQueryClient();
  const status = useQuery<SecondFactorStatus>({ queryKey: SECOND_FACTOR_QUERY_KEY });
  const [adding, setAdding] = useState<Adding>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirmRenew, setConfirmRenew] = useState(false);

  const refresh = async (next?: SecondFactorStatus) => {
    if (next) queryClient.setQueryData(SECOND_FACTOR_QUERY_KEY, next);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY }),
    ]);
  };
  const enrolled = (result: SecondFactorEnrolled) => {
    setAdding(null);
    if (result.recoveryCodes) setCodes(result.recoveryCodes);
    void refresh();
  };

  const startTotp = useMutation({
    mutationFn: () => apiJson<TotpEnrolment>('POST', '/api/admin/second-factor/totp'),
    onSuccess: (enrolment) => setAdding({ kind: 'totp', enrolment }),
  });
  const renewCodes = useMutation({
    mutationFn: () => apiJson<{ recoveryCodes: string[] }>('POST', '/api/admin/second-factor/recovery-codes'),
    onSuccess: (result) => {
      setConfirmRenew(false);
      setCodes(result.recoveryCodes);
      void refresh();
    },
  });

  const data = status.data;
  const factors = data?.factors ?? [];
  const hasApp = factors.some((f) => f.kind === 'totp');
  const passkeys = factors.filter((f) => f.kind === 'passkey').length;
  const actionError = startTotp.error ?? renewCodes.error;

  return (
    <Card role="region" aria-labelledby="two-step-title">
      <CardHeader className="flex-row items-start gap-3">
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-800 [&_svg]:size-5">
          <ShieldCheck />
        </span>
        <div className="grid gap-1">
          <CardTitle id="two-step-title" className="text-base">
            {TWO_STEP_TITLE}
          </CardTitle>
          <CardDescription>
            After your password, the admin sign-in asks for a code from an authenticator app or for a passkey, so a
            stolen or guessed password alone can't get in.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data?.mustEnrol ? (
          <p role="alert" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            {MUST_ENROL_MESSAGE}
          </p>
        ) : null}
        {status.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden className="size-4 animate-spin" />
            Loading your second factors...
          </p>
        ) : status.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverMessageOr(status.error, "Your second factors couldn't be loaded. Reload the page to try again.")}
          </p>
        ) : factors.length > 0 ? (
          <FactorList factors={factors} onRemoved={(next) => void refresh(next)} />
        ) : (
          <p className="text-sm text-ink-700">Not set up: your password alone signs you in.</p>
        )}

        {codes ? <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} /> : null}
        {adding?.kind === 'totp' ? <TotpSetup enrolment={adding.enrolment} onEnrolled={enrolled} onCancel={() => setAdding(null)} /> : null}
        {adding?.kind === 'passkey' ? <PasskeySetup onEnrolled={enrolled} onCancel={() => setAdding(null)} /> : null}

        {data && adding === null ? (
          <div className="flex flex-wrap gap-2">
            {!hasApp ? (
              <Button variant="outline" disabled={startTotp.isPending} aria-busy={startTotp.isPending} onClick={() => startTotp.mutate()}>
                {startTotp.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Smartphone aria-hidden />}
                Set up an authenticator app
              </Button>
            ) : null}
            {passkeysSupported() && passkeys < MAX_PASSKEYS ? (
              <Button variant="outline" onClick={() => setAdding({ kind: 'passkey' })}>
                <Fingerprint aria-hidden />
                Add a passkey
              </Button>
            ) : null}
          </div>
        ) : null}
        {actionError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverMessageOr(actionError, 'That did not work. Please try again.')}
          </p>
        ) : null}

        {data && factors.length > 0 && !codes ? (
          <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-4">
            <p className="flex items-center gap-2 text-sm text-ink-700">
              <KeyRound aria-hidden className="size-4" />
              {data.recoveryCodesLeft === 1 ? '1 recovery code left' : `${data.recoveryCodesLeft} recovery codes left`}
            </p>
            {confirmRenew ? (
              <div role="group" aria-label="Replace your recovery codes?" className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-ink-700">Your current codes will stop working.</span>
                <Button size="sm" disabled={renewCodes.isPending} aria-busy={renewCodes.isPending} onClick={() => renewCodes.mutate()}>
                  {renewCodes.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
                  Replace codes
                </Button>
                <Button variant="outline" size="sm" disabled={renewCodes.isPending} onClick={() => setConfirmRenew(false)}>
                  Cancel
                </Button>
              </div>
            ) : (
              <Button variant="ghost" size="sm" onClick={() => setConfirmRenew(true)}>
                Get new recovery codes
              </Button>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
