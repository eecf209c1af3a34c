import { Page } from '@/components/layout/page';
import { QueryState } from '@/components/ui/query-state';
import { RequireRole } from '@/components/layout/require-role';
import { useLimits } from '../api/get-limits';
import { AddLimitForm } from '../components/add-limit-form';
import { ExposurePanel } from '../components/exposure-panel';
import { LimitDefaults } from '../components/limit-defaults';
import { LimitOverrides } from '../components/limit-overrides';
import '../admin-packages.css';

/**
 * /admin/limits (the house): Add a limit first (issue 36.13), then the live exposure of an open
 * draw, the overrides and the defaults.
 */
export function LimitsRoute() {
  return (
    <RequireRole roles={['admin']} titleKey="admin.sections.limits">
      <Page titleKey="admin.sections.limits">
        <AddLimitForm />
        <ExposurePanel />
        <LimitTables />
      </Page>
    </RequireRole>
  );
}

function LimitTables() {
  const query = useLimits();
  if (!query.data) {
    return (
      <QueryState query={query} skeleton={{ lines: 4 }}>
        {() => null}
      </QueryState>
    );
  }
  return (
    <>
      <LimitOverrides overrides={query.data.overrides} />
      <LimitDefaults defaults={query.data.defaults} />
    </>
  );
}
