import { useState, type FormEvent } from 'react';
import { EyeOff, LoaderCircle, Megaphone, Save } from 'lucide-react';
import { ANNOUNCEMENT_MAX_LENGTH, type League } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { FieldError, fieldControlProps, fieldErrorId, fieldHintId } from '../../components/ui/field';
import { fieldErrorsFromApiError, serverMessageOr } from '../../lib/form-errors';
import { toast } from '../../lib/toast/use-toast';
import { cn } from '../../lib/utils';
import { announcementDraft } from './announcement-model';
import { useSaveAnnouncement } from './system-queries';

export const ANNOUNCEMENT_SAVED = 'Announcement saved';
export const ANNOUNCEMENT_REMOVED = 'Announcement removed';

/**
 * One league's dashboard banner text (D9): edited, counted, saved trimmed; saving it empty (or
 * "Remove") hides the banner.
 */
export function AnnouncementEditor({ league }: { league: Pick<League, 'id' | 'name' | 'displayName' | 'announcement'> }) {
  const [text, setText] = useState(league.announcement ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSaveAnnouncement();
  const draft = announcementDraft(text, league.announcement);
  const id = `announcement-${league.id}`;
  const error = (touched ? draft.error : null) ?? fieldErrorsFromApiError(save.error, ['text'] as const).text ?? null;
  const formError = save.isError && !error ? serverMessageOr(save.error, 'The announcement could not be saved. Please try again.') : null;

  const send = (next: string | null) =>
    save.mutate(
      { leagueId: league.id, text: next },
      {
        onSuccess: (saved) => {
          setText(saved.announcement ?? '');
          setTouched(false);
          toast({ title: saved.announcement ? ANNOUNCEMENT_SAVED : ANNOUNCEMENT_REMOVED, description: `${league.name} dashboard banner`, variant: 'success' });
        },
      },
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (save.isPending || draft.error || !draft.changed) return;
    send(draft.next);
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-2 py-4 first:pt-0 last:pb-0">
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
        {...fieldControlProps(id, { error, hint: true, describedBy: formError ? `${id}-form-error` : null })}
        rows={2}
        value={text}
        placeholder="No announcement: the banner is hidden"
        disabled={save.isPending}
        onChange={(event) => {
          setText(event.target.value);
          if (save.isError) save.reset();
        }}
        onBlur={() => setTouched(true)}
      />
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={fieldHintId(id)} className={cn('text-xs tabular', draft.error ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
          {draft.length}/{ANNOUNCEMENT_MAX_LENGTH} characters · shown on the {league.name} dashboard; empty hides it
        </p>
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            disabled={save.isPending || league.announcement === null}
            onClick={() => {
              setTouched(false);
              send(null);
            }}
          >
            <EyeOff aria-hidden />
            Remove
          </Button>
          <Button type="submit" size="sm" disabled={save.isPending || !draft.changed} aria-busy={save.isPending}>
            {save.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
            {save.isPending ? 'Saving...' : 'Save'}
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
