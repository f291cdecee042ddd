import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

/** Port of the static server for this run; set E2E_PORT to run several checkouts side by side. */
const port = Number(process.env.E2E_PORT ?? 4173);
/** The same app built for `/sandbox/` (dist-sandbox), served on the next port. */
export const SUBPATH_PORT = port + 1;
/** A copy of the build that the update test changes under a running server. */
export const UPDATE_PORT = port + 2;
export const UPDATE_DIR = 'dist-update';
/** A site on another origin with dist/embed/ copied in (tests/e2e/embed.spec.ts fills the folder). */
export const EMBED_PORT = port + 3;
export const EMBED_DIR = 'dist-embed-site';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}/`,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    serviceWorkers: 'allow',
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      url: `http://localhost:${port}/`,
      env: { PORT: String(port) },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve.mjs',
      url: `http://localhost:${SUBPATH_PORT}/sandbox/`,
      env: { PORT: String(SUBPATH_PORT), BASE_PATH: '/sandbox/', DIST_DIR: 'dist-sandbox' },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve.mjs',
      port: UPDATE_PORT,
      env: { PORT: String(UPDATE_PORT), DIST_DIR: UPDATE_DIR, LIVE_FILES: '1' },
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve.mjs',
      port: EMBED_PORT,
      env: { PORT: String(EMBED_PORT), DIST_DIR: EMBED_DIR, LIVE_FILES: '1' },
      reuseExistingServer: false,
    },
  ],
});
