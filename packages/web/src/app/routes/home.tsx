import { Page } from '@/components/layout/page';
import { useAuth } from '@/lib/auth/auth-store';
import { lazy, Suspense } from 'react';
import { BalanceCard } from '@/features/account/components/balance-card';
import { PackageTable } from '@/features/account/components/package-table';
import { Disclaimer } from '@/features/home/components/disclaimer';
import { PlaceOrderCards } from '@/features/home/components/place-order-cards';
import { ShortcutCarousel } from '@/features/home/components/shortcut-carousel';

// An agent's desk is its own chunk: a player's home loads nothing more than before (and no
// classic zod, which the desk's and the results' calls bring; e2e/js-budget.spec.ts).
const AgentHomeDesk = lazy(() =>
  import('./desk-results').then((module) => ({ default: module.AgentHomeDesk })),
);

/**
 * Home (also /home/play-game): account, shortcuts, the two order modes and the package table; an
 * agent's home starts with its desk (issue 38 item 2), a player's is unchanged.
 */
export function HomeRoute() {
  const { user } = useAuth();
  return (
    <Page titleKey="screens.home" showTitle={false}>
      <BalanceCard />
      {user?.role === 'agent' && (
        <Suspense fallback={null}>
          <AgentHomeDesk />
        </Suspense>
      )}
      <ShortcutCarousel />
      <PlaceOrderCards />
      <PackageTable />
      <Disclaimer />
    </Page>
  );
}
