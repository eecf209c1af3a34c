import { formatPoints, type Cents } from '@lotto/domain/money';
import { parseOrderString, type OrderError } from '@lotto/domain/order-string';
import { availablePools } from '@lotto/domain/pools';
import { Button } from 'antd-mobile';
import { LeftOutline } from 'antd-mobile-icons';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Page } from '@/components/layout/page';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { TextField } from '@/components/ui/text-field';
import { useAppConfig } from '@/lib/app-config/get-app-config';
import { useTicketDetails } from '@/lib/orders/get-ticket-details';
import { OrderRefusedError } from '@/lib/orders/place-order';
import type { BetSuccessState } from '@/lib/orders/receipt';
import { usePlaceOrder } from '@/lib/orders/use-place-order';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useOpenDates } from '@/lib/orders/get-bet-dates';
import { useDefaultText } from '../api/get-default-text';
import { checkedEatSequence, useEatSequences } from '../api/get-eat-sequences';
import { useUpdateEatSequence } from '../api/update-eat-sequence';
import {
  appendPasted,
  boxKeysEnabled,
  deleteBackward,
  eatKeysEnabled,
  insertText,
  nonBlankLines,
  pressEatType,
  pressPool,
  toggleBox,
  type EditorState,
} from '../lib/editor';
import { BetKeyboard, type BetKey } from './bet-keyboard';
import { EatSequencePopup } from './eat-sequence-popup';
import { OrderEditor } from './order-editor';
import { PasteDialog } from './paste-dialog';
import '../advanced-betting.css';

/**
 * Navigation state: Rebet / Reorder (`betId`), Edit (`edit`), and where Back goes (`backTo`; or
 * `backToList`, check ticket's search, which Back hands back to /check-ticket to run again).
 */
const navigationStateSchema = z.object({
  betId: z.string().min(1),
  edit: z.boolean().optional(),
  backTo: z.string().optional(),
  backToList: z.object({ date: z.string(), ticketId: z.string(), betNumber: z.string() }).optional(),
});
export type AdvancedBettingState = z.infer<typeof navigationStateSchema>;

const MAX_LINES = 50;

/** The order as sent: '\n' line breaks, trailing blank lines dropped (line numbers kept). */
function orderText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\s+$/, '');
}

async function readClipboard(): Promise<string | null> {
  try {
    if (!navigator.clipboard?.readText) return null;
    const text = await navigator.clipboard.readText();
    return text.trim() === '' ? null : text;
  } catch {
    return null;
  }
}

/**
 * Advanced betting (spec §2, game-rules §5): remark, the order-string editor with its own
 * keyboard, Paste string, Edit bet sequence, a live parse with errors on their lines and the
 * running total, and Submit (MakeOrderAdvanced, with an idempotency key).
 */
export function AdvancedBettingScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const parsedState = navigationStateSchema.safeParse(location.state);
  const navState = parsedState.success ? parsedState.data : undefined;
  const betId = navState?.betId;
  const editing = Boolean(navState?.edit && betId);

  const { appType } = useAppConfig();
  const pools = useMemo(() => availablePools(appType), [appType]);
  const openDates = useOpenDates();
  const sequences = useEatSequences();
  const eatSequence = checkedEatSequence(sequences.data);
  const updateSequence = useUpdateEatSequence();
  const defaultText = useDefaultText().data ?? 'D\n#1\n';
  const details = useTicketDetails(betId);
  const order = usePlaceOrder();

  // The text and remark the user has edited; until then they come from the ticket or the default.
  const [edited, setEdited] = useState<string | null>(null);
  const [editedRemark, setEditedRemark] = useState<string | null>(null);
  const prefill = betId ? (details.data ? details.data.orderstring || defaultText : undefined) : defaultText;
  const loadingPrefill = Boolean(betId) && details.isPending;
  const text = edited ?? (details.isError ? defaultText : prefill) ?? '';
  const remark = editedRemark ?? (betId ? (details.data?.remark ?? '') : '');

  const [keyboardOpen, setKeyboardOpen] = useState(true);
  const [sequenceOpen, setSequenceOpen] = useState(false);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ text: string; errors: OrderError[] } | null>(null);
  // The caret as the text area last reported it; the end of the text until the user moves it.
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState<{ start: number; end: number } | null>(null);
  const pendingCaret = useRef<{ start: number; end: number } | null>(null);

  const editorId = useId();
  const errorsId = useId();

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
  });

  const parse = useMemo(
    () => (openDates.data ? parseOrderString(text, { eatSequence, openDates: openDates.data }) : undefined),
    [text, eatSequence, openDates.data],
  );
  const errors = useMemo(() => {
    const own = parse && !parse.ok ? parse.errors : [];
    const fromServer = serverErrors?.text === text ? serverErrors.errors : [];
    const seen = new Set(own.map((error) => error.line));
    return [...own, ...fromServer.filter((error) => !seen.has(error.line))].sort((a, b) => a.line - b.line);
  }, [parse, serverErrors, text]);
  const errorLines = useMemo(() => new Set(errors.map((error) => error.line)), [errors]);
  const total = (parse?.lines ?? []).reduce((sum, line) => sum + (line.total ?? 0), 0) as Cents;
  const hasBetLine = (parse?.lines ?? []).some((line) => line.kind === 'bet');
  const lineCount = nonBlankLines(text).length;

  const ready = !loadingPrefill && parse !== undefined;
  const canSubmit = ready && errors.length === 0 && hasBetLine && !order.isPending;

  function update(next: EditorState) {
    setEdited(next.text);
    pendingCaret.current = { start: next.start, end: next.end };
    setCaret({ start: next.start, end: next.end });
  }

  function onKey(key: BetKey) {
    if (key.type === 'hide') {
      setKeyboardOpen(false);
      return;
    }
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

  function applyPaste(pasted: string) {
    const result = appendPasted(text, pasted, MAX_LINES);
    if (result.added > 0) update({ text: result.text, start: result.text.length, end: result.text.length });
    if (result.refused > 0) {
      toast.warning(
        `${t('errorCodes.TOO_MANY_LINES')}: ${t('advancedBetting.paste.refused', { count: result.refused })}`,
      );
    } else if (result.added === 0) {
      toast.info(t('advancedBetting.paste.nothing'));
    } else {
      toast.success(t('advancedBetting.paste.added', { count: result.added }));
    }
  }

  async function onPasteClick() {
    const clip = await readClipboard();
    if (clip === null) setPasteOpen(true);
    else applyPaste(clip);
  }

  async function onSubmit() {
    if (!canSubmit) return;
    const existingTicketId = editing ? betId : undefined;
    try {
      const receipt = await order.place({
        mode: 'advanced',
        str2: orderText(text),
        remark,
        existingTicketId,
      });
      if (!receipt) return; // the first tap's order is on its way
      setEdited(defaultText);
      setEditedRemark('');
      setCaret(null);
      const state: BetSuccessState = { receipt };
      void navigate('/bet-success', { state });
    } catch (error) {
      if (error instanceof OrderRefusedError && error.lineErrors.length > 0) {
        setServerErrors({ text, errors: error.lineErrors });
      }
      if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
      void showAlert({ type: 'error', message: errorMessage(t, error, 'errorCodes.FAILED_TO_PLACE_BET') });
    }
  }

  function goBack() {
    if (navState?.backToList) void navigate('/check-ticket', { state: { backToList: navState.backToList } });
    else if (navState?.backTo) void navigate(navState.backTo);
  }

  return (
    <Page titleKey="screens.advanceBetting">
      {(editing || navState?.backTo || navState?.backToList) && (
        <div className="adv-banner" role="status">
          {(navState?.backToList || navState?.backTo) && (
            <Button size="small" shape="rounded" onClick={goBack}>
              <LeftOutline /> {t('advancedBetting.back')}
            </Button>
          )}
          <span className="adv-banner__text">
            {editing
              ? t('advancedBetting.editing', { id: betId })
              : t('advancedBetting.reorder', { id: betId })}
          </span>
        </div>
      )}
      {betId && details.data && !details.data.orderstring && (
        <p className="form-error" role="alert">
          {t('advancedBetting.noOrderString')}
        </p>
      )}

      <TextField
        label={t('advancedBetting.remark')}
        name="remark"
        value={remark}
        onValueChange={setEditedRemark}
        maxLength={200}
        autoComplete="off"
      />

      <div className="adv-toolbar">
        <Button shape="rounded" onClick={() => void onPasteClick()}>
          {t('advancedBetting.paste.button')}
        </Button>
        <Button
          shape="rounded"
          onClick={() => setSequenceOpen(true)}
          aria-label={t('advancedBetting.sequence.button')}
        >
          {t('advancedBetting.sequence.button')}
          <span className="adv-toolbar__seq" aria-hidden="true">
            {eatSequence.sequence}
          </span>
        </Button>
      </div>

      <section className="card adv-editor-card" aria-labelledby={`${editorId}-label`}>
        <div className="adv-editor-card__head">
          <label id={`${editorId}-label`} htmlFor={editorId} className="field__label">
            {t('advancedBetting.editor.label')}
          </label>
          <span className="adv-editor-card__count" data-testid="line-count">
            {t('advancedBetting.editor.lines', { count: lineCount, max: MAX_LINES })}
          </span>
        </div>
        <OrderEditor
          id={editorId}
          text={loadingPrefill ? '' : text}
          onChange={(value) => setEdited(value)}
          errorLines={errorLines}
          textareaRef={textareaRef}
          readOnly={loadingPrefill}
          describedBy={errors.length > 0 ? errorsId : undefined}
          onTouch={(element) => {
            const { selectionStart: start, selectionEnd: end } = element;
            setCaret((old) => (old?.start === start && old.end === end ? old : { start, end }));
          }}
          onFocus={() => setKeyboardOpen(true)}
        />
        {errors.length > 0 && (
          <ul
            className="adv-errors"
            id={errorsId}
            aria-label={t('advancedBetting.errors')}
            data-testid="line-errors"
          >
            {errors.map((error) => (
              <li
                key={`${error.line}-${error.column}-${error.code}`}
                className="adv-error"
                data-line={error.line}
              >
                <span className="adv-error__where">
                  {t('advancedBetting.lineColumn', { line: error.line, column: error.column })}
                </span>
                {t(`errorCodes.${error.code}`)}
                <span className="adv-error__detail" lang="en">
                  {error.message}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className="adv-note">{t('advancedBetting.previewNote')}</p>
      </section>

      <div
        className={`adv-keyboard-spacer${keyboardOpen ? '' : ' adv-keyboard-spacer--closed'}`}
        aria-hidden="true"
      />
      <div className="adv-dock">
        <div className="adv-submit-bar">
          {!keyboardOpen && (
            <button
              type="button"
              className="adv-keyboard-toggle"
              aria-label={t('advancedBetting.keyboard.show')}
              onClick={() => setKeyboardOpen(true)}
            >
              ⌨
            </button>
          )}
          <div className="adv-total">
            <span className="adv-total__label">{t('advancedBetting.total')}</span>
            <span className="adv-total__amount" data-testid="order-total">
              {formatPoints(total)}
            </span>
            {errors[0] && (
              // The full error list sits under the docked keyboard on a phone; the first error
              // stays in sight here.
              <span className="adv-total__error" role="status" data-testid="first-error">
                {t('advancedBetting.lineColumn', { line: errors[0].line, column: errors[0].column })}{' '}
                {t(`errorCodes.${errors[0].code}`)}
              </span>
            )}
          </div>
          <Button
            color="primary"
            shape="rounded"
            disabled={!canSubmit}
            loading={order.isPending}
            onClick={() => void onSubmit()}
          >
            {editing ? t('advancedBetting.submitEdit') : t('advancedBetting.submit')}
          </Button>
        </div>
        {keyboardOpen && (
          <BetKeyboard
            pools={pools}
            eatEnabled={eatKeysEnabled(selection)}
            boxEnabled={boxKeysEnabled(selection)}
            disabled={loadingPrefill}
            onKey={onKey}
          />
        )}
      </div>

      <EatSequencePopup
        visible={sequenceOpen}
        options={sequences.data ?? []}
        onClose={() => setSequenceOpen(false)}
        onChoose={(id) =>
          updateSequence.mutate(id, {
            onSuccess: () => {
              setSequenceOpen(false);
              toast.success(t('advancedBetting.sequence.saved'));
            },
          })
        }
      />
      <PasteDialog visible={pasteOpen} onPaste={applyPaste} onClose={() => setPasteOpen(false)} />
    </Page>
  );
}
