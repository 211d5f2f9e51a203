import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { toast } from '../../lib/toast/use-toast';
import { safeReturnPath } from '../../lib/sign-in-link';
import { firstInvalidField, type FieldErrors } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { registrationFailure, WELCOME_MESSAGE, WELCOME_TITLE } from './messages';
import { PasswordInput } from './password-input';
import { postForUser, refreshSignedInUser } from './session';
import {
  REGISTER_FIELDS,
  validateRegistration,
  type RegisterField,
  type RegisterPayload,
  type RegisterValues,
} from './validation';

const EMPTY: RegisterValues = { firstName: '', lastName: '', email: '', password: '' };
const id = (field: RegisterField) => `register-${field}`;

/** Email + password registration (POST /api/auth/register); the new account is signed in at once. */
export function RegistrationForm() {
  const [, navigate] = useLocation();
  // Where the visitor was going (e.g. an invitation's /join/{code}); the dashboard otherwise.
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo') ?? '') ?? '/';
  const queryClient = useQueryClient();
  const [values, setValues] = useState<RegisterValues>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<RegisterField>>({});

  const focusFirstError = (found: FieldErrors<RegisterField>) => {
    const first = firstInvalidField(found, REGISTER_FIELDS);
    if (first) document.getElementById(id(first))?.focus();
  };

  const register = useMutation({
    mutationFn: (payload: RegisterPayload) => postForUser('/api/auth/register', payload),
    onSuccess: async (user) => {
      toast({ title: WELCOME_TITLE, description: WELCOME_MESSAGE, variant: 'success' });
      // Leave first: this page exists only while signed out, so the destination must be current when the user lands.
      navigate(returnTo);
      await refreshSignedInUser(queryClient, user);
    },
    onError: (error) => {
      const failure = registrationFailure(error);
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      if (Object.keys(failure.errors).length > 0) {
        setErrors(failure.errors);
        focusFirstError(failure.errors);
      }
    },
  });

  const update = (field: RegisterField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field] !== undefined) setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const check = validateRegistration(values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(check.errors);
      return;
    }
    setErrors({});
    register.mutate(check.value);
  };

  const bind = (field: RegisterField, options: { hint?: boolean } = {}) => ({
    ...fieldControlProps(id(field), { error: errors[field], hint: options.hint }),
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  const busy = register.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Create an account">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={id('firstName')} label="First Name" error={errors.firstName}>
          <Input {...bind('firstName')} autoComplete="given-name" required />
        </Field>
        <Field id={id('lastName')} label="Last Name" aside="Optional" error={errors.lastName}>
          <Input {...bind('lastName')} autoComplete="family-name" />
        </Field>
      </div>
      <Field id={id('email')} label="Email" error={errors.email}>
        <Input
          {...bind('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
      </Field>
      <Field id={id('password')} label="Password" hint="At least 8 characters." error={errors.password}>
        <PasswordInput {...bind('password', { hint: true })} autoComplete="new-password" required />
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <LoaderCircle aria-hidden className="animate-spin" />
            Creating Account...
          </>
        ) : (
          <>
            <UserPlus aria-hidden />
            Create Account
          </>
        )}
      </Button>
    </form>
  );
}
