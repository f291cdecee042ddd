/**
 * The scenario files served beside the app (`public/scenarios/*.sandbox`, issue #13): made here by the
 * engine itself, over its own HTTP API, so every page follows the content rules and the file's
 * checksum is right. Deterministic (a fixed clock, a seeded random source), so a test can rebuild
 * each file and fail when a committed one is stale. Write them with `npm run scenarios`.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { seededRandom } from '../../src/engine/clock.ts';
import { createEngine, type Engine, SandboxDb } from '../../src/engine/index.ts';

interface ScenarioFile {
  /** File name under public/scenarios/. */
  name: string;
  build(): Promise<Uint8Array>;
}

/** When the scenarios' content was made (a minute per request from here): their pages' dates. */
const START = Date.parse('2026-03-02T08:00:00+01:00');

/** A small picture of a town hall (32x32 PNG), the cover of the opening-hours page. */
const TOWN_HALL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAYElEQVR42mM4/+IPTRHDqAWjFgw3CxYYGAARrSyAmE6qHQxkmE6SHQzkmU68HQxZK/yxohc3NpCEcJkzagGlFljlLQUiXIYiyw5WC0YjedQC6lrQHWUDR6MWjFowrCwAABFIfUU4ur/LAAAAAElFTkSuQmCC';

/** An engine over a fresh in-memory database whose clock moves a minute per request. */
function scenarioEngine(name: string): { engine: Engine; call: Call } {
  let now = START;
  const engine = createEngine({
    db: new SandboxDb(`scenario-${name}-${Math.random()}`, { indexedDB, IDBKeyRange }),
    clock: { now: () => now },
    random: seededRandom(13),
  });
  let token = '';
  const call: Call = async (method, path, body, type = 'application/json') => {
    now += 60 * 1000;
    token ||= (await engine.owner.workspaceToken({})).token;
    const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, 'content-type': type } };
    if (body !== undefined)
      init.body = body instanceof Uint8Array ? new Blob([body as Uint8Array<ArrayBuffer>]) : JSON.stringify(body);
    const response = await engine.handle(new Request(`http://localhost/${path}`, init));
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; version: number };
  };
  return { engine, call };
}

type Call = (method: string, path: string, body?: unknown, type?: string) => Promise<{ id: string; version: number }>;

/**
 * The content workshop: two published pages (one with a cover image and a private edit newer than its
 * published revision), an archived page and a draft never published.
 */
async function contentWorkshop(): Promise<Uint8Array> {
  const { engine, call } = scenarioEngine('content-workshop');
  const image = await call(
    'POST',
    `api/images?alt=${encodeURIComponent('Das Rathaus von Musterstadt mit roter Kuppel')}`,
    Uint8Array.from(atob(TOWN_HALL_PNG), (char) => char.charCodeAt(0)),
    'image/png',
  );
  const hours = await call('POST', 'api/pages', {
    title: 'Öffnungszeiten des Bürgerbüros',
    excerpt: 'Wann das Bürgerbüro im Rathaus geöffnet hat.',
    body: 'Montag bis Freitag 8 bis 16 Uhr, donnerstags bis 18 Uhr.',
    cover: image.id,
    locale: 'de',
    fields: { ort: 'Rathaus, Erdgeschoss' },
  });
  const published = await call('POST', `api/pages/${hours.id}/publish`, { expected_version: hours.version });
  // The private edit: a draft newer than the published revision, not public until published.
  await call('PUT', `api/pages/${hours.id}`, {
    title: 'Öffnungszeiten des Bürgerbüros',
    excerpt: 'Wann das Bürgerbüro im Rathaus geöffnet hat.',
    body: 'Ab April: Montag bis Freitag 7:30 bis 16 Uhr, donnerstags bis 19 Uhr.',
    cover: image.id,
    locale: 'de',
    fields: { ort: 'Rathaus, Erdgeschoss' },
    expected_version: published.version,
  });
  const bulky = await call('POST', 'api/pages', {
    title: 'Sperrmüll anmelden',
    excerpt: 'Große Gegenstände holt der Bauhof zweimal im Jahr kostenlos ab.',
    body: 'Melden Sie den Sperrmüll spätestens zwei Wochen vorher an. Stellen Sie ihn am Abholtag bis 6 Uhr an die Straße.',
    locale: 'de',
  });
  await call('POST', `api/pages/${bulky.id}/publish`, { expected_version: bulky.version });
  const fees = await call('POST', 'api/pages', {
    title: 'Gebühren 2025',
    body: 'Diese Gebührenordnung galt bis Ende 2025.',
    locale: 'de',
  });
  const old = await call('POST', `api/pages/${fees.id}/publish`, { expected_version: fees.version });
  await call('POST', `api/pages/${fees.id}/archive`, { expected_version: old.version });
  await call('POST', 'api/pages', {
    title: 'Neues Familienbüro',
    excerpt: 'Noch nicht veröffentlicht.',
    body: 'Das Familienbüro öffnet im Sommer im zweiten Stock.',
    locale: 'de',
  });
  return (await engine.owner.exportFile({ worlds: [] })).bytes;
}

export const SCENARIO_FILES: ScenarioFile[] = [{ name: 'content-workshop.sandbox', build: contentWorkshop }];
