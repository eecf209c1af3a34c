import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AlertHost } from './alert-host';
import { showAlert } from './alert-store';

describe('alert dialog', () => {
  it('a block alert ignores Escape and clicks outside; only its button closes it', async () => {
    render(<AlertHost />);
    let result: boolean | undefined;
    act(
      () =>
        void showAlert({ type: 'block', message: 'Logged out elsewhere' }).then((value) => (result = value)),
    );
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Logged out elsewhere');

    await userEvent.keyboard('{Escape}');
    fireEvent.click(screen.getByTestId('alert-mask'));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(result).toBe(true);
  });

  it('a confirm alert has cancel, and Escape dismisses it as not confirmed', async () => {
    render(<AlertHost />);
    let result: boolean | undefined;
    act(() => void showAlert({ type: 'confirm', message: 'Sure?' }).then((value) => (result = value)));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(result).toBe(false);
  });

  it('an error alert closes on a click outside', async () => {
    render(<AlertHost />);
    let result: boolean | undefined;
    act(() => void showAlert({ type: 'error', message: 'Failed' }).then((value) => (result = value)));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Error');
    fireEvent.click(screen.getByTestId('alert-mask'));
    await act(async () => undefined);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(result).toBe(false);
  });
});
