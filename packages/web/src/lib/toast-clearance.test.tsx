import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastHost } from '@/components/ui/toast/toast-host';
import { toast } from '@/components/ui/toast/toast-store';
import {
  COMPACT_TOASTS_CLASS,
  dismissToasts,
  TOAST_BOTTOM_VAR,
  toastBottom,
  useToastClearance,
} from './toast-clearance';

const band = (top: number, bottom: number) => ({ top, bottom });

describe('toastBottom: the lowest free band clear of the keys (issue 38 item 5)', () => {
  it('sits above a bar docked at the foot', () => {
    // 844 tall, header to 56; the dock (bar and keyboard) from 520 down
    expect(toastBottom(844, 56, [band(520, 844)], 52)).toBe(844 - 520 + 8);
  });

  it('uses the gap between the keypad and a sticky Bet bar when it is tall enough', () => {
    // keypad 400..690, Bet bar 770..824: 80 px free between them
    expect(toastBottom(844, 56, [band(400, 690), band(770, 824)], 52)).toBe(844 - 770 + 8);
  });

  it('goes above the keypad when the gap below it is too small', () => {
    expect(toastBottom(844, 56, [band(400, 740), band(770, 824)], 52)).toBe(844 - 400 + 8);
  });

  it('ignores what is off screen, and gives up when nothing is free', () => {
    expect(toastBottom(844, 56, [band(900, 1200)], 52)).toBe(8);
    expect(toastBottom(844, 56, [band(80, 844)], 52)).toBeNull();
  });
});

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function Screen() {
  useToastClearance(['.keys']);
  return <div className="keys" />;
}

describe('useToastClearance', () => {
  afterEach(() => dismissToasts());

  it('makes toasts compact while the screen is open, lifts them when one comes, and undoes it after', async () => {
    const view = render(<Screen />);
    const root = document.documentElement;
    expect(root).toHaveClass(COMPACT_TOASTS_CLASS);
    // nothing measured while no toast is shown (the screen's first frame is not laid out twice)
    expect(root.style.getPropertyValue(TOAST_BOTTOM_VAR)).toBe('');
    act(() => {
      toast.info('saved');
    });
    await act(() => nextFrame());
    // jsdom lays nothing out: the keys have no height, the foot is free
    expect(root.style.getPropertyValue(TOAST_BOTTOM_VAR)).toBe('8px');
    view.unmount();
    expect(root).not.toHaveClass(COMPACT_TOASTS_CLASS);
    expect(root.style.getPropertyValue(TOAST_BOTTOM_VAR)).toBe('');
  });

  it('lifts a toast already shown when the screen opens at once', () => {
    act(() => {
      toast.warning('still here');
    });
    const view = render(<Screen />);
    expect(document.documentElement.style.getPropertyValue(TOAST_BOTTOM_VAR)).toBe('8px');
    view.unmount();
  });

  it('dismissToasts sends every toast away', () => {
    render(<ToastHost />);
    act(() => {
      toast.info('one');
      toast.warning('two');
    });
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    act(() => dismissToasts());
    expect(screen.queryByText('one')).toBeNull();
    expect(screen.queryByText('two')).toBeNull();
  });
});
