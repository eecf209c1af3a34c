import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      server: { deps: { inline: [/antd-mobile\/es\//] } },
      restoreMocks: true,
      // One module graph per worker, not one per file: the web files took 3.9 min with the domain's
      // and contract's on two cores, 1.5 min without (2026-11-29). Each file still gets a new
      // jsdom; state that outlives a file is reset in setup-tests.ts (i18n, stores, storage).
      isolate: false,
      // Correctness only: speed is measured by benchmarks, and a loaded CI machine is slow.
      testTimeout: 30_000,
    },
  }),
);
