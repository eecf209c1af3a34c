import { availablePools } from '@lotto/domain/pools';
import { Button } from 'antd-mobile';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '@/components/layout/page';
import { TextField } from '@/components/ui/text-field';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useAuth } from '@/lib/auth/auth-store';
import { BetForBar } from '@/components/orders/bet-for-bar';
import { useBetFor } from '@/lib/orders/bet-for';
import { dismissToasts, useToastClearance } from '@/lib/toast-clearance';
import { checkedEatSequence, useEatSequences } from '../api/get-eat-sequences';
import { useUpdateEatSequence } from '../api/update-eat-sequence';
import { MAX_LINES, useOrderEditor } from '../hooks/use-order-editor';
import { useOrderContext, useOrderPreview } from '../hooks/use-order-preview';
import { useSubmitOrder } from '../hooks/use-submit-order';
import { useUnsentGuard } from '../hooks/use-unsent-guard';
import { useLinesInView } from '../hooks/use-lines-in-view';
import { useLineCutOffs } from '../hooks/use-line-cut-offs';
import { useStableCallback } from '../hooks/use-stable-callback';
import { useQuietLine } from '../hooks/use-quiet-line';
import type { ChatPaste } from '../lib/chat-paste';
import { draftKey } from '../lib/draft';
import { boxKeysEnabled, currentLine, eatKeysEnabled } from '../lib/editor';
import { previewTextCache } from '../lib/preview-text';
import { backOf, readNavigationState } from '../lib/navigation-state';
import { AdvancedBanner } from './advanced-banner';
import { BetKeyboard, type BetKey } from './bet-keyboard';
import { EatSequencePopup } from './eat-sequence-popup';
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

/** Toasts keep clear of the docked bar and keyboard (issue 38 item 5). */
const TOAST_CLEAR_OF = ['.adv-dock'];
const NO_SEQUENCES: never[] = [];

/**
 * Advanced betting (spec §2, game-rules §5): remark, the order-string editor with its own
 * keyboard, Paste string, Edit bet sequence, a live parse with errors on their lines and the
 * running total, and Submit (MakeOrderAdvanced, with an idempotency key).
 */
export function AdvancedBettingScreen() {
  const { t, i18n } = useTranslation();
  const navState = readNavigationState(useLocation().state);
  const betId = navState?.betId;
  const editing = Boolean(navState?.edit && betId);

  const { appType } = useAppConfig();
  const pools = useMemo(() => availablePools(appType), [appType]);
  const sequences = useEatSequences();
  const eatSequence = checkedEatSequence(sequences.data);
  const updateSequence = useUpdateEatSequence();
  // An upline's Edit or Reorder of a downline's ticket is placed for the ticket's owner.
  const { user } = useAuth();
  const editor = useOrderEditor(betId, user ? draftKey(user.username, betId) : null);
  const { text, remark, loadingPrefill, selection } = editor;
  useUnsentGuard(editor.unsentLines);
  useToastClearance(TOAST_CLEAR_OF);
  const owner = editor.details.data?.owner;
  const forOther = owner && owner !== user?.username ? owner : null;
  // A new order is for whom the agent chose; an Edit or a Reorder for its ticket's owner.
  const betFor = useBetFor();
  const order = useSubmitOrder({
    replaces: editing ? betId : undefined,
    reorderOf: !editing && betId && editor.details.data ? betId : undefined,
    forUsername: betId ? null : betFor.forUsername,
    owner: betId ? forOther : betFor.forUsername,
    back: backOf(navState),
    onPlaced: () => {
      editor.reset();
      setPasteReport(null);
    },
  });
  const preview = useOrderPreview(text, eatSequence, order.serverErrors);
  const orderContext = useOrderContext(eatSequence);
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
  const cutOffs = useLineCutOffs(preview.lines);
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
  // the screen renders on every keystroke: its fixed words are looked up once per language
  const words = useMemo(
    () => ({
      remark: t('advancedBetting.remark'),
      paste: t('advancedBetting.paste.button'),
      sequence: t('advancedBetting.sequence.button'),
      editor: t('advancedBetting.editor.label'),
      previewNote: t('advancedBetting.previewNote'),
    }),
    [t],
  );
  const [sequenceOpen, setSequenceOpen] = useState(false);
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
  const closeSequence = useStableCallback(() => setSequenceOpen(false));
  const chooseSequence = useStableCallback((id: number) =>
    updateSequence.mutate(id, {
      onSuccess: () => {
        setSequenceOpen(false);
        toast.success(t('advancedBetting.sequence.saved'));
      },
    }),
  );
  const closePaste = useStableCallback(() => setPasteOpen(false));

  async function onPasteClick() {
    const clip = await readClipboard();
    if (clip === null) setPasteOpen(true);
    else paste(clip);
  }

  function onSubmit() {
    if (canSubmit) void order.submit(text, remark, preview.total);
  }

  return (
    <Page titleKey="screens.advanceBetting">
      {/* Whom the order is for, always in sight: the banner of an Edit or a Reorder says it (and
          which ticket), else the For bar (issue 38); either stays under the top bar. */}
      {navState && (editing || forOther || navState.backTo || navState.backToList) ? (
        <AdvancedBanner navState={navState} editing={editing} forOther={forOther} />
      ) : (
        <BetForBar locked={betId ? forOther : undefined} />
      )}
      {betId && editor.details.data && !editor.details.data.orderstring && (
        <p className="form-error" role="alert">
          {t('advancedBetting.noOrderString')}
        </p>
      )}

      <TextField
        label={words.remark}
        name="remark"
        value={remark}
        onValueChange={editor.setRemark}
        maxLength={200}
        autoComplete="off"
      />

      <div className="adv-toolbar">
        <Button shape="rounded" onClick={() => void onPasteClick()}>
          {words.paste}
        </Button>
        {/* named by its text; the mapping beside it is a hidden annotation (label in name) */}
        <Button shape="rounded" onClick={() => setSequenceOpen(true)}>
          {words.sequence}{' '}
          <span className="adv-toolbar__seq" aria-hidden="true" data-testid="eat-mapping">
            {eatSequence.order.map((letter, index) => `#${index + 1}=${letter}`).join(' ')}
          </span>
        </Button>
      </div>

      <section ref={editorCard} className="card adv-editor-card" aria-labelledby={`${editorId}-label`}>
        <div className="adv-editor-card__head">
          <label id={`${editorId}-label`} htmlFor={editorId} className="field__label">
            {words.editor}
          </label>
          <span className="adv-editor-card__count" data-testid="line-count">
            {t('advancedBetting.editor.lines', { count: preview.lineCount, max: MAX_LINES })}
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
          onChange={(value) => editor.setText(value)}
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

      <EatSequencePopup
        visible={sequenceOpen}
        options={sequences.data ?? NO_SEQUENCES}
        onClose={closeSequence}
        onChoose={chooseSequence}
      />
      <PasteDialog visible={pasteOpen} onPaste={paste} onClose={closePaste} />
    </Page>
  );
}
