import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n/i18n';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { toast } from '@/components/ui/toast/toast-store';
import { NumericKeypad } from './numeric-keypad';

describe('NumericKeypad', () => {
  it('reports digits, delete, clear and next, and the action key', async () => {
    const onKey = vi.fn();
    const onAdd = vi.fn();
    render(<NumericKeypad onKey={onKey} allowDot action={{ label: 'Add ticket', onPress: onAdd }} />);
    const keypad = screen.getByRole('group', { name: 'Number keypad' });
    for (const digit of ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']) {
      await userEvent.click(within(keypad).getByRole('button', { name: digit }));
    }
    await userEvent.click(within(keypad).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Clear' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Next field' }));
    await userEvent.click(within(keypad).getByRole('button', { name: 'Decimal point' }));
    expect(onKey.mock.calls.map(([key]) => key as string)).toEqual([
      '0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'delete', 'clear', 'next', '.',
    ]); // prettier-ignore
    await userEvent.click(within(keypad).getByRole('button', { name: 'Add ticket' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });

  it('the next key sends the toasts away (issue 38 item 5)', async () => {
    const onKey = vi.fn();
    render(
      <>
        <ToastHost />
        <NumericKeypad onKey={onKey} allowDot={false} />
      </>,
    );
    act(() => void toast.warning('The draw of 25/11 has closed'));
    expect(screen.getByText('The draw of 25/11 has closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '7' }));
    expect(screen.queryByText('The draw of 25/11 has closed')).toBeNull();
    expect(onKey).toHaveBeenCalledWith('7');
  });

  it('disables the decimal point for bet numbers', () => {
    render(<NumericKeypad onKey={vi.fn()} allowDot={false} />);
    expect(screen.getByRole('button', { name: 'Decimal point' })).toBeDisabled();
  });

  it('never takes the focus away from the field being typed', async () => {
    render(
      <>
        <input aria-label="field" readOnly inputMode="none" />
        <NumericKeypad onKey={vi.fn()} allowDot={false} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'field' });
    field.focus();
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    expect(field).toHaveFocus();
  });
});
