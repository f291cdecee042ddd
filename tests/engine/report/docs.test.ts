/** The report card in the documents: both guides and /llms.txt list every rule with its source sentence. */
import { describe, expect, it } from 'vitest';
import { RULES, rulesFor } from '../../../src/engine/report/rules.ts';
import { ruleAnchor } from '../../../src/engine/report/types.ts';
import { testEngine } from '../support.ts';

const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the report card in the documents', () => {
  it.each([
    ['/v1/guide', 'world'],
    ['/api/guide', 'token'],
  ] as const)('%s has a report card section with each of its rules, its sentence and anchor', async (path, card) => {
    const guide = await (await testEngine().call('GET', path)).text();
    expect(guide).toContain('<h2 id="report-card">Report card</h2>');
    for (const rule of rulesFor(card)) {
      expect(guide).toContain(`id="${ruleAnchor(rule)}"`);
      expect(guide).toContain(html(rule.source.text));
    }
  });

  it('/llms.txt lists every rule with its source sentence', async () => {
    const text = await (await testEngine().call('GET', '/llms.txt')).text();
    expect(text).toContain('## Report card');
    for (const rule of RULES)
      expect(text).toContain(`- ${rule.id}: ${rule.title}.\n  Source (${rule.source.document}): "${rule.source.text}"`);
  });

  it('quotes the specs’ sentences exactly (those from the spec documents)', async () => {
    const { readFileSync } = await import('node:fs');
    const specs = ['municipal-demo-service.md', 'content-api-and-greeting.md'];
    const texts = Object.fromEntries(
      specs.map((name) => {
        try {
          return [name, readFileSync(`/work/shared/spec/${name}`, 'utf8')];
        } catch {
          return [name, undefined];
        }
      }),
    );
    for (const rule of RULES) {
      const document = specs.find((name) => rule.source.document.startsWith(name));
      const spec = document && texts[document];
      if (spec) expect(spec).toContain(rule.source.text);
    }
  });
});
