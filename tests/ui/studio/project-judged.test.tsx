// @vitest-environment happy-dom
/** The studio's links to the open project's card and requests (issue 38), in both languages. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { matchRoute } from '../../../src/ui/routes.ts';
import { ProjectJudged } from '../../../src/ui/studio/ProjectJudged.tsx';
import { setLangForTest } from '../kit/lang.ts';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  render(null, root);
  root.remove();
});

function links(): [string, string][] {
  return [...root.querySelectorAll('a')].map((link) => [link.textContent ?? '', link.getAttribute('href') ?? '']);
}

describe('the open project’s links', () => {
  it('go to its report card and to the Inspector filtered to it', () => {
    setLangForTest('en');
    act(() => render(<ProjectJudged project="meine-seite" />, root));
    expect(links()).toEqual([
      ['Report card of this project', '#/zeugnis?project=meine-seite'],
      ['This project’s requests in the Inspector', '#/inspektor?project=meine-seite'],
    ]);
    const [report, inspector] = links().map(([, href]) => matchRoute(href.slice(1)));
    expect([report?.name, report?.query]).toEqual(['report', 'project=meine-seite']);
    expect([inspector?.name, inspector?.query]).toEqual(['inspector', 'project=meine-seite']);
  });

  it('speak German', () => {
    setLangForTest('de');
    act(() => render(<ProjectJudged project="a" />, root));
    expect(links().map(([text]) => text)).toEqual(['Zeugnis dieses Projekts', 'Anfragen dieses Projekts im Inspektor']);
  });
});
