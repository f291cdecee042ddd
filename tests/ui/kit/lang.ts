/** Switches the UI language in unit tests (without touching document or storage when absent). */
import { lang } from '../../../src/ui/i18n/index.ts';

export function setLangForTest(next: 'de' | 'en'): void {
  lang.value = next;
}
