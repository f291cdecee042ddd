/**
 * A title per screen and language: "<screen> – Offline-Sandbox", starting with "Fehler: " / "Error: "
 * while the screen shows errors (GOV.UK). Follows a change of language while shown.
 */
import { useEffect } from 'preact/hooks';
import { lang, t } from '../i18n/index.ts';

export function screenTitle(screen: string, hasErrors = false): string {
  const title = t('kit.title', { screen });
  return hasErrors ? t('kit.titleError', { title }) : title;
}

export function useTitle(screen: string | undefined, hasErrors = false): void {
  const language = lang.value;
  useEffect(() => {
    if (screen) document.title = screenTitle(screen, hasErrors);
  }, [screen, hasErrors, language]);
}
