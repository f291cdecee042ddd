/**
 * Every string table of the UI: each module that calls defineWords, with the dictionary it makes.
 * The parity test checks each one; tests/architecture/string-tables.test.ts fails when a module
 * calls defineWords (or declares a table) and is not listed here. A new table: add its line.
 */

import { cardWords } from '../../../src/ui/cards/strings.ts';
import type { Dictionary } from '../../../src/ui/i18n/define-words.ts';
import { appWords } from '../../../src/ui/i18n/index.ts';
import { qrWords } from '../../../src/ui/kit/qr-strings.ts';
import { sendWords } from '../../../src/ui/kit/send-strings.ts';
import { judgedWords } from '../../../src/ui/studio/judged-words.ts';
import { studioWords } from '../../../src/ui/studio/strings.ts';
import { referenceWords } from '../../../src/ui/workbench/strings.ts';
import { roomPageWords } from '../../../src/ui/workshop/page-strings.ts';

export const STRING_TABLES: Readonly<Record<string, Dictionary<string>>> = {
  'src/ui/i18n/index.ts': appWords,
  'src/ui/cards/strings.ts': cardWords,
  'src/ui/kit/qr-strings.ts': qrWords,
  'src/ui/workshop/page-strings.ts': roomPageWords,
  'src/ui/kit/send-strings.ts': sendWords,
  'src/ui/workbench/strings.ts': referenceWords,
  'src/ui/studio/strings.ts': studioWords,
  'src/ui/studio/judged-words.ts': judgedWords,
};
