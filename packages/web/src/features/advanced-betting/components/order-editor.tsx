import { memo, type ReactNode, type Ref } from 'react';
import '../advanced-betting.css';

interface Props {
  id: string;
  text: string;
  onChange: (text: string) => void;
  /** 1-based lines that have an error */
  errorLines: ReadonlySet<number>;
  textareaRef: Ref<HTMLTextAreaElement>;
  readOnly?: boolean;
  /** the caret may have moved (click, key, selection): the keyboard follows it */
  onTouch: (element: HTMLTextAreaElement) => void;
  onFocus: () => void;
  describedBy?: string | undefined;
  /** the device's keyboard types instead of the bet keyboard */
  systemKeyboard?: boolean;
  /** drawn over the text area's lines: what each line means */
  notes?: ReactNode;
}

const MIN_ROWS = 6;

/**
 * The order-string editor: a text area without wrapping (one order line per row) that grows with
 * its text, with line numbers and a red stripe on every line that has an error. `inputMode="none"`
 * keeps the phone's own keyboard away (the bet keyboard is used), a desktop keyboard still types.
 */
export function OrderEditor({
  id,
  text,
  onChange,
  errorLines,
  textareaRef,
  readOnly,
  onTouch,
  onFocus,
  describedBy,
  systemKeyboard = false,
  notes,
}: Props) {
  const lineCount = text.split('\n').length;
  const rows = Math.max(MIN_ROWS, lineCount + 1);
  // the gutter and the stripes change with the line count and the errors, not with each key
  const errorKey = [...errorLines].join(',');
  return (
    <div className={`adv-editor${errorLines.size > 0 ? ' adv-editor--invalid' : ''}`}>
      <Gutter rows={rows} lineCount={lineCount} errorKey={errorKey} />
      <div className="adv-editor__body">
        <Stripes errorKey={errorKey} />
        <textarea
          id={id}
          ref={textareaRef}
          className="adv-editor__textarea"
          value={text}
          rows={rows}
          wrap="off"
          inputMode={systemKeyboard ? 'text' : 'none'}
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          readOnly={readOnly}
          aria-invalid={errorLines.size > 0}
          aria-describedby={describedBy}
          placeholder={'D\n#1\n1234#1#1'}
          onChange={(event) => onChange(event.target.value)}
          onFocus={(event) => {
            onFocus();
            onTouch(event.currentTarget);
          }}
          onClick={(event) => onTouch(event.currentTarget)}
          onKeyUp={(event) => onTouch(event.currentTarget)}
          onSelect={(event) => onTouch(event.currentTarget)}
        />
        {notes}
      </div>
    </div>
  );
}

/** `1,4,7`: the error lines as one value, for memo to compare */
const linesOf = (errorKey: string) => (errorKey === '' ? [] : errorKey.split(',').map(Number));

const Gutter = memo(function Gutter({
  rows,
  lineCount,
  errorKey,
}: {
  rows: number;
  lineCount: number;
  errorKey: string;
}) {
  const errors = new Set(linesOf(errorKey));
  return (
    <ol className="adv-editor__gutter" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className={errors.has(index + 1) ? 'adv-editor__gutter-item--error' : undefined}>
          {index < lineCount ? index + 1 : '\u00a0'}
        </li>
      ))}
    </ol>
  );
});

const Stripes = memo(function Stripes({ errorKey }: { errorKey: string }) {
  return linesOf(errorKey).map((line) => (
    <div
      key={line}
      className="adv-editor__stripe"
      style={{ top: `calc(var(--adv-pad) + ${line - 1} * var(--adv-line))` }}
      data-testid={`error-stripe-${line}`}
    />
  ));
});
