/** The words of the studio's links to a project's report card and journal (issue 38), German first. */
import { defineWords } from '../i18n/define-words.ts';

const de = {
  heading: 'Wie sich dieses Projekt verhält',
  report: 'Zeugnis dieses Projekts',
  inspector: 'Anfragen dieses Projekts im Inspektor',
  scope: 'Beide zeigen jede Anfrage der Seiten dieses Projekts, auch in Welten, die die Seiten selbst geöffnet haben.',
};

const en: Record<keyof typeof de, string> = {
  heading: 'How this project behaves',
  report: 'Report card of this project',
  inspector: 'This project’s requests in the Inspector',
  scope: 'Both show every request of this project’s pages, also in worlds the pages opened themselves.',
};

export const judgedWords = defineWords({ de, en });
export const { t: jt } = judgedWords;
