import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint, LoaderCircle, ShieldCheck } from 'lucide-react';
import { ApiRequestError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { serverMessageOr } from '../../lib/form-errors';
import { assertPasskey, passkeyFailureMessage, passkeysSupported } from '../../lib/passkeys';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { secondStepCodeSchema } from '../../../domain/schemas/second-factor';
import { FormField } from '../../lib/forms/form-field';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm } from '../../lib/forms/use-api-form';
import { postForUser } from './session';

const CODE_ID = 'admin-code';
export const SECOND_STEP_TITLE = 'Two-step sign-in';
export const SECOND_STEP_HELP =
  'Enter the 6-digit code your authenticator app shows now, or use your passkey. No phone or passkey with you? Enter one of your recovery codes.';
export const CODE_REQUIRED = 'Enter the code from your authenticator app, or a recovery code.';
const SECOND_STEP_FAILED = "That didn't work. Please try again.";

type CodeValues = { code: string };
/** The server's check, with the page's own words for a blank code. */
const codeResolver = schemaResolver<typeof secondStepCodeSchema, CodeValues>(secondStepCodeSchema, {
  check: (values) => (values.code.trim() === '' ? { code: CODE_REQUIRED } : {}),
});

/**
 * The admin sign-in's second step, after the server answered `mfa_required` to the right password (or
 * the identity provider sent an admin with a second factor here): a code (authenticator app or recovery
 * code) or a passkey, each answering this browser's pending sign-in (its cookie), so the password is not
 * kept in the page. A pending sign-in that expired sends the admin back to the start.
 */
export function AdminSecondStep({
  onSignedIn,
  onRestart,
}: {
  onSignedIn: (user: AuthUser | null) => Promise<void>;
  onRestart: (message: string) => void;
}) {
  /** The refusal under the code, focused; an expired pending sign-in starts again. */
  const refused = (failure: unknown): { code: string } | undefined => {
    if (failure instanceof ApiRequestError && failure.code === 'mfa_expired') {
      onRestart(serverMessageOr(failure, SECOND_STEP_FAILED));
      return undefined;
    }
    return { code: passkeyFailureMessage(failure) ?? serverMessageOr(failure, SECOND_STEP_FAILED) };
  };

  const withCode = useMutation({
    mutationFn: (payload: CodeValues) => postForUser('/api/admin/login/code', payload),
    onSuccess: onSignedIn,
  });
  const form = useApiForm({ defaultValues: { code: '' }, resolver: codeResolver, submit: (payload) => withCode.mutateAsync(payload), onFailure: refused });
  const withPasskey = useMutation({
    mutationFn: async () => postForUser('/api/admin/login/passkey', { response: await assertPasskey('/api/admin/login/passkey/options') }),
    onSuccess: onSignedIn,
    onError: (failure) => {
      const message = refused(failure)?.code;
      if (message) form.setError('code', { type: 'server', message }, { shouldFocus: true });
    },
  });
  const busy = form.busy || withPasskey.isPending;
  const { setFocus } = form;
  useEffect(() => setFocus('code'), [setFocus]);

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5" aria-labelledby="second-step-title" aria-describedby="second-step-help">
      <div className="grid gap-1.5">
        <h2 id="second-step-title" className="flex items-center gap-2 text-base font-bold text-ink-900">
          <ShieldCheck aria-hidden className="size-5 text-primary" />
          {SECOND_STEP_TITLE}
        </h2>
        <p id="second-step-help" className="text-sm text-muted-foreground">
          {SECOND_STEP_HELP}
        </p>
      </div>
      <FormField control={form.control} name="code" id={CODE_ID} label="Code">
        {(field) => <Input {...field} autoComplete="one-time-code" autoCapitalize="none" autoCorrect="off" spellCheck={false} maxLength={64} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={form.busy}>
        {form.busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
        {form.busy ? 'Checking...' : 'Verify'}
      </Button>
      {passkeysSupported() ? (
        <Button type="button" variant="outline" size="lg" className="w-full" disabled={busy} aria-busy={withPasskey.isPending} onClick={() => withPasskey.mutate()}>
          {withPasskey.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Fingerprint aria-hidden />}
          {withPasskey.isPending ? 'Waiting for your passkey...' : 'Use a passkey'}
        </Button>
      ) : null}
      <Button type="button" variant="link" className="justify-self-center" disabled={busy} onClick={() => onRestart('')}>
        Sign in as someone else
      </Button>
    </form>
  );
}
