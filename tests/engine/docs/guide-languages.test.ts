/**
 * The guides in German and English (issue #27): the same anchors in both (error `type` links and the
 * report card's `guide` links point at them whatever the reader's language), a table of contents of
 * every section, the way back to the app and to the reference screen, a favicon.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contentContract } from '../../../src/engine/content/contract.ts';
import type { ServiceContract } from '../../../src/engine/http/contract.ts';
import { guidePage } from '../../../src/engine/http/guide-page.ts';
import { municipalContract } from '../../../src/engine/municipal/contract.ts';
import type { Lang } from '../../../src/engine/words.ts';
import { testEngine } from '../support.ts';

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
const h2Ids = (html: string) => [...html.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);

async function guide(path: string, lang: Lang): Promise<string> {
  return (await testEngine().call('GET', `${path}?lang=${lang}`)).text();
}

describe.each([
  ['/v1/guide', municipalContract],
  ['/api/guide', contentContract],
] as const)('%s in German and English', (path, contract) => {
  it('has every section id in both languages, in the same order, each once', async () => {
    const [de, en] = [await guide(path, 'de'), await guide(path, 'en')];
    expect(ids(de)).toEqual(ids(en));
    expect(new Set(ids(en)).size).toBe(ids(en).length);
    for (const code of Object.keys(contract.errors)) expect(ids(de)).toContain(`error-${code}`);
    expect(de).not.toEqual(en);
  });

  it.each(['de', 'en'] as const)('in %s lists every section in its table of contents', async (lang) => {
    const html = await guide(path, lang);
    const toc = /<nav class="toc"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    const listed = [...toc.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(listed).toEqual(h2Ids(html).filter((id) => id !== 'contents'));
    expect(listed.length).toBeGreaterThan(8);
  });

  it.each(['de', 'en'] as const)(
    'in %s links back to the app, to the reference screen and to the other language, with a favicon',
    async (lang) => {
      const html = await guide(path, lang);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain('<a href="http://localhost/" data-testid="guide-back">');
      expect(html).toContain('<a href="http://localhost/#/referenz" data-testid="guide-reference">');
      const other = lang === 'de' ? 'en' : 'de';
      expect(html).toContain(`href="http://localhost${path}?lang=${other}" hreflang="${other}"`);
      expect(html).toMatch(/<link rel="icon" href="http:\/\/localhost\/icons\/icon-192\.png"/);
    },
  );
});

it('writes the German guide in German (its headings are not the English ones)', async () => {
  const [de, en] = [await guide('/v1/guide', 'de'), await guide('/v1/guide', 'en')];
  expect(de).toContain('<h2 id="flow">Der Ablauf</h2>');
  expect(en).toContain('<h2 id="flow">The flow</h2>');
  expect(de).toContain('<h2 id="contents">Inhalt</h2>');
});

describe.each([
  ['/v1/guide', municipalContract],
  ['/api/guide', contentContract],
] as const)('%s takes each route’s summary and each error’s text from the contract', (path, contract) => {
  it.each(['de', 'en'] as const)('in %s: every summary and every error text in that language', async (lang) => {
    const html = await guide(path, lang);
    for (const route of Object.values(contract.routes)) expect(html).toContain(`<td>${route.summary[lang]}</td>`);
    for (const [code, spec] of Object.entries(contract.errors)) {
      expect(html).toContain(`<code>${code}</code> (${spec.status})</h3>\n<p>${spec.text[lang]}</p>`);
    }
    // Nothing is left marked as English in the German guide but the link to the English one and the
    // report card's quotations of the (English) spec.
    const unquoted = html.replace(/<blockquote lang="en">[\s\S]*?<\/blockquote>/g, '');
    if (lang === 'de') expect(unquoted.match(/\slang="en"/g)).toEqual([' lang="en"']);
  });
});

it('shows a route and an error added to a contract in both guides, with no other change', () => {
  const extended = {
    ...municipalContract,
    errors: {
      ...municipalContract.errors,
      bell_cracked: { status: 409, text: { en: 'The bell is cracked.', de: 'Die Glocke hat einen Sprung.' } },
    },
    routes: {
      ...municipalContract.routes,
      ringBell: {
        method: 'POST',
        path: '/v1/bells/:id/ring',
        summary: { en: 'Ring a bell of the town hall', de: 'Eine Glocke des Rathauses läuten' },
        auth: 'bearer',
        body: { json: v.strictObject({ times: v.number() }) },
        responses: { 200: { description: 'The bell rang' } },
        errors: ['bell_cracked'],
      },
    },
  } as unknown as ServiceContract;
  const page = (lang: Lang) =>
    guidePage({
      contract: extended,
      lang,
      baseUrl: 'http://localhost/',
      path: 'v1/guide',
      title: 'Bells',
      intro: '',
      sections: [],
      errorsIntro: '',
    });
  expect(page('de')).toContain('<td>Eine Glocke des Rathauses läuten</td>');
  expect(page('de')).toContain('<p>Die Glocke hat einen Sprung.</p>');
  expect(page('en')).toContain('<td>Ring a bell of the town hall</td>');
  expect(page('en')).toContain('<p>The bell is cracked.</p>');
});
