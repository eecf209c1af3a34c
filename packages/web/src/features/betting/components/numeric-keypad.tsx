import { RightOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeypadKey } from '../lib/keypad';
import { dismissToasts } from '@/lib/toast-clearance';

interface Props {
  onKey: (key: KeypadKey) => void;
  /** the decimal point key is enabled (amount boxes) */
  allowDot: boolean;
  /** the big key at the bottom right (Add ticket) */
  action?: { label: string; onPress: () => void; disabled?: boolean };
}

const ROWS: (KeypadKey | 'action')[][] = [
  ['1', '2', '3', 'delete'],
  ['4', '5', '6', 'clear'],
  ['7', '8', '9', 'next'],
  ['.', '0', 'action'],
];

/**
 * The on-screen numeric keypad of normal betting: digits, decimal point, delete, clear and Next
 * (to the following field). It never takes the focus, so no system keyboard opens on a phone. A
 * key sends the toasts away: the user has moved on (issue 38 item 5).
 */
export function NumericKeypad({ onKey, allowDot, action }: Props) {
  const { t } = useTranslation();
  const labels: Partial<Record<KeypadKey, { text: ReactNode; aria: string }>> = {
    delete: { text: '⌫', aria: t('betting.keypad.delete') },
    clear: { text: 'C', aria: t('betting.keypad.clear') },
    next: { text: <RightOutline />, aria: t('betting.keypad.next') },
    '.': { text: '.', aria: t('betting.keypad.dot') },
  };
  return (
    <div className="bet-keypad" role="group" aria-label={t('betting.keypad.label')}>
      {ROWS.flat().map((key) => {
        if (key === 'action') {
          return action ? (
            <button
              key={key}
              type="button"
              className="bet-keypad__key bet-keypad__key--action"
              disabled={action.disabled}
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => {
                dismissToasts();
                action.onPress();
              }}
            >
              {action.label}
            </button>
          ) : null;
        }
        const label = labels[key];
        const special = key === 'delete' || key === 'clear' || key === 'next';
        return (
          <button
            key={key}
            type="button"
            className={`bet-keypad__key${special ? ' bet-keypad__key--fn' : ''}`}
            aria-label={label?.aria ?? key}
            disabled={key === '.' && !allowDot}
            // keep the focus (and the active field) where it is
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => {
              dismissToasts();
              onKey(key);
            }}
          >
            {label?.text ?? key}
          </button>
        );
      })}
    </div>
  );
}
