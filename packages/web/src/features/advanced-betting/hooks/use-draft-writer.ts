import { useEffect, useMemo } from 'react';
import { clearDraft, saveDraft, type Draft } from '../lib/draft';

/** How long after an edit the draft is written at the latest. */
export const DRAFT_DELAY_MS = 300;

export interface DraftWriter {
  /** the draft to write soon (null: remove it); the latest one wins */
  schedule: (draft: Draft | null) => void;
  /** write what is waiting now */
  flush: () => void;
  /** forget what is waiting (the order was placed, or nothing was edited) */
  cancel: () => void;
}

/** The writer itself: a timer and what waits, outside React. */
function draftWriter(key: string | null): DraftWriter {
  let waiting: { draft: Draft | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const flush = () => {
    stop();
    if (!waiting || !key) return;
    const { draft } = waiting;
    waiting = null;
    if (draft) saveDraft(key, draft);
    else clearDraft(key);
  };
  return {
    schedule(draft: Draft | null) {
      if (!key) return;
      waiting = { draft };
      timer ??= setTimeout(flush, DRAFT_DELAY_MS);
    },
    flush,
    cancel() {
      stop();
      waiting = null;
    },
  };
}

/**
 * Writes the editor's draft off the keystroke (issue 38 item 7): one timer at a time, started by
 * the first edit after a write, so a draft is never more than DRAFT_DELAY_MS old while typing on;
 * what waits is written at once when the page is hidden (pagehide, visibilitychange: a phone may
 * kill a hidden tab) and when the editor unmounts (leaving the screen).
 */
export function useDraftWriter(key: string | null): DraftWriter {
  const writer = useMemo(() => draftWriter(key), [key]);

  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') writer.flush();
    };
    window.addEventListener('pagehide', writer.flush);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', writer.flush);
      document.removeEventListener('visibilitychange', onHide);
      writer.flush();
    };
  }, [writer]);

  return writer;
}
