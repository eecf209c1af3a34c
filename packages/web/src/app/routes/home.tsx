import { Page } from '@/components/layout/page';
import { useAuth } from '@/lib/auth/auth-store';
import { AgentHomeDesk } from './desk-results';
import { BalanceCard } from '@/features/account/components/balance-card';
import { PackageTable } from '@/features/account/components/package-table';
import { Disclaimer } from '@/features/home/components/disclaimer';
import { PlaceOrderCards } from '@/features/home/components/place-order-cards';
import { ShortcutCarousel } from '@/features/home/components/shortcut-carousel';

/**
 * Home (also /home/play-game): account, shortcuts, the two order modes and the package table; an
 * agent's home starts with its desk (issue 38 item 2), a player's is unchanged.
 */
export function HomeRoute() {
  const { user } = useAuth();
  return (
    <Page titleKey="screens.home" showTitle={false}>
      <BalanceCard />
      {user?.role === 'agent' && <AgentHomeDesk />}
      <ShortcutCarousel />
      <PlaceOrderCards />
      <PackageTable />
      <Disclaimer />
    </Page>
  );
}
