import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import type { SecondFactorEnrolled, TotpEnrolment } from '../../../domain/schemas';
import { confirmTotpSchema, TOTP_CODE_MESSAGE } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { fieldErrorsFromApiError, serverMessageOr } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../lib/forms/form-field';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm } from '../../lib/forms/use-api-form';
import { TotpQr } from './totp-qr';

/** "JBSW Y3DP EHPK 3PXP": the key as people type it, in groups of four. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** The code the server's confirmation checks (its name for the factor is left to the server). */
const codeResolver = schemaResolver(confirmTotpSchema.pick({ code: true }));

/**
 * Setting up an authenticator app: scan the QR code (or type the key), then prove it with the code the
 * app shows. The server keeps the key waiting until that code confirms it.
 */
export function TotpSetup({
  enrolment,
  onEnrolled,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onEnrolled: (result: SecondFactorEnrolled) => void;
  onCancel: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const confirm = useMutation({
    mutationFn: (payload: { code: string }) => apiJson<SecondFactorEnrolled>('POST', '/api/admin/second-factor/totp/confirm', payload),
    onSuccess: onEnrolled,
  });
  const form = useApiForm({
    defaultValues: { code: '' },
    resolver: codeResolver,
    submit: (payload) => confirm.mutateAsync(payload),
    onFailure: (failure) => ({ code: fieldErrorsFromApiError(failure, ['code'] as const).code ?? serverMessageOr(failure, TOTP_CODE_MESSAGE) }),
  });
  const { busy } = form;

  return (
    <section aria-labelledby="totp-setup-title" className="grid gap-4 rounded-lg border border-border p-4">
      <h3 id="totp-setup-title" ref={headingRef} tabIndex={-1} className="font-bold text-ink-900 outline-none">
        Set up an authenticator app
      </h3>
      <ol className="grid list-decimal gap-1 pl-5 text-sm text-ink-700">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password...).</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="grid items-center gap-4 sm:grid-cols-[11rem_1fr]">
        <TotpQr uri={enrolment.uri} className="size-44 justify-self-center rounded border border-border" />
        <div className="grid min-w-0 gap-1">
          <p id="totp-key-label" className="text-sm text-muted-foreground">
            Can't scan it? Type this key:
          </p>
          <div className="flex items-center gap-1">
            <code aria-labelledby="totp-key-label" className="min-w-0 rounded bg-muted px-2 py-1 font-mono text-sm break-all text-ink-900" data-testid="totp-key">
              {groupedKey(enrolment.secret)}
            </code>
            <CopyButton value={enrolment.secret} label="Copy key" />
          </div>
        </div>
      </div>
      <form noValidate onSubmit={form.onSubmit} className="grid gap-3">
        <FormField control={form.control} name="code" id="totp-code" label="Code from the app">
          {(field) => <Input {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={8} className="max-w-40 font-mono tracking-widest" />}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
            Confirm
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
