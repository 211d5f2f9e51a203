import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { CircleAlert, FileUp, Upload, X } from 'lucide-react';
import type { ScheduleImportSummary } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Field, fieldControlProps } from '../../components/ui/field';
import { FormField } from '../../lib/forms/form-field';
import { Input } from '../../components/ui/input';
import { Progress } from '../../components/ui/progress';
import { errorMessage } from '../../lib/api';
import { ALL_POOLS_QUERY_KEY, CURRENT_GAMES_QUERY_KEY, nflScheduleQueryKey, USER_POOLS_QUERY_KEY } from '../../lib/query-keys';
import { ConsoleCard } from './console-card';
import { ScheduleImportResult, importAnnouncement } from './schedule-import-result';
import { LIMIT_MB, UploadAborted, importFormProblems, uploadSchedule } from './schedule-upload';

type Upload = typeof uploadSchedule;
type Sending = { fraction: number; abort: () => void };

type ImportForm = { file: File | null; season: string };

/** What stops an upload before it starts (the file's shape, the season by the import's schema), under each field. */
const importResolver: Resolver<ImportForm> = (values) => {
  const problems = importFormProblems(values.file, values.season);
  const errors: FieldErrors<ImportForm> = {};
  if (problems.file) errors.file = { type: 'validate', message: problems.file };
  if (problems.season) errors.season = { type: 'validate', message: problems.season };
  return problems.file || problems.season ? { values: {}, errors } : { values, errors: {} };
};

/** Every cached list a schedule import can change: games (all leagues' keys), pools, the NFL schedule pages. */
const CHANGED_BY_IMPORT = new Set<unknown>([CURRENT_GAMES_QUERY_KEY[0], ALL_POOLS_QUERY_KEY[0], USER_POOLS_QUERY_KEY[0], nflScheduleQueryKey(0)[0]]);

/**
 * The Games tab's schedule import: an nflverse games.csv and an optional season go up with a real
 * progress bar (XMLHttpRequest upload progress), then the server's summary shows what was created,
 * updated, left unchanged and rejected (each rejected row with its line number and reason).
 */
export function ScheduleImportCard({ defaultSeason, upload = uploadSchedule }: { defaultSeason?: number; upload?: Upload }) {
  const queryClient = useQueryClient();
  const form = useForm<ImportForm>({ defaultValues: { file: null, season: defaultSeason === undefined ? '' : String(defaultSeason) }, resolver: importResolver });
  // A file input takes no value from the page: the chosen file is only read from it.
  const { field: { value: _chosen, ...fileInput }, fieldState: fileState } = useController({ control: form.control, name: 'file' });
  const [sending, setSending] = useState<Sending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [summary, setSummary] = useState<ScheduleImportSummary | null>(null);
  const abortRef = useRef<(() => void) | null>(null);
  const busy = form.formState.isSubmitting;
  // The fields wait while the file goes up (not while they are checked: a disabled field takes no focus).
  const uploading = sending !== null;

  // Leaving the page mid-upload stops the upload rather than finishing it unseen.
  useEffect(() => () => abortRef.current?.(), []);

  async function send({ file: chosen, season }: ImportForm) {
    if (!chosen) return;
    setFailure(null);
    setSummary(null);
    // Shown before the upload starts, so no progress report (even a synchronous one) finds it missing.
    setSending({ fraction: 0, abort: () => abortRef.current?.() });
    const started = upload({ file: chosen, season, onProgress: (fraction) => setSending((s) => (s ? { ...s, fraction } : s)) });
    abortRef.current = started.abort;
    try {
      const result = await started.done;
      setSummary(result);
      void queryClient.invalidateQueries({ predicate: (query) => CHANGED_BY_IMPORT.has(query.queryKey[0]) });
    } catch (error) {
      if (!(error instanceof UploadAborted)) setFailure(errorMessage(error, 'The import failed. Please try again.'));
    } finally {
      abortRef.current = null;
      setSending(null);
    }
  }

  const fileError = fileState.error?.message;
  return (
    <ConsoleCard
      id="schedule-import-title"
      icon={<FileUp />}
      title="Import a Season's Schedule"
      description="Upload nflverse's games.csv to add the NFL games it lists. Games are matched by their game_id: importing the same file again changes nothing, and a moved kickoff is updated."
    >
      <div className="grid gap-5">
        <form noValidate onSubmit={(event) => void form.handleSubmit(send)(event)} className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_9rem] sm:items-start">
          <Field id="schedule-file" label="Schedule file" hint={`A .csv file up to ${LIMIT_MB} MB`} error={fileError}>
            <Input
              {...fileInput}
              type="file"
              accept=".csv,text/csv"
              disabled={uploading}
              onChange={(event) => fileInput.onChange(event.target.files?.[0] ?? null)}
              className="cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:bg-turf-50 file:px-2.5 file:py-1 file:text-turf-800"
              {...fieldControlProps('schedule-file', { error: fileError, hint: true })}
            />
          </Field>
          <FormField control={form.control} name="season" id="schedule-season" label="Season" hint="Empty: every season in the file">
            {(field) => <Input {...field} inputMode="numeric" autoComplete="off" placeholder="2025" maxLength={4} disabled={uploading} />}
          </FormField>
          <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
            <Button type="submit" disabled={busy}>
              <Upload aria-hidden />
              Import Schedule
            </Button>
            {sending ? (
              <Button type="button" variant="outline" onClick={sending.abort}>
                <X aria-hidden />
                Cancel
              </Button>
            ) : null}
          </div>
        </form>

        {sending ? <UploadProgress sending={sending} /> : null}
        {/* Said once per stage, not at every percent. */}
        <p aria-live="polite" className="sr-only">
          {sending ? (sending.fraction < 1 ? 'Uploading the schedule…' : 'Importing the games…') : summary ? importAnnouncement(summary) : ''}
        </p>

        {failure ? (
          <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
            <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <p className="min-w-0 break-words">
              <span className="font-semibold">Import failed: </span>
              {failure}
            </p>
          </div>
        ) : null}

        {summary ? <ScheduleImportResult summary={summary} /> : null}
      </div>
    </ConsoleCard>
  );
}

/** The bar while the file goes up, then "Importing…" while the server reads it. */
function UploadProgress({ sending }: { sending: Sending }) {
  const percent = Math.round(sending.fraction * 100);
  const label = percent < 100 ? `Uploading… ${percent}%` : 'Uploaded. Importing the games…';
  return (
    <div className="grid gap-2">
      <p className="text-sm font-medium text-ink-800">{label}</p>
      <Progress value={percent} aria-label="Upload progress" aria-valuetext={label} />
    </div>
  );
}
