import { useState } from 'react';
import { useController, type Control } from 'react-hook-form';
import { Mail } from 'lucide-react';
import {
  accountSettingsInputSchema,
  EMAIL_NOTIFICATION_KINDS,
  type AccountSettings,
  type AccountSettingsInput,
  type EmailNotificationKind,
  type EmailNotifications,
} from '../../../domain/schemas';
import { serverMessageOr } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm, type ApiForm } from '../../lib/forms/use-api-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ChoiceField } from '../../components/ui/choice-field';
import { Skeleton } from '../../components/ui/skeleton';
import { QueryError } from '../../components/ui/query-error';
import { useAccountSettings, useSaveAccountSettings } from './account-settings-queries';
import { useRestriction } from './limits-queries';
import { SaveRow } from './save-row';
import { instantText } from './limits-model';
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

/**
 * One choice: a native checkbox (keyboard and screen readers for free), its label and what it sends.
 * `pausedUntil`: product news stays off during a time-out or self-exclusion (D23), so it cannot be ticked.
 */
function Choice({
  kind,
  control,
  onToggle,
  pausedUntil,
}: {
  kind: EmailNotificationKind;
  control: Control<EmailNotifications, unknown, AccountSettingsInput>;
  onToggle: () => void;
  pausedUntil: string | null;
}) {
  const { field, fieldState } = useController({ control, name: kind });
  const { label } = NOTIFICATION_CHOICES[kind];
  const paused = kind === 'productNews' && pausedUntil !== null;
  const description = paused ? `Off while you take a break, until ${instantText(pausedUntil)}.` : NOTIFICATION_CHOICES[kind].description;
  return (
    <ChoiceField
      {...field}
      disabled={paused}
      id={checkboxId(kind)}
      type="checkbox"
      value={undefined}
      checked={field.value && !paused}
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

function NotificationSettingsForm({ saved, pausedUntil }: { saved: AccountSettings; pausedUntil: string | null }) {
  const [justSaved, setJustSaved] = useState(false);
  const save = useSaveAccountSettings();
  const form: ApiForm<EmailNotifications, AccountSettingsInput> = useApiForm({
    defaultValues: saved.emailNotifications,
    resolver: settingsResolver,
    submit: async (input) => {
      setJustSaved(false);
      // Paused product news is sent off, whatever the form held when the break began.
      await save.mutateAsync(pausedUntil ? { emailNotifications: { ...input.emailNotifications, productNews: false } } : input);
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
            <Choice key={kind} kind={kind} control={form.control} onToggle={toggled} pausedUntil={pausedUntil} />
          ))}
        </div>
      </fieldset>
      <SaveRow label="Save changes" busy={busy} saved={justSaved ? SETTINGS_SAVED_MESSAGE : null} errorId={FORM_ERROR_ID} error={formError} />
    </form>
  );
}

/** The Settings page's e-mail choices, kept on the server (GET/PUT /api/me/settings). */
export function NotificationSettings({ email }: { email: string | null }) {
  const settings = useAccountSettings();
  const restriction = useRestriction().data?.restriction ?? null;
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
                Choose which e-mails we send to <span className="font-semibold break-all text-ink-900">{email}</span>.
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
          <QueryError title={SETTINGS_LOAD_FAILED_TITLE} query={settings} />
        ) : (
          <NotificationSettingsForm saved={settings.data} pausedUntil={restriction?.until ?? null} />
        )}
      </CardContent>
    </Card>
  );
}
