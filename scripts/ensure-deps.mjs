// Installs the project's packages when they are missing or older than package-lock.json.
// `npm ci` refuses lock files made on these machines, so this uses `npm install`, which follows the lock.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale = !existsSync(marker) || statSync(marker).mtimeMs < statSync('package-lock.json').mtimeMs;
if (stale) {
  console.log('Installing packages (npm install) …');
  execSync('npm install --no-audit --no-fund', { stdio: 'inherit' });
}
