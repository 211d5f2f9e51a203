import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint, LoaderCircle } from 'lucide-react';
import type { SecondFactorEnrolled } from '../../../domain/schemas';
import { FACTOR_LABEL_MAX, passkeyRegistrationSchema } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { createPasskey, passkeyFailureMessage } from '../../lib/passkeys';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { FormField } from '../../lib/forms/form-field';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm } from '../../lib/forms/use-api-form';

const PASSKEY_FAILED = "The passkey couldn't be added. Please try again.";

/** The name, checked as the server will; a blank one is left out (the server names it). */
const labelResolver = schemaResolver(passkeyRegistrationSchema.pick({ label: true }).partial(), {
  toRequest: (values: { label: string }) => (values.label.trim() === '' ? {} : { label: values.label }),
});

/** Adding a passkey: a name to tell it apart, then the browser's own prompt (fingerprint, PIN, security key). */
export function PasskeySetup({ onEnrolled, onCancel }: { onEnrolled: (result: SecondFactorEnrolled) => void; onCancel: () => void }) {
  const add = useMutation({
    mutationFn: async (name: { label?: string }) => {
      const response = await createPasskey('/api/admin/second-factor/passkeys/options');
      return apiJson<SecondFactorEnrolled>('POST', '/api/admin/second-factor/passkeys', { response, ...name });
    },
    onSuccess: onEnrolled,
  });
  const form = useApiForm({
    defaultValues: { label: '' },
    resolver: labelResolver,
    submit: (name) => add.mutateAsync(name),
    onFailure: (failure) => ({ label: passkeyFailureMessage(failure) ?? serverMessageOr(failure, PASSKEY_FAILED) }),
  });
  const { busy, setFocus } = form;
  useEffect(() => setFocus('label'), [setFocus]);

  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby="passkey-setup-title" className="grid gap-3 rounded-lg border border-border p-4">
      <h3 id="passkey-setup-title" className="font-bold text-ink-900">
        Add a passkey
      </h3>
      <p className="text-sm text-ink-700">
        Your browser will ask you to use this device (fingerprint, face or PIN) or a security key.
      </p>
      <FormField control={form.control} name="label" id="passkey-label" label="Name (optional)" hint="For example: Work laptop, YubiKey">
        {(field) => <Input {...field} maxLength={FACTOR_LABEL_MAX} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Fingerprint aria-hidden />}
          {busy ? 'Waiting for your passkey...' : 'Create passkey'}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
