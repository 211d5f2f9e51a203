import type { ReactNode, Ref } from 'react';

const RADIO_CARD =
  'flex cursor-pointer items-start gap-3 rounded-lg border border-border bg-card p-3 transition-colors hover:bg-muted/60 has-[:checked]:border-primary has-[:checked]:bg-turf-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-55';
const RADIO = 'mt-0.5 size-4 shrink-0 cursor-pointer accent-turf-700 disabled:cursor-not-allowed';

/** A native radio in a bordered card (keyboard and screen readers for free): one option of a fieldset. */
export function RadioCard({
  id,
  name,
  checked,
  disabled,
  inputRef,
  onSelect,
  title,
  description,
  describedBy,
}: {
  id: string;
  name: string;
  checked: boolean;
  disabled?: boolean;
  /** The radio itself, e.g. for the form to move focus to it. */
  inputRef?: Ref<HTMLInputElement> | undefined;
  onSelect: () => void;
  title: ReactNode;
  description: ReactNode;
  describedBy?: string | undefined;
}) {
  return (
    <label htmlFor={id} className={RADIO_CARD}>
      <input
        id={id}
        ref={inputRef}
        type="radio"
        name={name}
        className={RADIO}
        checked={checked}
        disabled={disabled}
        onChange={onSelect}
        aria-describedby={[`${id}-description`, describedBy].filter(Boolean).join(' ')}
      />
      <span className="grid gap-0.5">
        <span className="text-sm font-semibold text-ink-900">{title}</span>
        <span id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </span>
      </span>
    </label>
  );
}

/** A fieldset's legend in the form's look. */
export function Legend({ children }: { children: ReactNode }) {
  return <legend className="mb-2 text-sm font-semibold text-foreground">{children}</legend>;
}
