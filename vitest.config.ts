import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // The drift test regenerates everything; one worker per file keeps memory bounded.
    fileParallelism: false,
  },
});
