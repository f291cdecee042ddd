import { render } from 'preact';
import { startOfflineBackend } from './app/offline-backend.ts';
import { App } from './app.tsx';
import { resumeAfterReload } from './bridge/connection.ts';
import { lang } from './i18n/index.ts';
import './styles.css';

document.documentElement.lang = lang.value;
render(<App />, document.getElementById('app') as HTMLElement);
void startOfflineBackend();
// A tab paired with the local bridge before a reload pairs again, with no new code.
resumeAfterReload();
