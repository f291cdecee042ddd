// @vitest-environment happy-dom
/** The notice in place of an imported project's preview (issue 38): its origin, no frame, and Run. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import type { StudioProject } from '../../../src/ui/studio/studio-client.ts';
import { WaitingNotice } from '../../../src/ui/studio/WaitingNotice.tsx';
import { setLangForTest } from '../kit/lang.ts';

let root: HTMLElement;

beforeEach(() => {
  setLangForTest('de');
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  render(null, root);
  root.remove();
});

const project = (kind: 'zip' | 'files' | 'export' | 'scenario', name: string): StudioProject => ({
  name: 'probe',
  files: [{ path: 'index.html', bytes: new Uint8Array([60]) }],
  runApproved: false,
  origin: { kind, name, at: '2026-03-27T08:00:00.000Z' },
});

async function click(button: Element | null) {
  await act(async () => {
    (button as HTMLButtonElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('WaitingNotice', () => {
  it('says where the project came from and when, in German and English, with no frame or link', () => {
    act(() => render(<WaitingNotice project={project('zip', 'probe.zip')} onRun={async () => {}} />, root));
    expect(root.textContent).toContain('Dieser Code ist noch nicht gelaufen');
    expect(root.textContent).toContain('aus der .zip „probe.zip“, übernommen am 27. März 2026, 09:00');
    expect(root.querySelector('iframe, a')).toBeNull();
    expect(root.querySelector('button')?.textContent).toBe('Ausführen');
    setLangForTest('en');
    act(() =>
      render(<WaitingNotice project={project('scenario', 'https://x/s.sandbox')} onRun={async () => {}} />, root),
    );
    expect(root.textContent).toContain('This code has not run yet');
    expect(root.textContent).toContain('from the link https://x/s.sandbox, imported on 27 March 2026, 09:00');
    expect(root.querySelector('button')?.textContent).toBe('Run');
  });

  it('Run asks once; a refusal is shown with the kit’s error summary', async () => {
    let asked = 0;
    const onRun = async () => {
      asked++;
      throw new ApiError(0, { error: 'studio_project_not_found' });
    };
    act(() => render(<WaitingNotice project={project('export', 'a.sandbox')} onRun={onRun} />, root));
    await click(root.querySelector('#studio-run'));
    expect(asked).toBe(1);
    expect(root.querySelector('[data-testid="error-summary"]')?.textContent).toContain(
      'Dieses Projekt gibt es nicht mehr',
    );
  });
});
