import { render } from 'preact';
import { App } from './app.tsx';
import { lang } from './i18n/index.ts';
import { startOfflineBackend } from './offline-backend.ts';
import './styles.css';

document.documentElement.lang = lang.value;
render(<App />, document.getElementById('app') as HTMLElement);
void startOfflineBackend();
