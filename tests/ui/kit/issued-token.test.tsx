// @vitest-environment happy-dom
/** The kit's issued-token panel: the key in a labelled read-only field, "Copied" only when it was. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IssuedToken } from '../../../src/ui/kit/IssuedToken.tsx';
import { setLangForTest } from './lang.ts';

let root: HTMLElement;

beforeEach(() => {
  // happy-dom's browser prefers en-US; these tests read the German screen.
  setLangForTest('de');
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  render(null, root);
  root.remove();
});

function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

async function copy() {
  await act(async () => {
    (root.querySelector('button') as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('IssuedToken', () => {
  it('shows the key in a read-only field labelled "Zugangsschlüssel", with the heading and what to do', () => {
    act(() =>
      render(<IssuedToken id="key" token="agt_1" title="Verbindung „Bot“ angelegt" intro="Nur jetzt." />, root),
    );
    const field = root.querySelector('#key') as HTMLInputElement;
    expect(field.value).toBe('agt_1');
    expect(field.readOnly).toBe(true);
    expect(root.querySelector('label[for="key"]')?.textContent).toBe('Zugangsschlüssel');
    expect(root.querySelector('h3')?.textContent).toBe('Verbindung „Bot“ angelegt');
    expect(root.textContent).toContain('Nur jetzt.');
  });

  it('says "Kopiert." only when copying worked, and that it did not otherwise', async () => {
    const copied: string[] = [];
    clipboard(async (text) => {
      copied.push(text);
    });
    act(() => render(<IssuedToken id="key" token="agt_1" title="T" />, root));
    await copy();
    expect(copied).toEqual(['agt_1']);
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Kopiert.');

    clipboard(async () => {
      throw new Error('denied');
    });
    act(() => render(<IssuedToken id="key" token="agt_2" title="T" />, root));
    expect(root.querySelector('[role="status"]')?.textContent).toBe('');
    await copy();
    expect(root.querySelector('[role="status"]')?.textContent).toContain('Kopieren ging nicht');
    clipboard(undefined);
  });
});
