import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { CircleCheck, LoaderCircle, Mail, Save } from 'lucide-react';
import {
  accountSettingsInputSchema,
  EMAIL_NOTIFICATION_KINDS,
  type AccountSettings,
  type AccountSettingsInput,
  type EmailNotificationKind,
  type EmailNotifications,
} from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { serverMessageOr } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm, type ApiForm } from '../../lib/forms/use-api-form';
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
function Choice({ kind, control, onToggle }: { kind: EmailNotificationKind; control: Control<EmailNotifications, unknown, AccountSettingsInput>; onToggle: () => void }) {
  const { field, fieldState } = useController({ control, name: kind });
  const { label, description } = NOTIFICATION_CHOICES[kind];
  return (
    <ChoiceField
      {...field}
      id={checkboxId(kind)}
      type="checkbox"
      value={undefined}
      checked={field.value}
      onChange={(event) => {
        field.onChange(event.target.checked);
        onToggle();
      }}
      label={label}
      description={description}
      error={fieldState.error?.message}
      className="py-4 first:pt-0 last:pb-0"
    />
  );
}

/** Every choice is sent: a save replaces the whole set (the schema the server checks the PUT with). */
const settingsResolver = schemaResolver(accountSettingsInputSchema, { toRequest: (choices: EmailNotifications) => ({ emailNotifications: choices }) });

function NotificationSettingsForm({ saved }: { saved: AccountSettings }) {
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveAccountSettings();
  const form: ApiForm<EmailNotifications, AccountSettingsInput> = useApiForm({
    defaultValues: saved.emailNotifications,
    resolver: settingsResolver,
    submit: async (input) => {
      setJustSaved(false);
      await save.mutateAsync(input);
      setJustSaved(true);
    },
    onFailure: (error) => form.setError('root', { type: 'server', message: serverMessageOr(error, SETTINGS_SAVE_FAILED_FALLBACK) }),
  });
  const { busy } = form;
  const formError = form.formState.errors.root?.message;

  const toggled = () => {
    setJustSaved(false);
    if (formError) form.clearErrors('root');
  };

  return (
    <form noValidate onSubmit={form.onSubmit} aria-label="E-mail notifications" aria-describedby={formError ? FORM_ERROR_ID : undefined}>
      <fieldset disabled={busy} className="min-w-0">
        <legend className="mb-4 text-sm font-semibold text-muted-foreground">E-mail me about</legend>
        <div className="divide-y divide-border">
          {EMAIL_NOTIFICATION_KINDS.map((kind) => (
            <Choice key={kind} kind={kind} control={form.control} onToggle={toggled} />
          ))}
        </div>
      </fieldset>
      {formError ? (
        <p id={FORM_ERROR_ID} role="alert" className="mt-5 text-sm font-medium text-destructive">
          {formError}
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
