/** The catalogue's model: load, failure in the flow's words, retry, and the filter as computed values. */
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { createCatalogueModel } from '../../../src/ui/municipal/catalogue-model.ts';
import { setLangForTest } from '../kit/lang.ts';
import { deferred, service, settle } from './fakes.ts';

const SERVICES = [
  service('termin', 'completed', 'Termin im Bürgerbüro', 'Ein Termin'),
  service('wohnsitz', 'received', 'Wohnsitz anmelden', 'Umzug melden'),
  service('raum', 'completed', 'Raum buchen', 'Sitzungsraum'),
];

afterEach(() => setLangForTest('de'));

describe('catalogue model', () => {
  it('shows nothing while loading, then every service in catalogue order', async () => {
    const answer = deferred<typeof SERVICES>();
    const model = createCatalogueModel(() => answer.promise);
    model.start();
    expect(model.catalogue.loading.value).toBe(true);
    expect(model.shown.value).toBeUndefined();
    answer.resolve(SERVICES);
    await settle();
    expect(model.shown.value?.map((s) => s.id)).toEqual(['termin', 'wohnsitz', 'raum']);
    expect(model.catalogue.loading.value).toBe(false);
  });

  it('filters by words (names, descriptions, id) and by kind, as computed values', async () => {
    const model = createCatalogueModel(async () => SERVICES);
    await model.reload();
    model.query.value = '  UMZUG ';
    expect(model.shown.value?.map((s) => s.id)).toEqual(['wohnsitz']);
    model.query.value = 'raum';
    expect(model.shown.value?.map((s) => s.id)).toEqual(['raum']);
    model.query.value = '';
    model.kind.value = 'completed';
    expect(model.shown.value?.map((s) => s.id)).toEqual(['termin', 'raum']);
    model.kind.value = 'received';
    model.query.value = 'termin';
    expect(model.shown.value).toEqual([]);
  });

  it('keeps a failure worded by problemMessage in the flow area, and a retry clears it', async () => {
    let fail = true;
    const model = createCatalogueModel(async () => {
      if (fail) throw ApiError.backend();
      return SERVICES;
    });
    await model.reload();
    expect(model.shown.value).toBeUndefined();
    expect(problemMessage(model.catalogue.error.value, 'm')).toMatch(/Offline-Backend/i);
    setLangForTest('en');
    expect(problemMessage(model.catalogue.error.value, 'm')).toMatch(/offline backend did not answer/);
    fail = false;
    await model.reload();
    expect(model.catalogue.error.value).toBeUndefined();
    expect(model.shown.value).toHaveLength(3);
  });

  it('shows a catalogue read before in the first frame (coming back: no loading that the list then pushes down)', () => {
    const model = createCatalogueModel(() => new Promise(() => undefined), SERVICES);
    expect(model.shown.value).toHaveLength(3);
    model.start(); // Reading again keeps the list on screen meanwhile.
    expect(model.shown.value).toHaveLength(3);
    expect(model.catalogue.loading.value).toBe(true);
  });
});
