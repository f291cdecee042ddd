/**
 * The readable guide of the content API (GET /api/guide), in German or English, with a section per
 * error. The words are in guide-text.ts; the example is data here, written out as curl and fetch
 * lines (http/guide-examples.ts).
 */
import { bridgeGuideSection } from '../http/bridge-docs.ts';
import { type ExampleStep, exampleBlocks } from '../http/guide-examples.ts';
import { type GuideSection, guidePage } from '../http/guide-page.ts';
import { reportGuideSection } from '../report/guide-section.ts';
import type { Lang } from '../words.ts';
import { contentContract, PAGE_SIZE } from './contract.ts';
import { type ContentSectionId, contentGuideText } from './guide-text.ts';
import { CONTENT_LIMITS as LIMITS } from './schemas.ts';

const bearer = { Authorization: 'Bearer {token}' };

/** The example; tests/engine/docs/examples.test.ts sends it as served. */
const CONTENT_EXAMPLE: ExampleStep[] = [
  {
    method: 'POST',
    path: 'api/pages',
    headers: bearer,
    body: '{"title": "Sprechzeiten", "body": "Montag 9-12 Uhr"}',
    status: 201,
    says: { en: 'a private draft, version 1', de: 'ein privater Entwurf, Version 1' },
  },
  {
    method: 'PUT',
    path: 'api/pages/{id}',
    headers: bearer,
    body: '{"title": "Sprechzeiten", "body": "Dienstag 9-12 Uhr", "expected_version": 1}',
    status: 200,
    says: { en: 'version 2', de: 'Version 2' },
  },
  {
    method: 'PUT',
    path: 'api/pages/{id}',
    headers: bearer,
    body: '{"title": "Alt", "expected_version": 1}',
    status: 409,
    says: {
      en: 'stale_revision, current_version 2: read the latest, merge, retry',
      de: 'stale_revision, current_version 2: das Neueste lesen, zusammenführen, erneut versuchen',
    },
  },
  {
    method: 'POST',
    path: 'api/pages/{id}/publish',
    headers: bearer,
    body: '{"expected_version": 2}',
    status: 200,
    says: { en: 'published, version 3', de: 'veröffentlicht, Version 3' },
  },
  {
    method: 'GET',
    path: 'api/pages/{id}/published',
    headers: bearer,
    status: 200,
    says: { en: 'the exact live revision', de: 'genau die veröffentlichte Fassung' },
  },
  {
    method: 'GET',
    path: 'api/images',
    headers: bearer,
    status: 200,
    says: { en: 'the images with their alt text', de: 'die Bilder mit ihrem Alternativtext' },
  },
  {
    method: 'GET',
    path: 'api/public/feed',
    status: 200,
    says: { en: 'live revisions only, no token needed', de: 'nur veröffentlichte Fassungen, ohne Token' },
  },
];

/** The sections in their order: the ids are given here once, for both languages. */
const ORDER: (ContentSectionId | 'bridge' | 'report-card')[] = [
  'tokens',
  'bridge',
  'example',
  'pages',
  'lists',
  'feed',
  'images',
  'limits',
  'report-card',
];

/** `bridgeUrl`: the bridge the curl lines go to (the one the guide was read through, else the default). */
export function contentGuide(baseUrl: string, lang: Lang, bridgeUrl: string): string {
  const words = contentGuideText[lang]({
    baseUrl,
    pageSize: PAGE_SIZE,
    limits: LIMITS,
    example: exampleBlocks('example', CONTENT_EXAMPLE, lang, baseUrl, bridgeUrl),
  });
  const sections: GuideSection[] = ORDER.map((id) => {
    if (id === 'bridge') return bridgeGuideSection(baseUrl, lang, bridgeUrl);
    if (id === 'report-card') return reportGuideSection('token', lang);
    return { id, ...words.sections[id] };
  });
  return guidePage({
    contract: contentContract,
    lang,
    baseUrl,
    path: 'api/guide',
    title: words.title,
    intro: words.intro,
    sections,
    errorsIntro: words.errorsIntro,
    bridgeUrl,
  });
}
