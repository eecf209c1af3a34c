import type { ReactNode } from 'react';

/**
 * A feature's screens, loaded when one of them is opened (docs/decisions/010-code-splitting-and-caching.md).
 * The router must know the paths before the code arrives, so they are listed here; a test checks
 * that they are exactly the keys of the feature's own `routes.tsx`.
 */
export interface LazyScreens {
  paths: readonly string[];
  load: () => Promise<Record<string, ReactNode>>;
}
