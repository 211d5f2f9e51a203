import { useState, type FormEvent } from 'react';
import { Filter, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { NativeSelect } from '../../components/ui/native-select';
import { actionLabel, NO_AUDIT_FILTERS, type AuditFilters } from './audit-log-model';

const ALL_ACTIONS = 'all';

/**
 * The viewer's filters: the action applies as soon as it is chosen; the actor (an e-mail, username,
 * name, user id, or "system") when the form is submitted.
 */
export function AuditLogFilters({
  filters,
  actions,
  onChange,
}: {
  filters: AuditFilters;
  /** The actions the log holds; null while they load or when they could not be loaded. */
  actions: readonly string[] | null;
  onChange: (filters: AuditFilters) => void;
}) {
  const [actor, setActor] = useState(filters.actor);
  const filtered = filters.action !== null || filters.actor !== '';
  // An action chosen before the list arrived still shows as an option.
  const options = actions && filters.action && !actions.includes(filters.action) ? [...actions, filters.action] : (actions ?? []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...filters, actor: actor.trim() });
  };

  return (
    <form role="search" aria-label="Filter the audit log" onSubmit={submit} className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" value={filters.action ?? ALL_ACTIONS} onChange={(event) => onChange({ ...filters, action: event.target.value === ALL_ACTIONS ? null : event.target.value })}>
          <option value={ALL_ACTIONS}>All actions</option>
          {options.map((action) => (
            <option key={action} value={action}>
              {actionLabel(action)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="audit-actor">Actor</Label>
        <Input
          id="audit-actor"
          type="search"
          value={actor}
          maxLength={254}
          placeholder="E-mail, username, name, user id or system"
          onChange={(event) => setActor(event.target.value)}
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Filter aria-hidden />
          Filter
        </Button>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => {
              setActor('');
              onChange(NO_AUDIT_FILTERS);
            }}
          >
            <X aria-hidden />
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}
