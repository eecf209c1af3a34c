import { plainText } from '@lotto/domain/plain-text';
import { Button } from 'antd-mobile';
import { EditSOutline, LeftOutline, RedoOutline, UploadOutline } from 'antd-mobile-icons';
import type { BetSuccessBack } from '@/lib/orders/receipt';
import { backFromState, backToListOf } from '../lib/details-back';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/ui/query-state';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { StatusTag, type StatusTone } from '@/components/ui/status-tag';
import { useAuth } from '@/lib/auth/auth-store';
import { useTicketDetails, type TicketDetails } from '@/lib/orders/get-ticket-details';
import { formatWirePoints } from '@/lib/format-points';
import { useCancelOrder } from '@/lib/orders/cancel-order';
import { RebetSheet } from '../components/rebet-sheet';
import { ShareSheet } from '@/components/ui/share-sheet';
import { PrintSlipButton } from '@/components/slip/print-slip';
import { ClaimSheet } from '../components/claim-sheet';
import '../betting-history.css';

/** Navigation state of /betting-history/details. */
export interface TicketDetailsState {
  betId: string;
  /** the list the ticket was opened from: Back, and Bet Success after an Edit, lead there */
  back?: BetSuccessBack | undefined;
}

function betIdFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('betId' in state)) return undefined;
  const { betId } = state as { betId: unknown };
  if (typeof betId === 'number') return String(betId);
  return typeof betId === 'string' && betId !== '' ? betId : undefined;
}

const STATUS_KEY: Record<TicketDetails['status'], StatusTone> = {
  Active: 'active',
  Voided: 'cancelled',
  Failed: 'failed',
};

export function StatusBadge({ status }: { status: TicketDetails['status'] }) {
  const { t } = useTranslation();
  const key = STATUS_KEY[status];
  return (
    <StatusTag tone={key} data-testid="ticket-status">
      {t(`bettingHistory.status.${key}`)}
    </StatusTag>
  );
}

/**
 * Ticket details (spec §2): total, status, by (the ticket's owner; also who placed or cancelled
 * it when that was an upline), date, remark and phone, the order string and the receipt, and Cancel
 * (Active and its draw still open),
 * Rebet (normal or advanced) and Share. The bet id comes from the navigation
 * state or ?betId= (so a reload works); without one, back to the list.
 */
export function TicketDetailsRoute() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const betId = betIdFromState(location.state) ?? (params.get('betId') || undefined);

  useEffect(() => {
    if (betId && params.get('betId') !== betId) {
      setParams({ betId }, { replace: true, state: location.state as unknown });
    }
  }, [betId, params, setParams, location.state]);

  if (!betId) return <Navigate to="/betting-history" replace />;
  return <TicketDetailsView key={betId} betId={betId} />;
}

function TicketDetailsView({ betId }: { betId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useAuth();
  const details = useTicketDetails(betId);
  const cancel = useCancelOrder();
  const [sheet, setSheet] = useState<'rebet' | 'share' | 'claim' | null>(null);
  const list = backFromState(location.state);

  function back() {
    // Opened from a list: back to it (its filter is in its URL or state); opened directly: the list.
    if (list) void navigate(list.path, { state: list.state });
    else if (location.key !== 'default') void navigate(-1);
    else void navigate('/betting-history');
  }

  /** Edit (issue 38 item 3): the ticket's lines in advanced betting, replacing it on Submit. */
  function edit() {
    const fromCheckTicket = list?.path === '/check-ticket' ? backToListOf(list.state) : undefined;
    void navigate('/advance-betting', {
      state: {
        betId,
        edit: true,
        backTo: `/betting-history/details?betId=${encodeURIComponent(betId)}`,
        ...(fromCheckTicket ? { backToList: fromCheckTicket } : list ? { listPath: list.path } : {}),
      },
    });
  }

  async function onCancel(owner: string | null) {
    const confirmed = await showAlert({
      type: 'confirm',
      // The refund goes to the ticket's owner, whoever cancels it.
      message:
        owner && owner !== user?.username
          ? t('bettingHistory.details.confirmCancelFor', { id: betId, owner })
          : t('bettingHistory.details.confirmCancel', { id: betId }),
      confirmText: t('bettingHistory.details.cancel'),
      cancelText: t('bettingHistory.keep'),
    });
    if (!confirmed) return;
    try {
      const cancelled = await cancel.mutateAsync(betId);
      void navigate('/cancel-success', { state: { betIds: cancelled.length > 0 ? cancelled : [betId] } });
    } catch {
      // the error alert is shown by the query client
    }
  }

  const backButton = (
    <button type="button" className="bh-back" onClick={back}>
      <LeftOutline aria-hidden="true" /> {t('bettingHistory.details.back')}
    </button>
  );

  if (!details.data) {
    return (
      <Page titleKey="screens.bettingHistoryDetails">
        {backButton}
        <QueryState query={details} skeleton={{ title: true, lines: 6 }}>
          {() => null}
        </QueryState>
      </Page>
    );
  }

  const ticket = details.data;
  // The status field alone says whether it is cancelled, never the text (issue #20 item 12).
  const voided = ticket.status === 'Voided';
  // Names and the remark without control or bidirectional characters (text stored before the
  // server refused them could otherwise show other words than it holds).
  const owner = ticket.owner === null ? null : plainText(ticket.owner);
  const placedBy = ticket.placedBy && ticket.placedBy !== ticket.owner ? plainText(ticket.placedBy) : null;
  const cancelledBy = ticket.voidedBy && ticket.voidedBy !== ticket.owner ? plainText(ticket.voidedBy) : null;
  return (
    <Page titleKey="screens.bettingHistoryDetails">
      {backButton}
      <section className="card bh-summary" aria-label={t('bettingHistory.details.summary')}>
        <div className="bh-summary__head">
          <span className="bh-summary__id">#{ticket.betId}</span>
          <StatusBadge status={ticket.status} />
        </div>
        <div className="bh-summary__total-label">{t('bettingHistory.details.total')}</div>
        <div className="bh-summary__total" data-testid="ticket-total">
          {formatWirePoints(ticket.total)}
        </div>
        <dl className="bh-facts">
          <div>
            <dt>{t('bettingHistory.details.by')}</dt>
            <dd data-testid="ticket-by">{owner ?? '—'}</dd>
          </div>
          {placedBy && (
            <div>
              <dt>{t('bettingHistory.details.placedBy')}</dt>
              <dd data-testid="ticket-placed-by">{placedBy}</dd>
            </div>
          )}
          {cancelledBy && (
            <div>
              <dt>{t('bettingHistory.details.cancelledBy')}</dt>
              <dd data-testid="ticket-cancelled-by">{cancelledBy}</dd>
            </div>
          )}
          <div>
            <dt>{t('bettingHistory.details.date')}</dt>
            <dd>{ticket.datetime}</dd>
          </div>
          {ticket.remark !== '' && (
            <div>
              <dt>{t('bettingHistory.details.remark')}</dt>
              <dd data-testid="ticket-remark">{plainText(ticket.remark)}</dd>
            </div>
          )}
          {ticket.phone ? (
            <div>
              <dt>{t('bettingHistory.details.phone')}</dt>
              <dd data-testid="ticket-phone">{ticket.phone}</dd>
            </div>
          ) : null}
          {ticket.win != null && ticket.win > 0 && (
            <div>
              <dt>{t('counter.claim.win')}</dt>
              <dd data-testid="ticket-win">{formatWirePoints(ticket.win)}</dd>
            </div>
          )}
        </dl>
        {ticket.claim && (
          <p
            className={`bh-claim${ticket.claim.flagged ? ' bh-claim--flagged' : ''}`}
            data-testid="ticket-claim"
          >
            {t('counter.claim.claimedBy', {
              name: plainText(ticket.claim.claimedBy),
              at: ticket.claim.claimedAt,
            })}
            {' · '}
            {formatWirePoints(ticket.claim.amount)}
            {ticket.claim.status === 'Pending' && ` (${t('counter.claim.pending')})`}
            {ticket.claim.flagged && <span className="bh-claim__flag"> ⚠ {t('counter.claim.flagged')}</span>}
          </p>
        )}
        <div className="bh-buttons">
          {ticket.status === 'Active' && ticket.cancellable && (
            <Button
              color="danger"
              shape="rounded"
              className="bh-buttons__cancel"
              onClick={() => void onCancel(owner)}
            >
              {t('bettingHistory.details.cancel')}
            </Button>
          )}
          {ticket.status === 'Active' && ticket.cancellable && ticket.orderstring.trim() !== '' && (
            <Button color="primary" shape="rounded" onClick={edit} data-testid="ticket-edit">
              <EditSOutline aria-hidden="true" /> {t('bettingHistory.details.edit')}
            </Button>
          )}
          <Button color="primary" fill="outline" shape="rounded" onClick={() => setSheet('rebet')}>
            <RedoOutline aria-hidden="true" /> {t('bettingHistory.details.rebet')}
          </Button>
          <Button color="primary" fill="outline" shape="rounded" onClick={() => setSheet('share')}>
            <UploadOutline aria-hidden="true" /> {t('bettingHistory.details.share')}
          </Button>
          {ticket.status !== 'Failed' && <PrintSlipButton betId={ticket.betId} />}
          {ticket.status === 'Active' && ticket.win != null && ticket.win > 0 && !ticket.claim && (
            <Button
              color="success"
              shape="rounded"
              onClick={() => setSheet('claim')}
              data-testid="ticket-claim-open"
            >
              {t('counter.claim.claim')}
            </Button>
          )}
        </div>
      </section>

      <section className="card" aria-labelledby="bh-order-string">
        <h2 id="bh-order-string" className="table-title bh-block-title">
          {t('bettingHistory.details.orderString')}
        </h2>
        {ticket.orderstring.trim() === '' ? (
          <p className="empty-text">{t('bettingHistory.details.noOrderString')}</p>
        ) : (
          <pre className="bh-mono" data-testid="order-string">
            {ticket.orderstring}
          </pre>
        )}
      </section>

      <section className="card" aria-labelledby="bh-order-response">
        <h2 id="bh-order-response" className="table-title bh-block-title">
          {t('bettingHistory.details.orderResponse')}
        </h2>
        <pre className={`bh-mono${voided ? ' bh-mono--voided' : ''}`} data-testid="order-response">
          {plainText(ticket.orderresponse)}
        </pre>
      </section>

      <RebetSheet
        visible={sheet === 'rebet'}
        onClose={() => setSheet(null)}
        ticket={ticket}
        forOther={owner && owner !== user?.username ? owner : null}
      />
      {ticket.win != null && (
        <ClaimSheet
          betId={ticket.betId}
          win={ticket.win}
          visible={sheet === 'claim'}
          onClose={() => setSheet(null)}
        />
      )}
      <ShareSheet
        visible={sheet === 'share'}
        onClose={() => setSheet(null)}
        text={ticket.orderresponse}
        title={`#${ticket.betId}`}
      />
    </Page>
  );
}
