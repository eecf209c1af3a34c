import { Button, Selector } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_TYPES, BET_TYPE_CODES, type BetTypeCode } from '@lotto/domain/bet-types';
import { QueryState } from '@/components/ui/query-state';
import { showAlert } from '@/components/ui/alert-dialog/alert-store';
import { toast } from '@/components/ui/toast/toast-store';
import {
  usePositionTakes,
  useSetPositionTakes,
  type PositionTakesAnswer,
  type SetPositionTakesInput,
} from '../api/position-takes';
import { formFailure } from '../utils/form-failure';

const GROUPS = ['4D', '3D', '2D', '5D', '6D'] as const;
type Group = (typeof GROUPS)[number];
const typesOf = (group: Group): BetTypeCode[] =>
  BET_TYPE_CODES.filter((code) => BET_TYPES[code].game === group);

interface Row {
  take: string;
  cap: string;
}

/** A take as typed: a number of at most 2 decimals; the server checks the bounds and names them. */
const TAKE = /^\d{1,3}(\.\d{1,2})?$/;
const CAP = /^\d{1,11}(\.\d{1,2})?$/;

/**
 * 占成 of one agent (issue 39, docs/rules.md "Position taking"): per game group, each bet type's
 * take (at most its parent's), the parent's own share (read-only, as typed), and the eat cap per
 * number (blank: none). The upline edits the takes; the agent itself only reads them and edits its
 * caps. A decrease is checked first (dry run) and the descendants it lowers are named before saving.
 */
export function PositionForm({ username, onDone }: { username: string; onDone: () => void }) {
  const query = usePositionTakes(username);
  return (
    <QueryState query={query}>
      {(data) => <PositionEditor key={data.username} data={data} onDone={onDone} />}
    </QueryState>
  );
}

function PositionEditor({ data, onDone }: { data: PositionTakesAnswer; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSetPositionTakes();
  const [group, setGroup] = useState<Group>('4D');
  const initial = Object.fromEntries(
    data.rows.map((row) => [row.betType, { take: String(row.take), cap: row.cap ?? '' }]),
  ) as Record<BetTypeCode, Row>;
  const [rows, setRows] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const byType = new Map(data.rows.map((row) => [row.betType, row]));
  const editable = data.takesEditable;

  const update = (betType: BetTypeCode, patch: Partial<Row>) =>
    setRows((current) => ({ ...current, [betType]: { ...current[betType], ...patch } }));
  function applyToAll() {
    const [first, ...rest] = typesOf(group);
    if (!first) return;
    setRows((current) => {
      const next = { ...current };
      for (const betType of rest) next[betType] = { ...current[first] };
      return next;
    });
  }

  function changes(): SetPositionTakesInput | string {
    const takes: Record<string, string> = {};
    const caps: Record<string, string | null> = {};
    for (const betType of BET_TYPE_CODES) {
      const row = rows[betType];
      const was = initial[betType];
      if (editable && row.take.trim() !== was.take) {
        if (!TAKE.test(row.take.trim())) return t('adminUsers.position.badTake', { betType });
        takes[betType] = row.take.trim();
      }
      if (row.cap.trim() !== was.cap) {
        if (row.cap.trim() !== '' && !CAP.test(row.cap.trim()))
          return t('adminUsers.position.badCap', { betType });
        caps[betType] = row.cap.trim() === '' ? null : row.cap.trim();
      }
    }
    return { username: data.username, takes, caps };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const input = changes();
    if (typeof input === 'string') {
      setError(input);
      return;
    }
    try {
      const preview = await save.mutateAsync({ ...input, dryRun: true });
      if (preview.changed === 0 && preview.clamped.length === 0) {
        onDone();
        return;
      }
      if (preview.clamped.length > 0) {
        const lowered = preview.clamped
          .map((clamp) => `${clamp.username} ${clamp.betType}: ${clamp.from}% → ${clamp.to}%`)
          .join('\n');
        const confirmed = await showAlert({
          type: 'confirm',
          title: t('adminUsers.position.lowerTitle'),
          message: t('adminUsers.position.lowerMessage', { count: preview.clamped.length, list: lowered }),
          confirmText: t('adminUsers.save'),
          cancelText: t('adminUsers.cancel'),
        });
        if (!confirmed) return;
      }
      await save.mutateAsync(input);
      toast.success(t('adminUsers.position.saved', { username: data.username }));
      onDone();
    } catch (failure) {
      setError(formFailure(t, failure).message);
    }
  }

  return (
    <form
      className="au-form"
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label={t('adminUsers.actions.position')}
    >
      <p className="au-hint">
        {t(editable ? 'adminUsers.position.hint' : 'adminUsers.position.hintSelf', {
          parent: data.parent ?? t('adminUsers.house'),
        })}
      </p>
      <Selector
        columns={5}
        value={[group]}
        onChange={(value) => value[0] && setGroup(value[0])}
        options={GROUPS.map((code) => ({ label: code, value: code }))}
      />
      <table className="au-position">
        <thead>
          <tr>
            <th scope="col">{t('adminUsers.position.betType')}</th>
            <th scope="col">{t('adminUsers.position.take')}</th>
            <th scope="col">{t('adminUsers.position.own')}</th>
            <th scope="col">{t('adminUsers.position.cap')}</th>
          </tr>
        </thead>
        <tbody>
          {typesOf(group).map((betType) => {
            const stored = byType.get(betType);
            const parentTake = stored?.parentTake ?? 0;
            const typed = Number(rows[betType].take);
            const own = Number.isFinite(typed)
              ? Math.max(0, Math.round((parentTake - typed) * 100) / 100)
              : null;
            return (
              <tr key={betType}>
                <th scope="row">{betType}</th>
                <td>
                  <input
                    className="au-position__input"
                    inputMode="decimal"
                    aria-label={`${betType} ${t('adminUsers.position.take')}`}
                    value={rows[betType].take}
                    readOnly={!editable}
                    onChange={(event) => update(betType, { take: event.target.value })}
                  />
                  <span className="au-position__hint">
                    {t('adminUsers.position.atMost', { value: parentTake })}
                  </span>
                </td>
                <td className="au-position__own">{own === null ? '–' : `${own}%`}</td>
                <td>
                  <input
                    className="au-position__input"
                    inputMode="decimal"
                    placeholder={t('adminUsers.position.noCap')}
                    aria-label={`${betType} ${t('adminUsers.position.cap')}`}
                    value={rows[betType].cap}
                    onChange={(event) => update(betType, { cap: event.target.value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button fill="outline" shape="rounded" onClick={applyToAll} block>
        {t('adminUsers.position.applyToAll', { group })}
      </Button>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" color="primary" block shape="rounded" loading={save.isPending}>
        {t('adminUsers.save')}
      </Button>
    </form>
  );
}
