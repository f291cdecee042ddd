import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/engine/**/*.test.ts',
      'tests/sw/**/*.test.ts',
      'tests/ui/**/*.test.ts',
      'tests/ui/**/*.test.tsx',
      'tests/scripts/**/*.test.ts',
    ],
    environment: 'node',
  },
});
