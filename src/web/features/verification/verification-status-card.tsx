import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { usStateName } from '../../../domain/us-states';
import type { AuthUser } from '../../lib/auth-types';
import { cn } from '../../lib/utils';
import { Badge } from '../../components/ui/badge';
import { formatCheckedAt, NOT_ELIGIBLE_FALLBACK } from './messages';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 text-[15px] font-semibold text-ink-900">{value}</dd>
    </div>
  );
}

/** Where the player stands: verified (state, date) or refused (why). Nothing while unverified. */
export function VerificationStatusCard({ user }: { user: Pick<AuthUser, 'verification' | 'eligibleForPaidPlay'> }) {
  const { verification, eligibleForPaidPlay } = user;
  if (verification.status === 'unverified') return null;
  const verified = verification.status === 'verified';
  const state = verification.residenceState ? usStateName(verification.residenceState) : null;
  const checkedOn = formatCheckedAt(verification.checkedAt);
  const Icon = verified ? ShieldCheck : ShieldAlert;

  return (
    <section
      aria-labelledby="verification-status-title"
      className={cn(
        'rounded-xl border p-5 shadow-card sm:p-6',
        verified ? 'border-turf-200 bg-turf-50' : 'border-red-200 bg-red-50',
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden
          className={cn(
            'grid size-10 shrink-0 place-items-center rounded-full [&_svg]:size-5',
            verified ? 'bg-turf-100 text-turf-700' : 'bg-red-100 text-red-700',
          )}
        >
          <Icon />
        </span>
        <h2 id="verification-status-title" className="text-lg font-bold tracking-tight text-ink-900">
          {verified ? 'Verified' : 'Not approved'}
        </h2>
        {verified ? (
          <Badge tone={eligibleForPaidPlay ? 'green' : 'amber'}>
            {eligibleForPaidPlay ? 'Paid pools unlocked' : 'Free pools only'}
          </Badge>
        ) : null}
      </div>
      <div className="mt-4 grid gap-3">
        {verified ? (
          <dl className="grid grid-cols-2 gap-4">
            <Detail label="State" value={state ?? 'Not on file'} />
            <Detail label="Verified on" value={checkedOn ?? 'Not on file'} />
          </dl>
        ) : (
          <p className="text-[15px] text-red-900">
            {verification.reason?.trim() || 'Your last check was not approved.'}
            {checkedOn ? <span className="text-red-800/80"> Checked on {checkedOn}.</span> : null}
          </p>
        )}
        {verified && !eligibleForPaidPlay ? (
          <p className="text-sm text-amber-900">{verification.reason?.trim() || NOT_ELIGIBLE_FALLBACK}</p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          {verified
            ? 'Moved? Update your state of residence below and verify again. Paid play follows the rules of the state you live in.'
            : 'If something was entered incorrectly, correct it below and verify again.'}
        </p>
      </div>
    </section>
  );
}
