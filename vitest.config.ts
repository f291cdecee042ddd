import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/engine/**/*.test.ts',
      'tests/sw/**/*.test.ts',
      'tests/ui/**/*.test.ts',
      'tests/ui/**/*.test.tsx',
      'tests/scripts/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
    ],
    environment: 'node',
    // The studio's booking template reads examples/booking/ raw, its CSS too (tests/ui/studio/).
    css: { include: [/examples\/booking\/.*\.css/] },
    // Generous: the suite shares two cores with builds and browsers; a slow machine is not a failure.
    testTimeout: 20_000,
  },
});
