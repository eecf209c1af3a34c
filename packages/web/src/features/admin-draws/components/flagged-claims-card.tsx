import { addDays } from '@lotto/domain/calendar-dates';
import { toCompactDate } from '@lotto/contract/wire-dates';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClaims } from '@/lib/counter/counter-api';
import { formatWirePoints } from '@/lib/format-points';

/** How far back the Results screen looks for claims a correction flagged. */
export const FLAGGED_CLAIM_DAYS = 31;

/**
 * On the Results screen, where the house corrects results (issue 44): the claims paid at the counter
 * whose win a correction has since lowered, made in the last FLAGGED_CLAIM_DAYS days. Nothing when
 * there are none.
 */
export function FlaggedClaimsCard({ today }: { today: string }) {
  const { t } = useTranslation();
  const from = addDays(today, -(FLAGGED_CLAIM_DAYS - 1));
  const claims = useClaims({ from: toCompactDate(from), to: toCompactDate(today) });
  const flagged = (claims.data?.items ?? []).filter((claim) => claim.flagged);
  if (flagged.length === 0) return null;
  return (
    <section className="card" aria-label={t('adminResults.flaggedTitle')} data-testid="flagged-claims">
      <h2 className="ad-card-title">{t('adminResults.flaggedTitle')}</h2>
      <div className="ad-flagged" role="alert">
        <ul>
          {flagged.map((claim) => (
            <li key={claim.claimId} data-testid="flagged-claim">
              {t('adminResults.flaggedClaim', {
                ticket: claim.ticketId,
                name: claim.claimedBy,
                amount: formatWirePoints(claim.amount),
                win: formatWirePoints(claim.winNow),
              })}
            </li>
          ))}
        </ul>
      </div>
      <Link to={`/claims?from=${from}&to=${today}`}>{t('adminResults.flaggedOpen')}</Link>
    </section>
  );
}
