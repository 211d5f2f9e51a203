import { useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck, LoaderCircle } from 'lucide-react';
import { UNDERAGE_MESSAGE, UNDERAGE_TITLE } from '../../../domain/schemas/auth';
import { isUsStateCode, US_STATES } from '../../../domain/us-states';
import { ApiRequestError, apiJson, errorReference } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { firstInvalidField, type FieldErrors } from '../../lib/form-errors';
import { toast } from '../../lib/toast/use-toast';
import { AUTH_USER_QUERY_KEY } from '../../lib/query-keys';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { NativeSelect } from '../../components/ui/native-select';
import {
  AGE_FORM_FIELDS,
  COUNTRY_OPTIONS,
  EARLIEST_DATE_OF_BIRTH,
  localToday,
  maxDateOfBirth,
  validateAgeForm,
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
  const [values, setValues] = useState<AgeFormValues>(() => initialValues(verification));
  const [errors, setErrors] = useState<FieldErrors<AgeFormField>>({});
  const maxDate = useMemo(() => maxDateOfBirth(localToday()), []);

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
      setValues((current) => ({ ...current, dateOfBirth: '' }));
      await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    },
    onError: async (error) => {
      toast({ title: VERIFICATION_FAILED_TITLE, description: verificationFailureMessage(error), variant: 'destructive', reference: errorReference(error) });
      // A refusal is recorded on the account (status "refused" with its reason): show it. A 401 is left
      // alone so an expired session does not turn this page into the signed-out 404.
      if (error instanceof ApiRequestError && error.status !== 401) {
        await queryClient.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
      }
    },
  });

  const update = (field: AgeFormField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    const check = validateAgeForm(values, localToday());
    if (!check.ok) {
      setErrors(check.errors);
      if (check.underage) toast({ title: UNDERAGE_TITLE, description: UNDERAGE_MESSAGE, variant: 'destructive' });
      const first = firstInvalidField(check.errors, AGE_FORM_FIELDS);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setErrors({});
    verify.mutate(check.value);
  };

  const busy = verify.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Age and location verification">
      <Field id={id('dateOfBirth')} label="Date of Birth" hint="You must be 18 or older." error={errors.dateOfBirth}>
        <Input
          {...fieldControlProps(id('dateOfBirth'), { error: errors.dateOfBirth, hint: true })}
          type="date"
          name="dateOfBirth"
          autoComplete="bday"
          min={EARLIEST_DATE_OF_BIRTH}
          max={maxDate}
          required
          value={values.dateOfBirth}
          onChange={(event) => update('dateOfBirth', event.target.value)}
          className="sm:max-w-xs"
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('residenceState')} label="State of Residence" error={errors.residenceState}>
          <NativeSelect
            {...fieldControlProps(id('residenceState'), { error: errors.residenceState })}
            name="residenceState"
            required
            value={values.residenceState}
            onChange={(event) => update('residenceState', event.target.value)}
          >
            <option value="" disabled>
              Select your state
            </option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={id('residenceCountry')} label="Country" error={errors.residenceCountry}>
          <NativeSelect
            {...fieldControlProps(id('residenceCountry'), { error: errors.residenceCountry })}
            name="residenceCountry"
            required
            value={values.residenceCountry}
            onChange={(event) => update('residenceCountry', event.target.value)}
          >
            <option value="" disabled>
              Select your country
            </option>
            {COUNTRY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
