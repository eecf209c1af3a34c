import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface Props {
  username: string;
  onDone: () => void;
}

/**
 * After creating a user in the weekly cycle (issue 41, rules "Weekly cycle" item 7): it starts with
 * no credit, so say where its weekly limit is given.
 */
export function WeeklyLimitNext({ username, onDone }: Props) {
  const { t } = useTranslation();
  return (
    <div className="au-form" role="status" data-testid="weekly-limit-next">
      <p>{t('adminUsers.weeklyNext.text', { username })}</p>
      <Link
        to="/admin/weekly-limits"
        className="adm-button adm-button-primary adm-button-fill-solid adm-button-block adm-button-shape-rounded"
      >
        {t('adminUsers.weeklyNext.link')}
      </Link>
      <Button block shape="rounded" onClick={onDone}>
        {t('adminUsers.weeklyNext.later')}
      </Button>
    </div>
  );
}
