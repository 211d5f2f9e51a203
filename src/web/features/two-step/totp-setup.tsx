import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle, ShieldCheck } from 'lucide-react';
import type { SecondFactorEnrolled, TotpEnrolment } from '../../../domain/schemas';
import { confirmTotpSchema, TOTP_CODE_MESSAGE } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { fieldErrorsFromApiError, serverMessageOr } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { TotpQr } from './totp-qr';

/** "JBSW Y3DP EHPK 3PXP": the key as people type it, in groups of four. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

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
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const confirm = useMutation({
    mutationFn: (typed: string) => apiJson<SecondFactorEnrolled>('POST', '/api/admin/second-factor/totp/confirm', { code: typed }),
    onSuccess: onEnrolled,
    onError: (failure) => {
      setError(fieldErrorsFromApiError(failure, ['code'] as const).code ?? serverMessageOr(failure, TOTP_CODE_MESSAGE));
      codeRef.current?.focus();
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (confirm.isPending) return;
    const parsed = confirmTotpSchema.shape.code.safeParse(code);
    if (!parsed.success) {
      setError(TOTP_CODE_MESSAGE);
      codeRef.current?.focus();
      return;
    }
    setError(null);
    confirm.mutate(parsed.data);
  };

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
      <form noValidate onSubmit={onSubmit} className="grid gap-3">
        <Field id="totp-code" label="Code from the app" error={error}>
          <Input
            {...fieldControlProps('totp-code', { error })}
            ref={codeRef}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            className="max-w-40 font-mono tracking-widest"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              if (error) setError(null);
            }}
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={confirm.isPending} aria-busy={confirm.isPending}>
            {confirm.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <ShieldCheck aria-hidden />}
            Confirm
          </Button>
          <Button type="button" variant="outline" disabled={confirm.isPending} onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </section>
  );
}
