/** The catalogue: 16 services, their fields and options, fee rules, outcomes, forms, contracts. */
import { describe, expect, it } from 'vitest';
import { SERVICE_IDS } from '../../../src/engine/municipal/catalogue.ts';
import type { Words } from '../../../src/engine/words.ts';
import { testEngine } from '../support.ts';

const COMPLETED = ['termin', 'raum', 'sperrmuell', 'umzug', 'meldebescheinigung', 'bibliothek'];

interface ServiceEntry {
  id: string;
  name: Words;
  description: Words;
  outcome: string;
  needs_slot: boolean;
  fee: { kind: string; cents: number | Record<string, number>; currency: string };
  fields: Array<{ key: string; label: Words; options?: Array<{ value: string; label: object }> }>;
  form_url: string;
}

async function catalogue(): Promise<ServiceEntry[]> {
  const res = await testEngine().call('GET', '/v1/services');
  expect(res.status).toBe(200);
  return (await res.json()).services;
}

describe('GET /v1/services', () => {
  it('lists the 16 services of the spec, without a bearer', async () => {
    const services = await catalogue();
    expect(services.map((s) => s.id)).toEqual([...SERVICE_IDS]);
  });

  it('gives every service names and descriptions in German and English, a fee rule in cents and its form', async () => {
    for (const service of await catalogue()) {
      expect(service.name.de.length).toBeGreaterThan(2);
      expect(service.name.en.length).toBeGreaterThan(2);
      expect(service.description.de.length).toBeGreaterThan(10);
      expect(service.description.en.length).toBeGreaterThan(10);
      expect(service.fee.currency).toBe('EUR');
      expect(['fixed', 'by_field']).toContain(service.fee.kind);
      expect(service.form_url).toBe(`/formulare/${service.id}`);
    }
  });

  it('says which services complete on submit and which are only received', async () => {
    for (const service of await catalogue()) {
      expect(service.outcome).toBe(COMPLETED.includes(service.id) ? 'completed' : 'received');
    }
  });

  it('marks termin and raum as needing a slot', async () => {
    const slotted = (await catalogue()).filter((s) => s.needs_slot).map((s) => s.id);
    expect(slotted).toEqual(['termin', 'raum']);
  });

  it('lists the fields and allowed values of the spec table, with labels', async () => {
    const services = await catalogue();
    const byId = Object.fromEntries(services.map((s) => [s.id, s]));
    const values = (id: string, key: string) =>
      byId[id]?.fields.find((f) => f.key === key)?.options?.map((option) => option.value);
    expect(values('termin', 'anliegen')).toEqual(['ausweis', 'umzug', 'beratung']);
    expect(values('umzug', 'adresse')).toEqual(['blumen13', 'distel7', 'scharren4']);
    expect(values('parken', 'fahrzeug')).toEqual(['313', 'roller', 'erfinder']);
    expect(values('bauen', 'lage')).toEqual(['altstadt', 'wohngebiet', 'gewerbe']);
    expect(values('raum', 'zeitraum')).toEqual(['vormittag', 'nachmittag', 'egal']);
    expect(byId.termin?.fields.map((f) => f.key)).toEqual(['anliegen', 'zeitraum', 'slot']);
    const fieldCount = services.reduce((n, s) => n + s.fields.length, 0);
    expect(fieldCount).toBe(32);
    for (const service of services) {
      for (const field of service.fields) {
        expect(field.label).toHaveProperty('de');
        expect(field.label).toHaveProperty('en');
      }
    }
  });
});

describe('GET /v1/services/{id}', () => {
  it('is the service contract, with the JSON Schema of its DraftInput', async () => {
    const res = await testEngine().call('GET', '/v1/services/hund');
    const body = await res.json();
    expect(body.id).toBe('hund');
    const schema = body.draft_input_schema;
    expect(schema.required).toEqual(['service', 'profile', 'fields']);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.properties.service).toEqual({ const: 'hund' });
    expect(schema.properties.fields.properties.hund.enum).toEqual(['bolivar', 'pluto', 'bello']);
    expect(schema.properties.fields.additionalProperties).toBe(false);
  });

  it('gives the slot pattern and the slots URL for termin', async () => {
    const body = await (await testEngine().call('GET', '/v1/services/termin')).json();
    expect(body.slots_url).toBe('/v1/slots/termin');
    expect(body.draft_input_schema.properties.fields.properties.slot.pattern).toBe(
      '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}$',
    );
  });

  it('answers 404 not_found for an unknown service', async () => {
    const res = await testEngine().call('GET', '/v1/services/steuer');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('not_found');
  });
});
