import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissToast, showToast, type ToastType } from '@/components/ui/toast/toast-store';
import type { useTicketDetails } from '@/lib/orders/get-ticket-details';
import type { OrderContext } from '@lotto/domain/order-string';
import { keepCaretInView } from '../lib/caret-in-view';
import { pasteFromChat, type ChatPaste } from '../lib/chat-paste';
import { clearDraft, readDraft } from '../lib/draft';
import { useDraftWriter } from './use-draft-writer';
import {
  appendPasted,
  currentLine,
  nonBlankLines,
  deleteBackward,
  insertText,
  pressEatType,
  pressPool,
  toggleBox,
  type EditorState,
} from '../lib/editor';
import type { BetKey } from '../components/bet-keyboard';

export const MAX_LINES = 50;

type Caret = { start: number; end: number };

/** The ticket's details query (Rebet, Reorder, Edit), as `useTicketDetails` answers it. */
export type TicketDetailsQuery = ReturnType<typeof useTicketDetails>;

/**
 * What the text starts from: the server's default text (undefined until it is in) and the ticket's
 * details. The screen holds both queries, so that a keystroke renders none of them (issue 38 item 7).
 */
export interface EditorSources {
  defaultText: string | undefined;
  details: TicketDetailsQuery;
}

/**
 * The order text and remark: from the ticket (Rebet, Reorder, Edit) or the server's default text
 * until the user edits them, the caret the bet keyboard types at, and Paste string.
 */
export function useOrderEditor(betId: string | undefined, draftKey: string | null, sources: EditorSources) {
  const { t } = useTranslation();
  const defaultText = sources.defaultText ?? 'D\n#1\n';
  const { details } = sources;

  // The text and remark the user has edited; until then they come from the ticket or the default.
  // A draft left by an earlier visit (or before a reload) counts as edited (issue 17.1).
  const [draft] = useState(() => (draftKey ? readDraft(draftKey) : null));
  const [edited, setEdited] = useState<string | null>(draft?.text ?? null);
  const [editedRemark, setEditedRemark] = useState<string | null>(draft ? draft.remark : null);
  // The text before the last Clear all, until it is undone or the order placed.
  const [cleared, setCleared] = useState<string | null>(null);
  const prefill = betId ? (details.data ? details.data.orderstring || defaultText : undefined) : defaultText;
  const loadingPrefill = Boolean(betId) && details.isPending;
  const text = edited ?? (details.isError ? defaultText : prefill) ?? '';
  const remark = editedRemark ?? (betId ? (details.data?.remark ?? '') : '');

  // The caret as the text area last reported it; the end of the text until the user moves it.
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<Caret | null>(null);
  const pendingCaret = useRef<Caret | null>(null);

  const selection: EditorState = caret
    ? { text, start: Math.min(caret.start, text.length), end: Math.min(caret.end, text.length) }
    : { text, start: text.length, end: text.length };

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const element = textareaRef.current;
    if (!caret || !element) return;
    pendingCaret.current = null;
    element.setSelectionRange(caret.start, caret.end);
    element.focus({ preventScroll: true });
    keepCaretInView(element, currentLine({ text: element.value, ...caret }).index);
  });

  // The draft is written when the typing pauses, not on every key (localStorage is synchronous and
  // was ~4% of a keystroke at 4x, issue 38 item 7): at most 300 ms after an edit, and at once when
  // the page is hidden or left (pagehide, visibilitychange) or the editor goes, so no line is lost.
  // Back to the untouched text, there is no draft.
  const draftWrite = useDraftWriter(draftKey);
  useEffect(() => {
    if (edited === null && editedRemark === null) {
      draftWrite.cancel();
      return;
    }
    draftWrite.schedule(
      edited === prefill && !editedRemark
        ? null
        : { text: edited ?? prefill ?? '', remark: editedRemark ?? '' },
    );
  }, [draftWrite, edited, editedRemark, prefill]);

  // The toast of the last paste speaks of this editor's text: it goes with the editor (another
  // screen, or Bet Success after the order), not 10 s later over a screen it says nothing of.
  const pasteToast = useRef<number | null>(null);
  function pasteNotice(type: ToastType, message: string) {
    dropPasteNotice();
    pasteToast.current = showToast(type, message);
  }
  function dropPasteNotice() {
    if (pasteToast.current !== null) dismissToast(pasteToast.current);
    pasteToast.current = null;
  }
  useEffect(() => {
    const notice = pasteToast;
    return () => {
      if (notice.current !== null) dismissToast(notice.current);
    };
  }, []);

  /** Lines typed and not sent: what leaving would ask about. */
  const unsentLines = edited !== null && edited !== prefill ? nonBlankLines(text).length : 0;

  function update(next: EditorState) {
    setEdited(next.text);
    pendingCaret.current = { start: next.start, end: next.end };
    setCaret({ start: next.start, end: next.end });
  }

  /** A key of the bet keyboard (all but Hide, which is the screen's). */
  function press(key: Exclude<BetKey, { type: 'hide' }>) {
    const state = selection;
    switch (key.type) {
      case 'insert':
        return update(insertText(state, key.text));
      case 'delete':
        return update(deleteBackward(state));
      case 'eat':
        return update(pressEatType(state, key.letter));
      case 'pool':
        return update(pressPool(state, key.pool));
      case 'box':
        return update(toggleBox(state, key.kind));
    }
  }

  /**
   * Paste string. With the parser's context the message is read as a chat message (issue 17.4):
   * decoration off, refused lines left out and answered for the screen to list.
   */
  function applyPaste(pasted: string, context: OrderContext | null): ChatPaste | null {
    if (context) {
      const chat = pasteFromChat(text, pasted, context, MAX_LINES);
      if (chat.added > 0) update({ text: chat.text, start: chat.text.length, end: chat.text.length });
      const tooMany = chat.dropped.filter((line) => line.reason.kind === 'tooMany').length;
      if (chat.dropped.length > 0 && tooMany === chat.dropped.length) {
        pasteNotice(
          'warning',
          `${t('errorCodes.TOO_MANY_LINES')}: ${t('advancedBetting.paste.refused', { count: tooMany })}`,
        );
      } else if (chat.dropped.length > 0) {
        pasteNotice(
          'warning',
          t('advancedBetting.paste.someDropped', { added: chat.added, count: chat.dropped.length }),
        );
      } else if (chat.added === 0) {
        pasteNotice('info', t('advancedBetting.paste.nothing'));
      } else {
        pasteNotice('success', t('advancedBetting.paste.added', { count: chat.added }));
      }
      return chat;
    }
    const result = appendPasted(text, pasted, MAX_LINES);
    if (result.added > 0) update({ text: result.text, start: result.text.length, end: result.text.length });
    if (result.refused > 0) {
      pasteNotice(
        'warning',
        `${t('errorCodes.TOO_MANY_LINES')}: ${t('advancedBetting.paste.refused', { count: result.refused })}`,
      );
    } else if (result.added === 0) {
      pasteNotice('info', t('advancedBetting.paste.nothing'));
    } else {
      pasteNotice('success', t('advancedBetting.paste.added', { count: result.added }));
    }
    return null;
  }

  /** The text area moved its caret (tap, arrow keys, selection). */
  function onTouch(element: HTMLTextAreaElement) {
    const { selectionStart: start, selectionEnd: end } = element;
    setCaret((old) => (old?.start === start && old.end === end ? old : { start, end }));
  }

  /** After an order: the default text, no remark, the caret at the end, no draft. */
  function reset() {
    draftWrite.cancel();
    if (draftKey) clearDraft(draftKey);
    dropPasteNotice();
    setEdited(null);
    setEditedRemark(null);
    setCleared(null);
    setCaret(null);
    pendingCaret.current = null;
  }

  /** Clear all (after the screen's confirm): back to the default text; the old text can come back. */
  function clearAll() {
    setCleared(text);
    update({ text: defaultText, start: defaultText.length, end: defaultText.length });
  }

  function undoClear() {
    if (cleared === null) return;
    update({ text: cleared, start: cleared.length, end: cleared.length });
    setCleared(null);
  }

  return {
    details,
    text,
    remark,
    setText: setEdited,
    setRemark: setEditedRemark,
    loadingPrefill,
    selection,
    textareaRef,
    press,
    applyPaste,
    onTouch,
    reset,
    clearAll,
    undoClear,
    canUndoClear: cleared !== null,
    unsentLines,
  };
}
