import type { ReactNode } from 'react';
import { WalletStatementRoute } from './routes/wallet-statement-route';

/** The routes this feature implements, by path (see app/feature-routes.tsx). */
export const walletStatementRoutes: Record<string, ReactNode> = {
  '/wallet-statement': <WalletStatementRoute />,
};
