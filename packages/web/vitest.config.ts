import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}', 'build-plugins/**/*.test.ts'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      server: { deps: { inline: [/antd-mobile\/es\//] } },
      restoreMocks: true,
      // One module graph and one jsdom per worker, not one per file: the web files took 3.9 min
      // with the domain's and contract's on two cores, 1.5 min without (2026-11-29). State that
      // outlives a test is reset in setup-tests.ts (the DOM, i18n, stores, storage, cookies).
      isolate: false,
      // Correctness only: speed is measured by benchmarks, and a loaded CI machine is slow.
      testTimeout: 30_000,
    },
  }),
);
