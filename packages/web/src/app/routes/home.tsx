import { Page } from '@/components/layout/page';
import { BalanceCard } from '@/features/account/components/balance-card';
import { PackageTable } from '@/features/account/components/package-table';
import { Disclaimer } from '@/features/home/components/disclaimer';
import { PlaceOrderCards } from '@/features/home/components/place-order-cards';
import { ShortcutCarousel } from '@/features/home/components/shortcut-carousel';

/** Home (also /home/play-game): account, shortcuts, the two order modes and the package table. */
export function HomeRoute() {
  return (
    <Page titleKey="screens.home" showTitle={false}>
      <BalanceCard />
      <ShortcutCarousel />
      <PlaceOrderCards />
      <PackageTable />
      <Disclaimer />
    </Page>
  );
}
