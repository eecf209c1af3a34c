import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_DELAY_MS, useDraftWriter } from './use-draft-writer';

const KEY = 'lotto.advancedDraft:player1:new';
const stored = () => localStorage.getItem(KEY);

describe('useDraftWriter: the draft off the keystroke, never lost (issue 38 item 7)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('writes the latest draft once the typing pauses, not on each key', () => {
    const { result } = renderHook(() => useDraftWriter(KEY));
    result.current.schedule({ text: '1', remark: '' });
    result.current.schedule({ text: '12', remark: '' });
    expect(stored()).toBeNull();
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(JSON.parse(stored() ?? '{}')).toEqual({ text: '12', remark: '' });
    result.current.schedule(null);
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(stored()).toBeNull();
  });

  it('flushes at once when the page is hidden or left, and when the editor goes', () => {
    const { result, unmount } = renderHook(() => useDraftWriter(KEY));
    result.current.schedule({ text: '1234', remark: '' });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored()).toContain('1234');

    result.current.schedule({ text: '1234#1', remark: 'r' });
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(stored()).toContain('1234#1');

    result.current.schedule({ text: '1234#1#2', remark: 'r' });
    unmount();
    expect(stored()).toContain('1234#1#2');
  });

  it('a cancelled draft (the order was placed) is never written', () => {
    const { result, unmount } = renderHook(() => useDraftWriter(KEY));
    result.current.schedule({ text: '1234#1', remark: '' });
    result.current.cancel();
    unmount();
    act(() => vi.advanceTimersByTime(DRAFT_DELAY_MS));
    expect(stored()).toBeNull();
  });
});
