import { useId } from 'react';

interface Props {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  invalid?: boolean;
  hint?: string | undefined;
}

/** A labelled native select in the TextField look: the phone's own picker, big touch target. */
export function SelectField({ label, name, value, onValueChange, options, invalid = false, hint }: Props) {
  const id = useId();
  return (
    <div className={`field${invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <select
          id={id}
          name={name}
          className="au-select"
          value={value}
          aria-invalid={invalid}
          onChange={(event) => onValueChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {hint && <span className="field__hint">{hint}</span>}
    </div>
  );
}
