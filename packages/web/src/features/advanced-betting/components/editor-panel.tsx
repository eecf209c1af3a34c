import type { EatSequence } from '@lotto/domain/bet-types';
import type { OrderContext } from '@lotto/domain/order-string';
import type { Pool } from '@lotto/domain/pools';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import type { BetSuccessBack } from '@/lib/orders/receipt';
import { dismissToasts } from '@/lib/toast-clearance';
import { MAX_LINES, useOrderEditor, type EditorSources } from '../hooks/use-order-editor';
import { useOrderPreview } from '../hooks/use-order-preview';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { useUnsentGuard } from '../hooks/use-unsent-guard';
import { useLinesInView } from '../hooks/use-lines-in-view';
import { useLineCutOffs, type CutOffReader } from '../hooks/use-line-cut-offs';
import { useStableCallback } from '../hooks/use-stable-callback';
import { useQuietLine } from '../hooks/use-quiet-line';
import type { ChatPaste } from '../lib/chat-paste';
import { boxKeysEnabled, currentLine, eatKeysEnabled } from '../lib/editor';
import { previewTextCache } from '../lib/preview-text';
import { BetKeyboard, type BetKey } from './bet-keyboard';
import { EditorHead } from './editor-head';
import { EditorTools } from './editor-tools';
import { LineAnnotations } from './line-annotations';
import { ClosedLines, withCutOff } from './closed-lines';
import { LineErrors } from './line-errors';
import { OrderEditor } from './order-editor';
import { PasteDialog } from './paste-dialog';
import { PasteReport } from './paste-report';
import { SubmitBar } from './submit-bar';
import '../advanced-betting.css';

async function readClipboard(): Promise<string | null> {
  try {
    if (!navigator.clipboard?.readText) return null;
    const text = await navigator.clipboard.readText();
    return text.trim() === '' ? null : text;
  } catch {
    return null;
  }
}

interface Props extends EditorSources {
  /** Rebet, Reorder or Edit: the ticket whose lines the editor opens with */
  betId: string | undefined;
  /** Edit: the order replaces the ticket */
  editing: boolean;
  /** a new order an agent places for its customer */
  forUsername: string | null;
  /** whose the new tickets are, when not the viewer's */
  owner: string | null;
  /** the list Bet Success leads back to */
  back: BetSuccessBack | undefined;
  /** where the typed lines wait (per user and ticket), null without a user */
  draftKey: string | null;
  eatSequence: EatSequence;
  /** what the text is read against (useOrderContext); null until the open draws are in */
  orderContext: OrderContext | null;
  /** how a bet line's cut-offs are read (useCutOffReader); null until the draws are in */
  cutOffOf: CutOffReader | null;
  pools: readonly Pool[];
  /** Edit bet sequence: the screen's popup */
  onSequence: () => void;
}

/**
 * The part of the advanced betting screen a keystroke changes (issue 38 item 7): the order text and
 * its remark, the editor with its notes and errors, the docked total, Submit and bet keyboard, and
 * Paste string. The screen above it (whom the order is for, the ticket's banner, the sequence popup)
 * and the queries it reads (default text, ticket, open draws, draw times) are not rendered again by
 * a key (a CPU profile at 4x put a fifth of a key's render in those queries' hooks); within it, the
 * remark and toolbar, the tools and the keyboard are memoised on stable callbacks.
 */
export function EditorPanel(props: Props) {
  const { betId, editing, forUsername, owner, back, draftKey, eatSequence, pools, onSequence } = props;
  const { orderContext, cutOffOf, defaultText, details } = props;
  const { t, i18n } = useTranslation();
  const editor = useOrderEditor(betId, draftKey, { defaultText, details });
  const { text, remark, loadingPrefill, selection } = editor;
  useUnsentGuard(editor.unsentLines);
  const order = useSubmitOrder({
    replaces: editing ? betId : undefined,
    reorderOf: !editing && betId && editor.details.data ? betId : undefined,
    forUsername,
    owner,
    back,
    onPlaced: () => {
      editor.reset();
      setPasteReport(null);
    },
  });
  const preview = useOrderPreview(text, orderContext, order.serverErrors);
  const [pasteReport, setPasteReport] = useState<ChatPaste | null>(null);
  const { errors } = preview;

  const [keyboardOpen, setKeyboardOpen] = useState(true);
  // The device's own keyboard instead of the bet keyboard (a desktop, or by choice): issue 17.3.
  const [systemKeyboard, setSystemKeyboard] = useState(false);
  const caretLine = currentLine(selection).index + 1;
  // The line being typed is not flagged until the caret leaves it (issue 38 item 7): its parse error
  // waits (Submit still does), a server's error on it stays.
  const quiet = useQuietLine(preview, caretLine, errors, order.serverErrors, text);
  const caretPreview = quiet.lines[caretLine - 1];
  const cutOffs = useLineCutOffs(preview.lines, cutOffOf);
  // the caret line's words come from the same cache as the notes' (one `t` per line kind)
  const wordsOf = useMemo(() => previewTextCache(t, i18n.language), [t, i18n.language]);
  const current = caretPreview
    ? { line: caretLine, words: withCutOff(wordsOf(caretPreview), cutOffs.byLine.get(caretLine)) }
    : null;
  const errorLines = useMemo(
    () =>
      cutOffs.closed.length === 0
        ? quiet.errorLines
        : new Set([...quiet.errorLines, ...cutOffs.closed.map((item) => item.line)]),
    [quiet.errorLines, cutOffs.closed],
  );
  const rawLines = useMemo(() => text.split('\n'), [text]);
  // the panel renders on every keystroke: its fixed words are looked up once per language
  const words = useMemo(
    () => ({
      editor: t('advancedBetting.editor.label'),
      previewNote: t('advancedBetting.previewNote'),
    }),
    [t],
  );
  // i18next's `t` with a count (plural rules) was a tenth of a key's render at 4x: once per count
  const lineCountText = useMemo(
    () => t('advancedBetting.editor.lines', { count: preview.lineCount, max: MAX_LINES }),
    [t, preview.lineCount],
  );
  const [pasteOpen, setPasteOpen] = useState(false);
  const editorId = useId();
  const errorsId = useId();
  const editorCard = useRef<HTMLElement>(null);
  useLinesInView(editorCard, Boolean(betId) && !loadingPrefill);

  const ready = !loadingPrefill && preview.parsed;
  const canSubmit =
    ready && errors.length === 0 && cutOffs.closed.length === 0 && preview.hasBetLine && !order.isPending;

  const onClearAll = useStableCallback(async () => {
    const confirmed = await showAlert({
      type: 'confirm',
      message: t('advancedBetting.clear.confirm', { count: preview.lineCount }),
      confirmText: t('advancedBetting.clear.button'),
      cancelText: t('common.cancel'),
    });
    if (confirmed) editor.clearAll();
  });

  const onKey = useStableCallback((key: BetKey) => {
    // the next key sends the toasts away: the user has moved on (issue 38 item 5)
    dismissToasts();
    if (key.type === 'hide') setKeyboardOpen(false);
    else editor.press(key);
  });

  const paste = useStableCallback((pasted: string) => {
    const chat = editor.applyPaste(pasted, orderContext);
    setPasteReport(chat && chat.dropped.length > 0 ? chat : null);
  });
  const onClear = useStableCallback(() => void onClearAll());
  const onUndo = useStableCallback(() => editor.undoClear());
  const onSystemKeyboard = useStableCallback((on: boolean) => {
    setSystemKeyboard(on);
    setKeyboardOpen(!on);
  });
  const closePaste = useStableCallback(() => setPasteOpen(false));
  const onPasteClick = useStableCallback(() => {
    void readClipboard().then((clip) => {
      if (clip === null) setPasteOpen(true);
      else paste(clip);
    });
  });

  function onSubmit() {
    if (canSubmit) void order.submit(text, remark, preview.total);
  }

  return (
    <>
      <EditorHead
        remark={remark}
        onRemark={editor.setRemark}
        eatOrder={eatSequence.order}
        onPaste={onPasteClick}
        onSequence={onSequence}
      />

      <section ref={editorCard} className="card adv-editor-card" aria-labelledby={`${editorId}-label`}>
        <div className="adv-editor-card__head">
          <label id={`${editorId}-label`} htmlFor={editorId} className="field__label">
            {words.editor}
          </label>
          <span className="adv-editor-card__count" data-testid="line-count">
            {lineCountText}
          </span>
        </div>
        <EditorTools
          canClear={!loadingPrefill && preview.lineCount > 0}
          onClear={onClear}
          canUndo={editor.canUndoClear}
          onUndo={onUndo}
          systemKeyboard={systemKeyboard}
          onSystemKeyboard={onSystemKeyboard}
        />
        <OrderEditor
          id={editorId}
          text={loadingPrefill ? '' : text}
          onChange={editor.setText}
          errorLines={errorLines}
          textareaRef={editor.textareaRef}
          readOnly={loadingPrefill}
          describedBy={quiet.errors.length > 0 ? errorsId : undefined}
          onTouch={editor.onTouch}
          onFocus={() => setKeyboardOpen(!systemKeyboard)}
          systemKeyboard={systemKeyboard}
          notes={<LineAnnotations rawLines={rawLines} previews={quiet.lines} caretLine={caretLine} />}
        />
        {quiet.errors.length > 0 && <LineErrors id={errorsId} errors={quiet.errors} />}
        {cutOffs.closed.length > 0 && <ClosedLines closed={cutOffs.closed} />}
        <p className="adv-note">{words.previewNote}</p>
        {pasteReport && <PasteReport report={pasteReport} onClose={() => setPasteReport(null)} />}
      </section>

      <div
        className={`adv-keyboard-spacer${keyboardOpen ? '' : ' adv-keyboard-spacer--closed'}`}
        aria-hidden="true"
      />
      <div className="adv-dock">
        <SubmitBar
          total={preview.total}
          lineCount={preview.lineCount}
          maxLines={MAX_LINES}
          current={current}
          firstError={quiet.errors[0]}
          keyboardOpen={keyboardOpen}
          onShowKeyboard={() => {
            setSystemKeyboard(false);
            setKeyboardOpen(true);
          }}
          editing={editing}
          canSubmit={canSubmit}
          sending={order.isPending}
          onSubmit={onSubmit}
        />
        {keyboardOpen && (
          <BetKeyboard
            pools={pools}
            eatEnabled={eatKeysEnabled(selection)}
            boxEnabled={boxKeysEnabled(selection)}
            eatOrder={eatSequence.order}
            disabled={loadingPrefill}
            onKey={onKey}
          />
        )}
      </div>

      <PasteDialog visible={pasteOpen} onPaste={paste} onClose={closePaste} />
    </>
  );
}
