import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { UNDERAGE_MESSAGE, UNDERAGE_TITLE } from '../../../domain/schemas/auth';
import { isUsStateCode, US_STATES } from '../../../domain/us-states';
import { ApiRequestError, apiJson, errorReference } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { FormField } from '../../lib/forms/form-field';
import { useApiForm } from '../../lib/forms/use-api-form';
import { toast } from '../../lib/toast/use-toast';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import {
  ageFormResolver,
  COUNTRY_OPTIONS,
  EARLIEST_DATE_OF_BIRTH,
  localToday,
  maxDateOfBirth,
  type AgeFormField,
  type AgeFormValues,
  type VerifyAgePayload,
} from './age-form';
import {
  isVerifyAgeResult,
  VERIFICATION_COMPLETE_TITLE,
  VERIFICATION_FAILED_TITLE,
  verificationCompleteMessage,
  verificationFailureMessage,
  type VerifyAgeResult,
} from './messages';

const id = (field: AgeFormField) => `verify-${field}`;

/** What the form starts with: the state and country of the last check, if any (never a birth date). */
function initialValues(verification: AuthUser['verification']): AgeFormValues {
  const state = verification.residenceState ?? '';
  return {
    dateOfBirth: '',
    residenceState: isUsStateCode(state) ? state : '',
    residenceCountry: verification.status === 'unverified' ? '' : 'US',
  };
}

/** Date of birth, state and country, sent to POST /api/verify-age once they pass the client checks. */
export function AgeVerificationForm({ verification }: { verification: AuthUser['verification'] }) {
  const queryClient = useQueryClient();
  const today = useMemo(() => localToday(), []);
  const maxDate = maxDateOfBirth(today);
  const resolver = useMemo(() => ageFormResolver(today), [today]);
  // The first answer's values: a later refresh of the account does not reset what is being typed.
  const [defaultValues] = useState(() => initialValues(verification));

  const verify = useMutation({
    mutationFn: async (payload: VerifyAgePayload): Promise<VerifyAgeResult | null> => {
      const body = await apiJson<unknown>('POST', '/api/verify-age', payload);
      return isVerifyAgeResult(body) ? body : null;
    },
    onSuccess: async (result, payload) => {
      if (result) {
        toast({
          title: VERIFICATION_COMPLETE_TITLE,
          description: verificationCompleteMessage(result, payload.residenceState),
          variant: result.eligibleForPaidPlay ? 'success' : 'default',
        });
        queryClient.setQueryData<AuthUser | null>(AUTH_USER_QUERY_KEY, (user) =>
          user ? { ...user, verification: result.verification, eligibleForPaidPlay: result.eligibleForPaidPlay } : user,
        );
      } else {
        toast({ title: VERIFICATION_COMPLETE_TITLE, variant: 'success' });
      }
      form.setValue('dateOfBirth', '');
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
  });
  const form = useApiForm({
    defaultValues,
    resolver,
    submit: (payload) => verify.mutateAsync(payload),
    onInvalid: (messages) => {
      if (messages.dateOfBirth === UNDERAGE_MESSAGE) toast({ title: UNDERAGE_TITLE, description: UNDERAGE_MESSAGE, variant: 'destructive' });
    },
    onFailure: (error) => {
      toast({ title: VERIFICATION_FAILED_TITLE, description: verificationFailureMessage(error), variant: 'destructive', reference: errorReference(error) });
      // A refusal is recorded on the account (status "refused" with its reason): show it. A 401 is left
      // alone so an expired session does not turn this page into the signed-out 404.
      if (error instanceof ApiRequestError && error.status !== 401) void queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
  });
  const { control, busy } = form;

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5" aria-label="Age and location verification">
      <FormField control={control} name="dateOfBirth" id={id('dateOfBirth')} label="Date of Birth" hint="You must be 18 or older.">
        {(field) => <Input {...field} type="date" autoComplete="bday" min={EARLIEST_DATE_OF_BIRTH} max={maxDate} required className="sm:max-w-xs" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={control} name="residenceState" id={id('residenceState')} label="State of Residence">
          {(field) => (
            <NativeSelect {...field} required>
              <option value="" disabled>
                Select your state
              </option>
              {US_STATES.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField control={control} name="residenceCountry" id={id('residenceCountry')} label="Country">
          {(field) => (
            <NativeSelect {...field} required>
              <option value="" disabled>
                Select your country
              </option>
              {COUNTRY_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <Button type="submit" size="lg" className="w-full sm:w-fit sm:min-w-40" disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <LoaderCircle aria-hidden className="animate-spin" />
            Verifying...
          </>
        ) : (
          <>
            <BadgeCheck aria-hidden />
            Verify
          </>
        )}
      </Button>
    </form>
  );
}
