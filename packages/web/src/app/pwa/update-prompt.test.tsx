import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { announceUpdate } from './service-worker';
import { UpdatePrompt } from './update-prompt';

afterEach(() => act(() => announceUpdate(null)));

describe('update prompt', () => {
  it('shows nothing until a new version waits', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).not.toBeInTheDocument();
  });

  it('offers the reload, which switches to the waiting version', async () => {
    const apply = vi.fn(() => Promise.resolve());
    render(<UpdatePrompt />);
    act(() => announceUpdate({ apply }));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Lotto is available.');
    // the player decides: nothing switches before the click
    expect(apply).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('speaks the chosen language', async () => {
    await changeLanguage('zh-CN');
    render(<UpdatePrompt />);
    act(() => announceUpdate({ apply: () => Promise.resolve() }));
    expect(screen.getByRole('button', { name: '重新加载' })).toBeInTheDocument();
  });
});
