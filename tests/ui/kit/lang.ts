/** Switches the UI language in unit tests (without touching document or storage when absent). */

import type { Lang } from '../../../src/engine/words.ts';
import { lang } from '../../../src/ui/i18n/index.ts';

export function setLangForTest(next: Lang): void {
  lang.value = next;
}
