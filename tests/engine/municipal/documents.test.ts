/** Receipts and forms: what the routes hand to the PDF renderer, and their errors. */
import { describe, expect, it } from 'vitest';
import type { FormDocument, PdfRenderer, ReceiptDocument } from '../../../src/engine/pdf/port.ts';
import { testEngine } from '../support.ts';
import { auth, confirm, draft, openWorld, WOHNGELD } from './support.ts';

/** Records the documents it is asked to draw and answers a marker instead of a PDF. */
function recordingRenderer() {
  const receipts: ReceiptDocument[] = [];
  const forms: FormDocument[] = [];
  const renderer: PdfRenderer = {
    receipt: async (doc) => {
      receipts.push(doc);
      return new TextEncoder().encode(`%PDF receipt ${doc.number}`);
    },
    form: async (doc) => {
      forms.push(doc);
      return new TextEncoder().encode(`%PDF form ${doc.serviceId}`);
    },
  };
  return { renderer, receipts, forms };
}

describe('GET /v1/drafts/{id}/receipt', () => {
  it('answers 409 no_receipt while the case is in review', async () => {
    const engine = testEngine({ pdf: recordingRenderer().renderer });
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    const res = await engine.call('GET', `/v1/drafts/${made.body.id}/receipt`, undefined, auth(token));
    expect(res.status).toBe(409);
    expect((await res.json()).error).toBe('no_receipt');
  });

  it('renders the submitted case as a PDF with its number, state, details and fee', async () => {
    const { renderer, receipts } = recordingRenderer();
    const engine = testEngine({ pdf: renderer });
    const token = await openWorld(engine);
    const made = await draft(engine, token, {
      service: 'hund',
      profile: 'ben',
      fields: { hund: 'bello', haltung: 'familie' },
    });
    const submitted = await confirm(engine, token, made.body.id, 'submit', 1);
    const res = await engine.call('GET', `/v1/drafts/${made.body.id}/receipt`, undefined, auth(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(await res.text()).toBe(`%PDF receipt ${submitted.body.receipt?.number}`);
    expect(receipts[0]).toMatchObject({
      number: submitted.body.receipt?.number,
      serviceName: 'Hund anmelden',
      feeText: '15,00 €',
      issuedAt: submitted.body.receipt?.issued_at,
    });
    expect(receipts[0]?.stateText).toMatch(/keine Genehmigung/);
    // The reference number people quote, never the internal 32-hex case id.
    expect(JSON.stringify(receipts[0])).not.toContain(made.body.id);
    expect(receipts[0]?.lines).toEqual(
      expect.arrayContaining([
        { label: 'Person', value: 'Ben Muster' },
        { label: 'Hund', value: 'Bello' },
        { label: 'Haltung', value: 'Familienhund' },
      ]),
    );
  });

  it('takes the language: ?lang=en gives English labels, values, state, fee and address; other values are 422', async () => {
    const { renderer, receipts } = recordingRenderer();
    const engine = testEngine({ pdf: renderer });
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await confirm(engine, token, made.body.id, 'submit', 1);
    const res = await engine.call('GET', `/v1/drafts/${made.body.id}/receipt?lang=en`, undefined, auth(token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/receipt-/);
    const doc = receipts[0];
    expect(doc).toMatchObject({ language: 'en', serviceName: 'Housing benefit', feeText: 'free of charge' });
    expect(doc?.stateText).toBe('Application received – not an approval');
    expect(doc?.lines).toEqual(
      expect.arrayContaining([
        { label: 'Household', value: 'Family' },
        { label: 'Address', value: expect.stringContaining('(fictional)') },
      ]),
    );
    expect(JSON.stringify(doc?.lines)).not.toMatch(/fiktiv|Miete|Familie/);
    const bad = await engine.call('GET', `/v1/drafts/${made.body.id}/receipt?lang=fr`, undefined, auth(token));
    expect(bad.status).toBe(422);
  });

  it('says a free service is free, in words: "gebührenfrei", never "0,00 €"', async () => {
    const { renderer, receipts, forms } = recordingRenderer();
    const engine = testEngine({ pdf: renderer });
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await confirm(engine, token, made.body.id, 'submit', 1);
    await engine.call('GET', `/v1/drafts/${made.body.id}/receipt`, undefined, auth(token));
    await engine.call('GET', '/formulare/wohngeld');
    await engine.call('GET', '/formulare/wohngeld?lang=en');
    expect(made.body.details.fee_text).toBe('gebührenfrei');
    const catalogue = await (await engine.call('GET', '/v1/services')).json();
    expect(catalogue.services.find((s: { id: string }) => s.id === 'wohngeld').fee.text).toBe('gebührenfrei');
    expect(receipts[0]?.feeText).toBe('gebührenfrei');
    expect(forms[0]?.feeText).toBe('gebührenfrei');
    expect(forms[1]?.feeText).toBe('free of charge');
  });

  it('needs the bearer of the case’s world', async () => {
    const engine = testEngine({ pdf: recordingRenderer().renderer });
    const token = await openWorld(engine);
    const made = await draft(engine, token, WOHNGELD);
    await confirm(engine, token, made.body.id, 'submit', 1);
    expect((await engine.call('GET', `/v1/drafts/${made.body.id}/receipt`)).status).toBe(401);
    const other = await openWorld(engine);
    expect((await engine.call('GET', `/v1/drafts/${made.body.id}/receipt`, undefined, auth(other))).status).toBe(404);
  });
});

describe('GET /formulare/{id}', () => {
  it('renders the blank form of a service with its fields, options, fee and outcome, without a bearer', async () => {
    const { renderer, forms } = recordingRenderer();
    const engine = testEngine({ pdf: renderer });
    const res = await engine.call('GET', '/formulare/parken');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(forms[0]).toMatchObject({ serviceId: 'parken', serviceName: 'Bewohnerparkausweis' });
    expect(forms[0]?.fields).toEqual([
      { label: 'Parkzone', options: ['Altstadt', 'An der Gumpe', 'Bahnhof'] },
      { label: 'Fahrzeug', options: ['Roter Kleinwagen (Kennzeichen 313)', 'Motorroller', 'Selbstgebautes Fahrzeug'] },
    ]);
    expect(forms[0]?.feeText).toContain('Motorroller: 15,00 €');
    expect(forms[0]?.outcomeText).toMatch(/keine Genehmigung/);
  });

  it('renders the form in English with ?lang=en', async () => {
    const { renderer, forms } = recordingRenderer();
    const engine = testEngine({ pdf: renderer });
    expect((await engine.call('GET', '/formulare/parken?lang=en')).status).toBe(200);
    expect(forms[0]).toMatchObject({ language: 'en', serviceName: 'Resident parking permit' });
    expect(forms[0]?.feeText).toContain('Scooter: €15.00');
    expect(forms[0]?.outcomeText).toMatch(/not an approval/);
    expect((await engine.call('GET', '/formulare/parken?lang=xx')).status).toBe(422);
  });

  it('answers 404 for an unknown service', async () => {
    const res = await testEngine({ pdf: recordingRenderer().renderer }).call('GET', '/formulare/steuer');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('not_found');
  });
});
