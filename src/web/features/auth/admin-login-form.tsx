import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { LoaderCircle, LogIn } from 'lucide-react';
import { toast } from '../../lib/toast/use-toast';
import { Button } from '../../components/ui/button';
import { Field, FieldError, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { AdminSecondStep } from './admin-second-step';
import { adminLoginFailure, LOGIN_FAILED_TITLE, SIGNED_IN_TITLE, welcomeBack } from './messages';
import { postForUser, refreshSignedInUser } from './session';
import { validateAdminLogin, type AdminLoginField, type AdminLoginPayload, type AdminLoginValues } from './validation';

const FORM_ERROR_ID = 'admin-login-error';

/** Username + password sign-in for administrators (POST /api/admin/login), then the second step when they have one. */
export function AdminLoginForm({ secondStepFirst = false }: { secondStepFirst?: boolean }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AdminLoginValues>({ username: '', password: '' });
  const [formError, setFormError] = useState<{ message: string; invalid: AdminLoginField[] } | null>(null);

  // The password was right and the server asked for the second step (401 mfa_required), or the identity
  // provider sent an admin with a second factor here: the browser holds the pending sign-in's cookie.
  const [secondStep, setSecondStep] = useState(secondStepFirst);

  const signedIn = async (user: AuthUser | null) => {
    toast({ title: SIGNED_IN_TITLE, description: welcomeBack(user), variant: 'success' });
    await refreshSignedInUser(queryClient, user);
    // An admin the site requires a second factor of, without one yet, can only set one up (on /profile).
    navigate(user?.mustEnrolSecondFactor ? '/profile' : '/');
  };

  const login = useMutation({
    mutationFn: (payload: AdminLoginPayload) => postForUser('/api/admin/login', payload),
    onSuccess: signedIn,
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'mfa_required') {
        setValues((current) => ({ ...current, password: '' }));
        setSecondStep(true);
        return;
      }
      toast({ ...adminLoginFailure(error), variant: 'destructive' });
    },
  });

  if (secondStep) {
    return (
      <AdminSecondStep
        onSignedIn={signedIn}
        onRestart={(message) => {
          setSecondStep(false);
          // Back to the password, where the admin types next (after the form is on screen again).
          setTimeout(() => document.getElementById('admin-password')?.focus());
          if (message) toast({ title: LOGIN_FAILED_TITLE, description: message, variant: 'destructive' });
        }}
      />
    );
  }

  const update = (field: AdminLoginField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (formError?.invalid.includes(field) && value.trim() !== '') {
      const invalid = formError.invalid.filter((name) => name !== field);
      setFormError(invalid.length > 0 ? { ...formError, invalid } : null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const check = validateAdminLogin(values);
    if (!check.ok) {
      setFormError({ message: check.message, invalid: check.invalid });
      const first = check.invalid[0];
      if (first) document.getElementById(`admin-${first}`)?.focus();
      return;
    }
    setFormError(null);
    login.mutate(check.value);
  };

  const controlProps = (field: AdminLoginField) => {
    const invalid = formError?.invalid.includes(field) === true;
    return fieldControlProps(`admin-${field}`, { invalid, describedBy: invalid ? FORM_ERROR_ID : null });
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Admin Sign In">
      <Field id="admin-username" label="Username">
        <Input
          {...controlProps('username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          value={values.username}
          onChange={(event) => update('username', event.target.value)}
        />
      </Field>
      <Field id="admin-password" label="Password">
        <Input
          {...controlProps('password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={(event) => update('password', event.target.value)}
        />
      </Field>
      {formError ? <FieldError id={FORM_ERROR_ID}>{formError.message}</FieldError> : null}
      <Button type="submit" size="lg" className="w-full" disabled={login.isPending} aria-busy={login.isPending}>
        {login.isPending ? (
          <>
            <LoaderCircle aria-hidden className="animate-spin" />
            Signing In...
          </>
        ) : (
          <>
            <LogIn aria-hidden />
            Sign In
          </>
        )}
      </Button>
    </form>
  );
}
