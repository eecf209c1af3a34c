import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ToastHost } from './toast-host';
import { toast, TOAST_DURATION_MS } from './toast-store';

describe('toasts', () => {
  it('shows each type and removes it after 10 seconds', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast.success('Saved');
      toast.error('Broken');
    });
    expect(screen.getByTestId('toast-success')).toHaveTextContent('Saved');
    expect(screen.getByTestId('toast-error')).toHaveTextContent('Broken');

    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
  });

  it('can be closed early', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => {
      toast.warning('Careful');
      toast.info('FYI');
    });
    act(() => screen.getAllByRole('button', { name: 'Close' })[0]?.click());
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
    expect(screen.getByText('FYI')).toBeInTheDocument();
  });

  it('a later toast lives its own 10 seconds', () => {
    vi.useFakeTimers();
    render(<ToastHost />);
    act(() => void toast.info('first'));
    act(() => vi.advanceTimersByTime(6000));
    act(() => void toast.info('second'));
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.queryByText('first')).not.toBeInTheDocument();
    expect(screen.getByText('second')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText('second')).not.toBeInTheDocument();
  });
});
