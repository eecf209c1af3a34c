import { Page } from '@/components/layout/page';
import { PackageTable } from '../components/package-table';

/**
 * Packages list (spec §2): the commission and payout tables per game length of the caller's
 * activated package — the same table home shows after login, on a screen of its own.
 */
export function PackagesListRoute() {
  return (
    <Page titleKey="screens.packagesList">
      <PackageTable />
    </Page>
  );
}
