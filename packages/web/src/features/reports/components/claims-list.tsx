import { Button } from 'antd-mobile';
import type { ClaimsItem as Claim } from '@lotto/contract/counter';
import { useTranslation } from 'react-i18next';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import { formatWirePoints } from '@/lib/format-points';
import { useDecideClaim } from '@/lib/counter/counter-api';

interface Props {
  claims: Claim[];
}

/** A claim's state as the screen names it: paid at once, paid after approval, or waiting. */
function statusKey(claim: Claim): 'paid' | 'approved' | 'pending' {
  if (claim.status === 'Pending') return 'pending';
  return claim.approvedBy === null ? 'paid' : 'approved';
}

/** The claims of the Claims report, one card each; pending ones the viewer may decide get Approve / Refuse. */
export function ClaimsList({ claims }: Props) {
  const { t } = useTranslation();
  const decide = useDecideClaim();

  async function onDecide(claim: Claim, approve: boolean) {
    const confirmed = await showAlert({
      type: 'confirm',
      title: t(approve ? 'counter.claims.approveTitle' : 'counter.claims.refuseTitle'),
      message: t(approve ? 'counter.claims.approveText' : 'counter.claims.refuseText', {
        ticket: claim.ticketId,
        amount: formatWirePoints(claim.amount),
        name: claim.claimedBy,
      }),
      confirmText: t(approve ? 'counter.claims.approve' : 'counter.claims.refuse'),
      cancelText: t('counter.claims.cancel'),
    });
    if (!confirmed) return;
    decide.mutate(
      { claimId: claim.claimId, approve },
      {
        onSuccess: () =>
          toast.success(
            t(approve ? 'counter.claims.approved' : 'counter.claims.refused', { ticket: claim.ticketId }),
          ),
      },
    );
  }

  return (
    <ul className="rp-claims" aria-label={t('counter.claims.title')}>
      {claims.map((claim) => {
        const status = statusKey(claim);
        // the server says who may decide: an upline of the claimer, never the claimer itself
        const decidable = status === 'pending' && claim.canDecide;
        return (
          <li key={claim.claimId} className="card rp-claim" data-testid="claim-row">
            <div className="rp-claim__head">
              <span className="rp-claim__ticket">#{claim.ticketId}</span>
              <span className={`rp-claim__status rp-claim__status--${status}`} data-testid="claim-status">
                {t(`counter.claims.status.${status}`)}
              </span>
            </div>
            <dl className="rp-claim__fields">
              <dt>{t('counter.claims.customer')}</dt>
              <dd data-testid="claim-customer">
                {claim.customerName} · {t(`counter.claim.${claim.idKind}`)} {claim.idNumber}
              </dd>
              <dt>{t('counter.claim.amount')}</dt>
              <dd className="rp-num" data-testid="claim-amount">
                {formatWirePoints(claim.amount)}
              </dd>
            </dl>
            <p className="rp-claim__by">
              {t('counter.claim.claimedBy', { name: claim.claimedBy, at: claim.claimedAt })}
            </p>
            {claim.approvedBy !== null && claim.approvedAt !== null && (
              <p className="rp-claim__by">
                {t('counter.claims.approvedBy', { name: claim.approvedBy, at: claim.approvedAt })}
              </p>
            )}
            {claim.flagged && (
              <p className="rp-claim__flag" role="note" data-testid="claim-flagged">
                {t('counter.claim.flagged')} ({t('counter.claim.win')} {formatWirePoints(claim.winNow)})
              </p>
            )}
            {decidable && (
              <div className="rp-claim__actions">
                <Button
                  size="small"
                  color="primary"
                  loading={decide.isPending}
                  onClick={() => void onDecide(claim, true)}
                >
                  {t('counter.claims.approve')}
                </Button>
                <Button
                  size="small"
                  color="danger"
                  fill="outline"
                  loading={decide.isPending}
                  onClick={() => void onDecide(claim, false)}
                >
                  {t('counter.claims.refuse')}
                </Button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
