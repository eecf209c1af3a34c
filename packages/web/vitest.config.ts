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
      // Correctness only: speed is measured by benchmarks, and a loaded CI machine is slow.
      testTimeout: 30_000,
    },
  }),
);
