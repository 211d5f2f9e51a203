import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint, LoaderCircle } from 'lucide-react';
import type { SecondFactorEnrolled } from '../../../domain/schemas';
import { FACTOR_LABEL_MAX } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { createPasskey, passkeyFailureMessage } from '../../lib/passkeys';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

const PASSKEY_FAILED = "The passkey couldn't be added. Please try again.";

/** Adding a passkey: a name to tell it apart, then the browser's own prompt (fingerprint, PIN, security key). */
export function PasskeySetup({ onEnrolled, onCancel }: { onEnrolled: (result: SecondFactorEnrolled) => void; onCancel: () => void }) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => nameRef.current?.focus(), []);

  const add = useMutation({
    mutationFn: async (name: string) => {
      const response = await createPasskey('/api/admin/second-factor/passkeys/options');
      return apiJson<SecondFactorEnrolled>('POST', '/api/admin/second-factor/passkeys', { response, ...(name ? { label: name } : {}) });
    },
    onSuccess: onEnrolled,
    onError: (failure) => setError(passkeyFailureMessage(failure) ?? serverMessageOr(failure, PASSKEY_FAILED)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    setError(null);
    add.mutate(label.trim());
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="passkey-setup-title" className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id="passkey-setup-title" className="font-bold text-ink-900">
        Add a passkey
      </h3>
      <p className="text-sm text-ink-700">
        Your browser will ask you to use this device (fingerprint, face or PIN) or a security key.
      </p>
      <Field id="passkey-label" label="Name (optional)" hint="For example: Work laptop, YubiKey" error={error}>
        <Input
          {...fieldControlProps('passkey-label', { error, hint: true })}
          ref={nameRef}
          maxLength={FACTOR_LABEL_MAX}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Fingerprint aria-hidden />}
          {add.isPending ? 'Waiting for your passkey...' : 'Create passkey'}
        </Button>
        <Button type="button" variant="outline" disabled={add.isPending} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
