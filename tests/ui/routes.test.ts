/** The hash-route table: one declaration per route both matches an address and builds it. */
import { describe, expect, it } from 'vitest';
import { hrefTo, matchRoute, pathTo, ROUTES, type RouteName } from '../../src/ui/routes.ts';

describe('the route table', () => {
  it('builds the addresses the app has always used', () => {
    expect(hrefTo('home')).toBe('#/');
    expect(hrefTo('catalogue')).toBe('#/buergerservice');
    expect(hrefTo('form', { service: 'termin' })).toBe('#/buergerservice/antrag/termin');
    expect(hrefTo('formChange', { service: 'termin', case: 'c1', field: 'slot' })).toBe(
      '#/buergerservice/antrag/termin/aendern/c1/slot',
    );
    expect(hrefTo('review', { case: 'c1' })).toBe('#/buergerservice/pruefen/c1');
    expect(hrefTo('case', { case: 'c1' })).toBe('#/buergerservice/vorgang/c1');
    expect(hrefTo('cases')).toBe('#/buergerservice/vorgaenge');
    expect(hrefTo('connections')).toBe('#/buergerservice/agenten');
    expect(hrefTo('workshop')).toBe('#/buergerservice/werkstatt');
    expect(hrefTo('workshopJournal')).toBe('#/buergerservice/werkstatt/protokoll');
    expect(hrefTo('workshopMaterial')).toBe('#/buergerservice/werkstatt/material');
    expect(hrefTo('room')).toBe('#/raum');
    expect(hrefTo('roomLinks')).toBe('#/raum/links');
    expect(hrefTo('roomChecklist')).toBe('#/raum/checkliste');
    expect(hrefTo('roomCards')).toBe('#/raum/karten');
    expect(hrefTo('referenceEntry', { id: 'municipal.createDraft' })).toBe('#/referenz/municipal.createDraft');
    expect(hrefTo('tools')).toBe('#/werkzeuge');
    expect(hrefTo('inspector')).toBe('#/inspektor');
    expect(hrefTo('report')).toBe('#/zeugnis');
    expect(hrefTo('content')).toBe('#/inhalte');
    expect(hrefTo('greeting')).toBe('#/gruesse');
  });

  it('writes a query from values (each encoded) or as given', () => {
    expect(hrefTo('import', {}, { from: 'scenarios/content-workshop.sandbox' })).toBe(
      `#/import?from=${encodeURIComponent('scenarios/content-workshop.sandbox')}`,
    );
    expect(hrefTo('exercise', {}, 'v=1&name=Raum+1')).toBe('#/uebung?v=1&name=Raum+1');
    expect(hrefTo('exercise', {}, '')).toBe('#/uebung');
  });

  it('reads back every route it builds, with its parameters by name', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const params = Object.fromEntries(
        [...ROUTES[name].path.matchAll(/:([^/]+)/g)].map(([, key]) => [key, `${key} ä/1`]),
      ) as never;
      const match = matchRoute(pathTo(name, params));
      expect(match.name).toBe(name);
      expect(match.params).toEqual(params ?? {});
    }
  });

  it('gives the query after `?` as it was written, apart from the path', () => {
    const match = matchRoute('/uebung?v=1&name=Raum%201');
    expect(match).toMatchObject({ name: 'exercise', params: {}, query: 'v=1&name=Raum%201' });
    expect(matchRoute('/buergerservice/vorgaenge?x=1').name).toBe('cases');
  });

  it('falls back to the route above an unknown address, and to home at last', () => {
    expect(matchRoute('/buergerservice/unbekannt').name).toBe('catalogue');
    expect(matchRoute('/buergerservice/antrag').name).toBe('catalogue');
    expect(matchRoute('/buergerservice/werkstatt/unbekannt').name).toBe('workshop');
    expect(matchRoute('/raum/unbekannt').name).toBe('room');
    expect(matchRoute('/unbekannt').name).toBe('home');
    expect(matchRoute('/').name).toBe('home');
    // Invalid percent-encoding is no parameter of a route.
    expect(matchRoute('/buergerservice/pruefen/%E0%A4%A').name).toBe('catalogue');
  });

  it('gives each route its area of the navigation; links opened from outside have none', () => {
    expect(matchRoute('/raum/links').area).toBe('workshop');
    expect(matchRoute('/buergerservice/werkstatt/protokoll').area).toBe('workshop');
    expect(matchRoute('/buergerservice/pruefen/c1').area).toBe('municipal');
    expect(matchRoute('/import?from=x').area).toBeUndefined();
    expect(matchRoute('/uebung?v=1').area).toBeUndefined();
  });
});
