import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Fingerprint, LoaderCircle, Smartphone, Trash2 } from 'lucide-react';
import type { SecondFactorDto, SecondFactorStatus } from '../../../domain/schemas';
import { apiJson } from '../../lib/api';
import { dateTimeFormat } from '../../lib/date-format';
import { serverMessageOr } from '../../lib/form-errors';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';

const day = (iso: string) => dateTimeFormat(undefined, { dateStyle: 'medium' }).format(new Date(iso));

function RemoveFactor({ factor, last, onRemoved }: { factor: SecondFactorDto; last: boolean; onRemoved: (status: SecondFactorStatus) => void }) {
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => apiJson<SecondFactorStatus>('DELETE', `/api/admin/second-factor/${factor.id}`),
    onSuccess: (status) => {
      setOpen(false);
      onRemoved(status);
    },
  });
  return (
    <Dialog open={open} onOpenChange={(next) => !remove.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Remove ${factor.label}`}>
          <Trash2 aria-hidden />
          <span className="hidden sm:inline">Remove</span>
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Remove {factor.label}?</DialogTitle>
          <DialogDescription>
            {last
              ? 'This is your only second factor: your password alone will sign you in again, and your recovery codes stop working.'
              : 'It will no longer sign you in. Your other second factors keep working.'}
          </DialogDescription>
        </DialogHeader>
        {remove.isError ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {serverMessageOr(remove.error, "It couldn't be removed. Please try again.")}
          </p>
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} aria-busy={remove.isPending} onClick={() => remove.mutate()}>
            {remove.isPending ? <LoaderCircle aria-hidden className="animate-spin" /> : <Trash2 aria-hidden />}
            Remove
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** The admin's authenticator app and passkeys: when each was added and last used, and removing it. */
export function FactorList({ factors, onRemoved }: { factors: SecondFactorDto[]; onRemoved: (status: SecondFactorStatus) => void }) {
  return (
    <ul aria-label="Your second factors" className="divide-y divide-border rounded-lg border border-border">
      {factors.map((factor) => {
        const Icon = factor.kind === 'totp' ? Smartphone : Fingerprint;
        return (
          <li key={factor.id} className="flex items-center gap-3 px-3 py-2.5">
            <Icon aria-hidden className="size-5 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-ink-900">{factor.label}</p>
              <p className="text-xs text-muted-foreground">
                {factor.kind === 'totp' ? 'Authenticator app' : 'Passkey'} · added {day(factor.createdAt)}
                {factor.lastUsedAt ? ` · last used ${day(factor.lastUsedAt)}` : ''}
              </p>
            </div>
            <RemoveFactor factor={factor} last={factors.length === 1} onRemoved={onRemoved} />
          </li>
        );
      })}
    </ul>
  );
}
