/** The words of the Inspector's "Copy as" control (German first; English has the same keys). */
import { defineWords } from '../i18n/define-words.ts';

const de = {
  copyAs: 'Kopieren als',
  copy: 'Kopieren',
  copied: 'Kopiert: an die Brücke, das Geheimnis als Umgebungsvariable.',
  copyFailed: 'Kopieren ging nicht: markieren Sie den Code unten und kopieren Sie ihn selbst.',
  truncated: 'Der Inhalt war länger, als das Protokoll ihn aufhebt: der Code hat nur den Anfang.',
};
const en = {
  copyAs: 'Copy as',
  copy: 'Copy',
  copied: 'Copied: to the bridge, the secret as an environment variable.',
  copyFailed: 'Copying did not work: select the code below and copy it yourself.',
  truncated: 'The body was longer than the journal keeps: the code has its beginning only.',
};

/** The "Copy as" control's dictionary: `ct('copy')` in the screen's language. */
export const copyWords = defineWords({ de, en });
export const { t: ct } = copyWords;
