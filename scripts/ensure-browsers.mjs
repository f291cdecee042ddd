// The end-to-end tests and the benchmark drive Debian's browsers (Playwright cannot download its own
// here): Chromium, Firefox ESR and WebKitGTK's WebDriver with MiniBrowser under Xvfb (xvfb-run needs
// xauth), plus poppler-utils for reading PDFs. Installs what is missing with apt-get when running as
// root; otherwise says what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

/** Debian package -> a file it installs. */
const NEEDED = {
  chromium: CHROMIUM_PATH,
  'poppler-utils': '/usr/bin/pdftotext',
  'firefox-esr': process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
  'webkit2gtk-driver': '/usr/bin/WebKitWebDriver',
  xvfb: '/usr/bin/xvfb-run',
  xauth: '/usr/bin/xauth',
};

const missing = Object.entries(NEEDED)
  .filter(([, file]) => !existsSync(file))
  .map(([name]) => name);

if (missing.length > 0) {
  const packages = missing.join(' ');
  if (process.getuid?.() === 0) {
    console.log(`Installing ${packages} with apt-get …`);
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
      stdio: 'inherit',
    });
  } else {
    console.error(`Missing ${packages}. Install them (Debian: sudo apt-get install ${packages}).`);
    process.exit(1);
  }
}
