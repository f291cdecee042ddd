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
      expect(text).toContain(
        `- ${rule.id}: ${rule.title.en}.\n  Source (${rule.source.document}): "${rule.source.text}"`,
      );
  });

  it('quotes the specs’ sentences exactly, when the specs are on this machine (/work/shared/spec)', async () => {
    const { existsSync, readFileSync } = await import('node:fs');
    const specs = ['municipal-demo-service.md', 'content-api-and-greeting.md'];
    const folder = '/work/shared/spec';
    if (!specs.every((name) => existsSync(`${folder}/${name}`))) return;
    const quoted = RULES.filter((rule) => specs.some((name) => rule.source.document.startsWith(name)));
    expect(quoted.length).toBeGreaterThanOrEqual(8);
    for (const rule of quoted) {
      const name = specs.find((candidate) => rule.source.document.startsWith(candidate)) as string;
      expect(readFileSync(`${folder}/${name}`, 'utf8')).toContain(rule.source.text);
    }
  });
});
