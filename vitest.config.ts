import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'packages/server', 'packages/web'],
    // Vitest's default is one worker fewer than the cores: one worker on the 2-core CI machine,
    // where the main process is mostly idle. Two keep both cores busy; the server project, which
    // mostly waits on the databases' durable commits, sets its own (packages/server/vitest.config.ts).
    maxWorkers: 2,
  },
});
