import { Button, Popup } from 'antd-mobile';
import { AddOutline, SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/layout/page';
import { EmptyState, QueryState } from '@/components/ui/query-state';
import { TextField } from '@/components/ui/text-field';
import { RequireRole } from '@/components/layout/require-role';
import { useAuth } from '@/lib/auth/auth-store';
import { useDownline, type DownlineRow } from '../api/get-downline';
import { DownlineList } from '../components/downline-list';
import { NewUserForm } from '../components/new-user-form';
import { UserActions } from '../components/user-actions';
import { PositionForm } from '../components/position-form';
import '../admin-users.css';

function UsersScreen() {
  const { t } = useTranslation();
  const auth = useAuth().user;
  const me = auth?.username;
  const [ownPosition, setOwnPosition] = useState(false);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [picked, setPicked] = useState<DownlineRow | null>(null);
  const tree = useDownline();
  const found = useDownline(search);
  const rows = search.trim() ? found : tree;
  // Uplines a new user may have: the caller first, then every agent of its tree.
  const parents = (tree.data ?? [])
    .filter((row) => row.username === me || row.role === 'agent')
    .sort((a, b) => Number(b.username === me) - Number(a.username === me))
    .map((row) => row.username);

  return (
    <Page titleKey="admin.sections.users">
      <div className="au-toolbar">
        <TextField
          label={t('adminUsers.search')}
          name="search"
          type="search"
          autoCapitalize="none"
          value={search}
          onValueChange={setSearch}
          icon={<SearchOutline />}
        />
        <Button color="primary" shape="rounded" onClick={() => setCreating(true)} data-testid="new-user">
          <AddOutline /> {t('adminUsers.newUser')}
        </Button>
      </div>
      {auth?.role === 'agent' && (
        <Button
          fill="outline"
          shape="rounded"
          block
          onClick={() => setOwnPosition(true)}
          data-testid="my-position"
        >
          {t('adminUsers.position.mine')}
        </Button>
      )}
      <QueryState
        query={rows}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState>{t('adminUsers.noUsers')}</EmptyState>}
      >
        {(data) => <DownlineList rows={data} me={me} onPick={setPicked} />}
      </QueryState>
      <UserActions user={picked} onClose={() => setPicked(null)} />
      <Popup
        visible={ownPosition}
        onMaskClick={() => setOwnPosition(false)}
        bodyClassName="au-popup"
        destroyOnClose
      >
        {me && ownPosition && (
          <div className="au-panel">
            <h2 className="au-panel__title">
              {t('adminUsers.position.mine')} · {me}
            </h2>
            <PositionForm username={me} onDone={() => setOwnPosition(false)} />
          </div>
        )}
      </Popup>
      <Popup
        visible={creating}
        onMaskClick={() => setCreating(false)}
        bodyClassName="au-popup"
        destroyOnClose
      >
        <div className="au-panel">
          <h2 className="au-panel__title">{t('adminUsers.newUser')}</h2>
          {parents.length > 0 && <NewUserForm parents={parents} onDone={() => setCreating(false)} />}
        </div>
      </Popup>
    </Page>
  );
}

/** /admin/users (house and agents): the downline tree and what can be done to each user. */
export function UsersRoute() {
  return (
    <RequireRole roles={['admin', 'agent']} titleKey="admin.sections.users">
      <UsersScreen />
    </RequireRole>
  );
}
