import { CircleCheck, LoaderCircle, Save } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * The end of a Settings form: the form's refusal (its id names it for the form's aria-describedby), the
 * submit button (disabled and saying so while it runs) and what was saved, in a status region that is
 * always in the page, so screen readers announce the message when it appears.
 */
export function SaveRow({ label, busy, saved, errorId, error }: { label: string; busy: boolean; saved: string | null; errorId: string; error: string | undefined }) {
  return (
    <>
      {error ? (
        <p id={errorId} role="alert" className="mt-5 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <Save aria-hidden />}
          {busy ? 'Saving...' : label}
        </Button>
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-turf-800">
          {saved ? (
            <>
              <CircleCheck aria-hidden className="size-4" />
              {saved}
            </>
          ) : null}
        </p>
      </div>
    </>
  );
}
