import { EyeOff, LoaderCircle, Megaphone, Save } from 'lucide-react';
import { useController } from 'react-hook-form';
import { ANNOUNCEMENT_MAX_LENGTH, announcementInputSchema, normalizeAnnouncement, type League } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { FieldError, fieldControlProps, fieldErrorId, fieldHintId } from '../../components/ui/field';
import { fieldErrorsFromApiError, serverMessageOr } from '../../lib/form-errors';
import { schemaResolver } from '../../lib/forms/schema-resolver';
import { useApiForm, type ApiForm } from '../../lib/forms/use-api-form';
import { toast } from '../../lib/toast/use-toast';
import { cn } from '../../lib/utils';
import { announcementDraft } from './announcement-model';
import { useSaveAnnouncement } from './system-queries';

export const ANNOUNCEMENT_SAVED = 'Announcement saved';
export const ANNOUNCEMENT_REMOVED = 'Announcement removed';

type AnnouncementValues = { text: string };
type AnnouncementPayload = { text: string | null };

/** What the server stores: trimmed, empty as none (the banner hidden), at most 280 characters. */
const announcementResolver = schemaResolver(announcementInputSchema, { toRequest: (values: AnnouncementValues) => ({ text: normalizeAnnouncement(values.text) }) });

/**
 * One league's dashboard banner text (D9): edited, counted, saved trimmed; saving it empty (or
 * "Remove") hides the banner. Too long is said once the field is left, then as it is typed.
 */
export function AnnouncementEditor({ league }: { league: Pick<League, 'id' | 'name' | 'displayName' | 'announcement'> }) {
  const save = useSaveAnnouncement();
  const id = `announcement-${league.id}`;

  const send = async ({ text }: AnnouncementPayload) => {
    const saved = await save.mutateAsync({ leagueId: league.id, text });
    form.reset({ text: saved.announcement ?? '' });
    toast({ title: saved.announcement ? ANNOUNCEMENT_SAVED : ANNOUNCEMENT_REMOVED, description: `${league.name} dashboard banner`, variant: 'success' });
  };
  /** A refusal about the text goes under it; anything else above the buttons. */
  const failed = (error: unknown) => {
    if (fieldErrorsFromApiError(error, ['text'] as const).text) return;
    form.setError('root', { type: 'server', message: serverMessageOr(error, 'The announcement could not be saved. Please try again.') });
  };
  const form: ApiForm<AnnouncementValues, AnnouncementPayload> = useApiForm({
    defaultValues: { text: league.announcement ?? '' },
    resolver: announcementResolver,
    mode: 'onTouched',
    submit: send,
    onFailure: failed,
  });
  const { field, fieldState } = useController({ control: form.control, name: 'text' });
  const draft = announcementDraft(field.value, league.announcement);
  const error = fieldState.error?.message;
  const formError = form.formState.errors.root?.message;
  const busy = form.busy || save.isPending;

  const remove = () => {
    form.clearErrors();
    send({ text: null }).catch((failure: unknown) => {
      failed(failure);
      form.showServerErrors(fieldErrorsFromApiError(failure, ['text'] as const));
    });
  };

  return (
    <form noValidate onSubmit={form.onSubmit} aria-labelledby={`${id}-title`} className="grid gap-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-bold">
          {league.displayName} <span className="font-semibold text-muted-foreground">({league.name})</span>
        </h3>
        {league.announcement ? (
          <Badge tone="brand">
            <Megaphone aria-hidden />
            Banner shown
          </Badge>
        ) : (
          <Badge tone="neutral">
            <EyeOff aria-hidden />
            No banner
          </Badge>
        )}
      </div>
      <label htmlFor={id} className="sr-only">
        {league.name} banner text
      </label>
      <Textarea
        {...field}
        {...fieldControlProps(id, { error, hint: true, describedBy: formError ? `${id}-form-error` : null })}
        rows={2}
        placeholder="No announcement: the banner is hidden"
        disabled={busy}
        onChange={(event) => {
          field.onChange(event);
          if (formError) form.clearErrors('root');
        }}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={fieldHintId(id)} className={cn('text-xs tabular', draft.error ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
          {draft.length}/{ANNOUNCEMENT_MAX_LENGTH} characters · shown on the {league.name} dashboard; empty hides it
        </p>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            disabled={busy || league.announcement === null}
            onClick={remove}
          >
            <EyeOff aria-hidden />
            Remove
          </Button>
          <Button type="submit" size="sm" disabled={busy || !draft.changed} aria-busy={busy}>
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
      {error ? <FieldError id={fieldErrorId(id)}>{error}</FieldError> : null}
      {formError ? (
        <p id={`${id}-form-error`} role="alert" className="text-sm font-medium text-destructive">
          {formError}
        </p>
      ) : null}
    </form>
  );
}
