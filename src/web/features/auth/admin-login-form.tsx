import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useLocation } from 'wouter';
import { LoaderCircle, LogIn } from 'lucide-react';
import { toast } from '../../lib/toast/use-toast';
import { useApiForm } from '../../lib/forms/use-api-form';
import { Button } from '../../components/ui/button';
import { Field, FieldError, fieldControlProps } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { ApiRequestError } from '../../lib/api';
import type { AuthUser } from '../../lib/auth-types';
import { AdminSecondStep } from './admin-second-step';
import { adminLoginFailure, LOGIN_FAILED_TITLE, SIGNED_IN_TITLE, welcomeBack } from './messages';
import { postForUser, refreshSignedInUser } from './session';
import { adminLoginMessage, adminLoginResolver, EMPTY_ADMIN_LOGIN, type AdminLoginField, type AdminLoginPayload, type AdminLoginValues } from './validation';

const FORM_ERROR_ID = 'admin-login-error';

/** Username + password sign-in for administrators (POST /api/admin/login), then the second step when they have one. */
/** One of the two fields: marked invalid with the form's one message, which it points at. */
function AdminLoginInput({ control, name, label, ...props }: { control: Control<AdminLoginValues, unknown, AdminLoginPayload>; name: AdminLoginField; label: string } & Pick<
  React.ComponentProps<'input'>,
  'type' | 'autoComplete' | 'autoCapitalize' | 'autoCorrect' | 'spellCheck'
>) {
  const { field, fieldState } = useController({ control, name });
  const invalid = fieldState.invalid;
  return (
    <Field id={`admin-${name}`} label={label}>
      <Input {...field} {...fieldControlProps(`admin-${name}`, { invalid, describedBy: invalid ? FORM_ERROR_ID : null })} required {...props} />
    </Field>
  );
}

/** Username + password sign-in for administrators (POST /api/admin/login), then the second step when they have one. */
export function AdminLoginForm({ secondStepFirst = false }: { secondStepFirst?: boolean }) {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();

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
  });
  const form = useApiForm({
    defaultValues: EMPTY_ADMIN_LOGIN,
    resolver: adminLoginResolver,
    submit: (payload) => login.mutateAsync(payload),
    onFailure: (error) => {
      if (error instanceof ApiRequestError && error.code === 'mfa_required') {
        form.setValue('password', '');
        setSecondStep(true);
        return;
      }
      toast({ ...adminLoginFailure(error), variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  const formError = adminLoginMessage({ username: errors.username?.message, password: errors.password?.message });

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

  const busy = form.busy;
  return (
    <form noValidate onSubmit={form.onSubmit} className="grid gap-5" aria-label="Admin Sign In">
      <AdminLoginInput control={form.control} name="username" label="Username" autoComplete="username" autoCapitalize="none" autoCorrect="off" spellCheck={false} />
      <AdminLoginInput control={form.control} name="password" label="Password" type="password" autoComplete="current-password" />
      {formError ? <FieldError id={FORM_ERROR_ID}>{formError}</FieldError> : null}
      <Button type="submit" size="lg" className="w-full" disabled={busy} aria-busy={busy}>
        {busy ? (
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
