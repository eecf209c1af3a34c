import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
  /** Shown under the field (and read with it) when set. */
  hint?: string | undefined;
  icon?: ReactNode;
  /** A button or other control after the input (e.g. show password). */
  trailing?: ReactNode;
}

/** A labelled input with a big touch target; `invalid` marks it red. */
export function TextField({
  label,
  value,
  onValueChange,
  invalid = false,
  hint,
  icon,
  trailing,
  ...input
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        {icon && (
          <span className="field__icon" aria-hidden="true">
            {icon}
          </span>
        )}
        <input
          {...input}
          id={id}
          value={value}
          aria-invalid={invalid}
          aria-describedby={hint ? hintId : undefined}
          onChange={(event) => onValueChange(event.target.value)}
        />
        {trailing}
      </div>
      {hint && (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      )}
    </div>
  );
}
