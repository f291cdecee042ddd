// The end-to-end tests and the benchmark drive Debian's Chromium (Playwright cannot download its own
// browser here). Installs it with apt-get when running as root; otherwise says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

const needsPoppler = !existsSync('/usr/bin/pdftotext');

if (!existsSync(CHROMIUM) || needsPoppler) {
  const packages = [!existsSync(CHROMIUM) && 'chromium', needsPoppler && 'poppler-utils'].filter(Boolean).join(' ');
  if (process.getuid?.() === 0) {
    console.log(`Installing ${packages} with apt-get …`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
  } else {
    console.error(
      `Missing ${packages}. Install it (Debian: sudo apt-get install ${packages}) or set CHROMIUM_PATH to a Chromium binary.`,
    );
    process.exit(1);
  }
}
