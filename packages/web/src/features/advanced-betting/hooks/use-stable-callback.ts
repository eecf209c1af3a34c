import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that stays the same object across renders and calls the latest `callback`. The
 * memoised parts of the editor's screen (keyboard, tools, dialogs) then skip the render of each
 * keystroke, which a CPU profile at 4x showed re-rendering for nothing (issue 38 item 7).
 * Not for use during render: the latest callback is swapped in after the commit.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
