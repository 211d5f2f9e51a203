import { useState, type FormEvent } from 'react';
import { CircleCheck, LoaderCircle, Mail, Save } from 'lucide-react';
import { EMAIL_NOTIFICATION_KINDS, type AccountSettings, type EmailNotificationKind, type EmailNotifications } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { fieldErrorsFromApiError, serverMessageOr } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { ChoiceField } from '../../components/ui/choice-field';
import { Skeleton } from '../../components/ui/skeleton';
import { useAccountSettings, useSaveAccountSettings } from './account-settings-queries';
import {
  NOTIFICATION_CHOICES,
  SETTINGS_LOAD_FAILED_TITLE,
  SETTINGS_SAVE_FAILED_FALLBACK,
  SETTINGS_SAVED_MESSAGE,
} from './notification-choices';

const checkboxId = (kind: EmailNotificationKind) => `email-${kind}`;
const FORM_ERROR_ID = 'email-notifications-error';

function SettingsSkeleton() {
  return (
    <div role="status" aria-label="Loading your settings" className="grid gap-5 py-2">
      {EMAIL_NOTIFICATION_KINDS.map((kind) => (
        <div key={kind} aria-hidden className="flex gap-3">
          <Skeleton className="size-5 rounded" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-48" />
            <Skeleton className="h-4 w-72 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** One choice: a native checkbox (keyboard and screen readers for free), its label and what it sends. */
function Choice({
  kind,
  checked,
  error,
  disabled,
  onChange,
}: {
  kind: EmailNotificationKind;
  checked: boolean;
  error: string | undefined;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = checkboxId(kind);
  const { label, description } = NOTIFICATION_CHOICES[kind];
  return (
    <ChoiceField
      id={id}
      type="checkbox"
      name={kind}
      checked={checked}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
      label={label}
      description={description}
      error={error}
      className="py-4 first:pt-0 last:pb-0"
    />
  );
}

function NotificationSettingsForm({ saved }: { saved: AccountSettings }) {
  const [choices, setChoices] = useState<EmailNotifications>(saved.emailNotifications);
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveAccountSettings();
  const fieldErrors = fieldErrorsFromApiError(save.error, EMAIL_NOTIFICATION_KINDS);
  const busy = save.isPending;

  const toggle = (kind: EmailNotificationKind, checked: boolean) => {
    setChoices((current) => ({ ...current, [kind]: checked }));
    setJustSaved(false);
    if (save.isError) save.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setJustSaved(false);
    save.mutate({ emailNotifications: choices }, { onSuccess: () => setJustSaved(true) });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="E-mail notifications" aria-describedby={save.isError ? FORM_ERROR_ID : undefined}>
      <fieldset disabled={busy} className="min-w-0">
        <legend className="mb-4 text-sm font-semibold text-muted-foreground">E-mail me about</legend>
        <div className="divide-y divide-border">
          {EMAIL_NOTIFICATION_KINDS.map((kind) => (
            <Choice
              key={kind}
              kind={kind}
              checked={choices[kind]}
              error={fieldErrors[kind]}
              disabled={busy}
              onChange={(checked) => toggle(kind, checked)}
            />
          ))}
        </div>
      </fieldset>
      {save.isError ? (
        <p id={FORM_ERROR_ID} role="alert" className="mt-5 text-sm font-medium text-destructive">
          {serverMessageOr(save.error, SETTINGS_SAVE_FAILED_FALLBACK)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {busy ? 'Saving...' : 'Save changes'}
        </Button>
        {/* Always in the page, so screen readers announce the message when it appears. */}
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-turf-800">
          {justSaved ? (
            <>
              <CircleCheck aria-hidden className="size-4" />
              {SETTINGS_SAVED_MESSAGE}
            </>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** The Settings page's e-mail choices, kept on the server (GET/PUT /api/me/settings). */
export function NotificationSettings({ email }: { email: string | null }) {
  const settings = useAccountSettings();
  return (
    <Card>
      <CardHeader className="flex-row items-start gap-3">
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700 [&_svg]:size-5">
          <Mail />
        </span>
        <div className="grid gap-1">
          <CardTitle className="text-base">E-mail notifications</CardTitle>
          <CardDescription>
            {email ? (
              <>
                Choose which e-mails we send to <span className="font-semibold text-ink-900">{email}</span>.
              </>
            ) : (
              'Choose which e-mails we send you once there is an address on your account.'
            )}
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <SettingsSkeleton />
        ) : settings.isError ? (
          <ErrorState
            headingLevel="h3"
            title={SETTINGS_LOAD_FAILED_TITLE}
            description={errorMessage(settings.error, 'Please try again.')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <NotificationSettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
