import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearch } from 'wouter';
import { LoaderCircle, UserPlus } from 'lucide-react';
import { toast } from '../../lib/toast/use-toast';
import { safeReturnPath } from '../../lib/sign-in-link';
import { FormField } from '../../lib/forms/form-field';
import { useApiForm } from '../../lib/forms/use-api-form';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { registrationFailure, WELCOME_MESSAGE, WELCOME_TITLE } from './messages';
import { PasswordInput } from './password-input';
import { postForUser, refreshSignedInUser } from './session';
import { EMPTY_REGISTRATION, registrationResolver, type RegisterField, type RegisterPayload } from './validation';

const id = (field: RegisterField) => `register-${field}`;

/** Email + password registration (POST /api/auth/register); the new account is signed in at once. */
export function RegistrationForm() {
  const [, navigate] = useLocation();
  // Where the visitor was going (e.g. an invitation's /join/{code}); the dashboard otherwise.
  const returnTo = safeReturnPath(new URLSearchParams(useSearch()).get('returnTo') ?? '') ?? '/';
  const queryClient = useQueryClient();

  const register = useMutation({
    mutationFn: (payload: RegisterPayload) => postForUser('/api/auth/register', payload),
    onSuccess: async (user) => {
      toast({ title: WELCOME_TITLE, description: WELCOME_MESSAGE, variant: 'success' });
      // Leave first: this page exists only while signed out, so the destination must be current when the user lands.
      navigate(returnTo);
      await refreshSignedInUser(queryClient, user);
    },
  });
  const form = useApiForm({
    defaultValues: EMPTY_REGISTRATION,
    resolver: registrationResolver,
    submit: (payload) => register.mutateAsync(payload),
    onFailure: (error) => {
      const failure = registrationFailure(error);
      toast({ title: failure.title, description: failure.description, variant: 'destructive' });
      return failure.errors;
    },
  });
  const { control, busy } = form;

  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5" aria-label="Create an account">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={control} name="firstName" id={id('firstName')} label="First Name">
          {(field) => <Input {...field} autoComplete="given-name" required />}
        </FormField>
        <FormField control={control} name="lastName" id={id('lastName')} label="Last Name" aside="Optional">
          {(field) => <Input {...field} autoComplete="family-name" />}
        </FormField>
      </div>
      <FormField control={control} name="email" id={id('email')} label="Email">
        {(field) => <Input {...field} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required />}
      </FormField>
      <FormField control={control} name="password" id={id('password')} label="Password" hint="At least 8 characters.">
        {(field) => <PasswordInput {...field} autoComplete="new-password" required />}
      </FormField>
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
