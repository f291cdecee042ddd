/** The Inspector's filters: source, method, status class and who. */
import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '../../../src/engine/journal/schemas.ts';
import {
  ANONYMOUS,
  choices,
  METHODS,
  matches,
  methodChoices,
  NO_FILTERS,
  PERSON,
  studioChoices,
  whoOf,
} from '../../../src/ui/inspector/filters.ts';
import { startOf } from '../../../src/ui/inspector/inspector-model.ts';
import { statusClass } from '../../../src/ui/kit/status-class.ts';

function entry(fields: Partial<JournalEntry>): JournalEntry {
  return {
    id: 1,
    time: '2026-03-27T08:00:00.000Z',
    world_time: '2026-03-27T08:00:00.000Z',
    source: 'app',
    actor: 'person',
    name: null,
    project: null,
    method: 'GET',
    url: '/v1/services',
    status: 200,
    duration_ms: 1,
    request: { headers: [], body: null },
    response: { headers: [], body: null },
    ...fields,
  };
}

const person = entry({});
const agent = entry({ id: 2, source: 'mcp', actor: 'agent', name: 'Claude', method: 'POST', status: 201 });
const refused = entry({ id: 3, source: 'page', actor: 'anonymous', status: 401 });
const all = [person, agent, refused];

describe('filters', () => {
  it('keep everything without a choice', () => {
    expect(all.filter((e) => matches(e, NO_FILTERS))).toEqual(all);
  });

  it('filter by source, method, status class and who', () => {
    expect(all.filter((e) => matches(e, { ...NO_FILTERS, source: 'mcp' }))).toEqual([agent]);
    expect(all.filter((e) => matches(e, { ...NO_FILTERS, method: 'GET' }))).toEqual([person, refused]);
    expect(all.filter((e) => matches(e, { ...NO_FILTERS, status: '4' }))).toEqual([refused]);
    expect(all.filter((e) => matches(e, { ...NO_FILTERS, status: '2', who: 'Claude' }))).toEqual([agent]);
    expect(all.filter((e) => matches(e, { ...NO_FILTERS, who: PERSON }))).toEqual([person]);
    expect(all.filter((e) => matches(e, { ...NO_FILTERS, who: ANONYMOUS }))).toEqual([refused]);
  });

  it('offer the distinct values present', () => {
    expect(choices(all, (e) => e.method)).toEqual(['GET', 'POST']);
    expect(choices(all, whoOf)).toEqual([PERSON, ANONYMOUS, 'Claude'].sort());
  });
});

describe('status classes and methods', () => {
  it('names each status by its class, so a 503 is never shown like a 200', () => {
    expect([200, 204, 301, 404, 422, 503].map(statusClass)).toEqual(['2xx', '2xx', '3xx', '4xx', '4xx', '5xx']);
  });

  it('offers every method the APIs answer, and any other the journal holds', () => {
    expect(methodChoices([])).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
    expect(methodChoices([entry({ method: 'TRACE' }), entry({ method: 'GET' })])).toEqual([...METHODS, 'TRACE']);
  });
});

describe('studio projects as clients (issue #32)', () => {
  const demo = entry({ id: 4, source: 'studio', project: 'demo' });
  const v1 = entry({ id: 5, source: 'studio', project: 'v1' });
  const journal = [person, demo, v1, refused];

  it('offers each project the journal names, once, sorted', () => {
    expect(studioChoices([...journal, demo])).toEqual(['studio:demo', 'studio:v1']);
  });

  it('filters by one project, or by every studio page', () => {
    expect(journal.filter((e) => matches(e, { ...NO_FILTERS, source: 'studio:demo' }))).toEqual([demo]);
    expect(journal.filter((e) => matches(e, { ...NO_FILTERS, source: 'studio' }))).toEqual([demo, v1]);
  });

  it('offers the project a link chose before any of its entries arrived (issue 38)', () => {
    expect(studioChoices([], 'studio:neu')).toEqual(['studio:neu']);
    expect(studioChoices(journal, 'studio:demo')).toEqual(['studio:demo', 'studio:v1']);
    expect(studioChoices(journal, 'page')).toEqual(['studio:demo', 'studio:v1']);
  });

  it('opens a studio project’s link on the studio view, filtered to that project (issue 38)', () => {
    expect(startOf('project=demo')).toEqual({ view: 'studio', filters: { ...NO_FILTERS, source: 'studio:demo' } });
    expect(startOf('')).toEqual({ view: 'world', filters: NO_FILTERS });
  });
});
