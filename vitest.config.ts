// Tests run with the app's Vite configuration (aliases, import.meta.glob), in Node by default;
// component tests opt into jsdom with `// @vitest-environment jsdom`.
import { defineConfig, mergeConfig } from 'vitest/config';
import { appConfig } from './vite.config.ts';

export default mergeConfig(
  appConfig(undefined),
  defineConfig({
    test: {
      include: [
        'tests/**/*.test.{ts,tsx}',
        'server/test/**/*.test.ts',
        'contract-tests/test/**/*.test.ts',
      ],
      setupFiles: ['tests/support/async-timeout.ts'],
      globalSetup: ['server/test/infra/pades/checker-tools-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 180_000,
    },
  }),
);
