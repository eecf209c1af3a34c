import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toCompactDate } from '@lotto/contract/wire-dates';
import type { ExposureReportRow } from '@lotto/contract/exposure';
import { suggestCap } from '@lotto/domain/exposure';
import { parsePoints, toPoints } from '@lotto/domain/money';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { QueryState } from '@/components/ui/query-state';
import { showToast } from '@/components/ui/toast/toast-store';
import { errorMessage } from '@/lib/error-message';
import { formatWirePoints } from '@/lib/format-points';
import {
  useExposureDetail,
  useMyCaps,
  useSetMyCap,
  useStopNumber,
  type GetExposureAnswer,
} from '../api/exposure';

interface Props {
  row: ExposureReportRow | null;
  data: GetExposureAnswer;
  /** the viewer's username: its own cap is set here */
  me: string;
  /** the house keeps what reaches it: it has no cap of its own */
  house: boolean;
  /** whose book the report shows: null, the viewer's own */
  member: string | null;
  /** show the report as this member of the viewer's downline (null: the viewer's own) */
  onViewAs: (member: string | null) => void;
  onClose: () => void;
}

/**
 * One number's sheet: per direct downline its gross and what it sent up; the viewer's own cap on
 * the bet type (prefilled, with a cap suggested from the loss it accepts), and stop / free the
 * number for its downline.
 */
export function ExposureSheet({ row, data, me, house, member, onViewAs, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ModalSheet
      visible={row !== null}
      onClose={onClose}
      title={row ? `${row.number} · ${row.betType}` : ''}
      className="ex-sheet"
      titleClassName="ex-sheet__title"
      destroyOnClose
    >
      {() =>
        row && (
          <SheetBody
            key={`${row.betType}|${row.number}`}
            row={row}
            data={data}
            me={me}
            house={house}
            member={member}
            onViewAs={onViewAs}
            onClose={onClose}
            label={t('exposure.detail')}
          />
        )
      }
    </ModalSheet>
  );
}

function SheetBody({
  row,
  data,
  me,
  house,
  member,
  onViewAs,
  onClose,
  label,
}: Props & { row: ExposureReportRow; label: string }) {
  const { t } = useTranslation();
  const date = toCompactDate(data.drawDate);
  const detail = useExposureDetail({
    date,
    pool: data.pool,
    betType: row.betType,
    number: row.number,
    member: member ?? undefined,
  });
  const stop = useStopNumber();

  async function toggleStop() {
    try {
      await stop.mutateAsync({ date, pool: data.pool, number: row.number, stopped: !row.stopped });
      showToast('success', row.stopped ? t('exposure.freed') : t('exposure.stoppedDone'));
      onClose();
    } catch {
      // the API client shows the error
    }
  }

  return (
    <div className="ex-sheet__body">
      <p className="ex-sheet__line">
        {t('exposure.rowLine', {
          gross: formatWirePoints(row.gross),
          intake: formatWirePoints(row.intake),
          kept: formatWirePoints(row.kept),
          passed: formatWirePoints(row.passed),
        })}
      </p>
      <h3 className="ex-sheet__sub">{label}</h3>
      <QueryState query={detail} bare skeleton={{ lines: 2 }}>
        {(answer) => (
          <table className="ex-detail" data-testid="exposure-detail">
            <thead>
              <tr>
                <th>{t('exposure.member')}</th>
                <th>{t('exposure.view.gross')}</th>
                <th>
                  {member === null ? t('exposure.sent') : t('exposure.viewAs.sentTo', { name: member })}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.rows.map((item) => (
                <tr key={item.username} data-testid="exposure-detail-row">
                  <td>
                    {/* a direct downline's name opens the report as it sees it */}
                    <button
                      type="button"
                      className="ex-detail__who"
                      aria-label={t('exposure.viewAs.open', { name: item.username })}
                      data-testid="exposure-detail-member"
                      onClick={() => onViewAs(item.username)}
                    >
                      {item.username}
                    </button>
                  </td>
                  <td>{formatWirePoints(item.gross)}</td>
                  <td>{formatWirePoints(item.intake)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
      {member !== null ? (
        // The cap and the stop are the viewer's own: set from its own book, where its figures are.
        <div className="ex-sheet__as" data-testid="exposure-as-note">
          <p>{t('exposure.viewAs.note', { name: member })}</p>
          <Button block fill="outline" onClick={() => onViewAs(null)} data-testid="exposure-back-mine">
            {t('exposure.viewAs.back')}
          </Button>
        </div>
      ) : (
        !house && <MyCap betType={row.betType} me={me} rate={data.rates[row.betType]} />
      )}
      {member === null && data.open && (
        <Button
          block
          color={row.stopped ? 'default' : 'danger'}
          fill="outline"
          loading={stop.isPending}
          onClick={() => void toggleStop()}
          data-testid="exposure-stop"
        >
          {row.stopped ? t('exposure.free') : t('exposure.stop')}
        </Button>
      )}
    </div>
  );
}

/** "Set my cap for B": the viewer's own eat cap on the bet type, prefilled; a loss suggests one. */
function MyCap({
  betType,
  me,
  rate,
}: {
  betType: string;
  me: string;
  rate: GetExposureAnswer['rates'][string] | undefined;
}) {
  const { t } = useTranslation();
  const caps = useMyCaps(me, true);
  const save = useSetMyCap();
  const current = caps.data?.rows.find((item) => item.betType === betType)?.cap ?? '';
  const [typed, setTyped] = useState<string | null>(null);
  const [loss, setLoss] = useState('');
  const cap = typed ?? current;

  function suggest() {
    const parsed = parsePoints(loss);
    if (!rate || !parsed.ok || parsed.value < 0) return;
    setTyped(toPoints(suggestCap(parsed.value, rate)).toFixed(2));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save.mutateAsync({ username: me, betType, cap: cap.trim() });
      showToast('success', t('exposure.capSaved'));
      setTyped(null);
    } catch (error) {
      showToast('error', errorMessage(t, error));
    }
  }

  return (
    <form className="ex-cap" onSubmit={(event) => void submit(event)} data-testid="exposure-my-cap">
      <h3 className="ex-sheet__sub">{t('exposure.myCap', { betType })}</h3>
      <label className="ex-cap__field">
        <span>{t('exposure.capLabel')}</span>
        <input
          inputMode="decimal"
          value={cap}
          placeholder={t('exposure.noCap')}
          onChange={(event) => setTyped(event.target.value)}
          data-testid="exposure-cap-input"
        />
      </label>
      <div className="ex-cap__suggest">
        <label className="ex-cap__field">
          <span>{t('exposure.lossLabel')}</span>
          <input inputMode="decimal" value={loss} onChange={(event) => setLoss(event.target.value)} />
        </label>
        <Button size="small" onClick={suggest} disabled={!rate || loss === ''}>
          {t('exposure.suggest')}
        </Button>
      </div>
      <Button block color="primary" type="submit" loading={save.isPending} data-testid="exposure-cap-save">
        {t('exposure.saveCap')}
      </Button>
    </form>
  );
}
