// @vitest-environment happy-dom
/**
 * The kit's components in a DOM (happy-dom: a small DOM for Node, enough for rendering Preact and
 * moving focus; the screens themselves are tested end-to-end in Chromium).
 */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { ConfirmStep } from '../../../src/ui/kit/ConfirmStep.tsx';
import {
  ErrorSummary,
  Failure,
  FailureRegion,
  FieldError,
  Loading,
  ResourceView,
} from '../../../src/ui/kit/components.tsx';
import { LeaveStep } from '../../../src/ui/kit/LeaveStep.tsx';
import { createResource } from '../../../src/ui/kit/resource.ts';
import { screenTitle, useTitle } from '../../../src/ui/kit/title.ts';
import { confirmLeave, hasUnsavedEdits, useUnsavedGuard } from '../../../src/ui/kit/unsaved.ts';
import { setLangForTest } from './lang.ts';

let root: HTMLElement;

beforeEach(() => {
  // happy-dom's browser prefers en-US; these tests read the German screen unless they switch.
  setLangForTest('de');
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  render(null, root);
  root.remove();
  setLangForTest('de');
});

function show(node: preact.ComponentChild) {
  act(() => render(node, root));
}

describe('Loading', () => {
  it('is a polite status in a box of reserved height', () => {
    show(<Loading minHeight="12rem" />);
    const box = root.querySelector('[role="status"]') as HTMLElement;
    expect(box.textContent).toBe('Wird geladen …');
    expect(box.style.minHeight).toBe('12rem');
  });
});

describe('Failure', () => {
  it('says the problem in words with a retry that calls back', () => {
    const retry = vi.fn();
    show(<Failure error={new ApiError(409, { error: 'booking_conflict' })} area="m" onRetry={retry} />);
    const alert = root.querySelector('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('Dieser Termin ist nicht mehr frei');
    (alert.querySelector('button') as HTMLButtonElement).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('FailureRegion', () => {
  it('is in the page, empty, before a failure; then words it and offers a retry when given one', () => {
    const retry = vi.fn();
    show(<FailureRegion error={undefined} area="m" onRetry={retry} />);
    const region = root.querySelector('[role="alert"]') as HTMLElement;
    expect(region.textContent).toBe('');
    expect(region.querySelector('button')).toBeNull();
    show(<FailureRegion error={new ApiError(409, { error: 'booking_conflict' })} area="m" onRetry={retry} />);
    const shown = root.querySelector('[role="alert"]') as HTMLElement;
    expect(shown.textContent).toContain('Dieser Termin ist nicht mehr frei');
    (shown.querySelector('button') as HTMLButtonElement).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});

describe('ResourceView', () => {
  it('shows loading, then the data; a failure without data offers a retry that loads again', async () => {
    let attempt = 0;
    const resource = createResource(async () => {
      attempt += 1;
      if (attempt === 1) throw ApiError.backend();
      return ['Hund anmelden'];
    });
    show(
      <ResourceView resource={resource}>
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </ResourceView>,
    );
    expect(root.querySelector('[data-testid="loading"]')).not.toBeNull();
    await act(() => resource.refresh());
    expect(root.querySelector('[data-testid="failure"]')?.textContent).toContain('Offline-Backend');
    await act(async () => {
      (root.querySelector('[data-testid="failure"] button') as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(root.querySelector('li')?.textContent).toBe('Hund anmelden');
    expect(root.querySelector('[data-testid="failure"]')).toBeNull();
  });
});

describe('ErrorSummary and FieldError', () => {
  it('lists every error with a link to its field, takes focus, and a link focuses the field', () => {
    show(
      <>
        <ErrorSummary
          errors={[
            { target: 'question-profile', message: 'Wählen Sie, für wen Sie das beantragen' },
            { target: 'question-slot', message: 'Wählen Sie einen Termin' },
          ]}
        />
        <fieldset id="question-profile">
          <input type="radio" name="p" value="a" />
        </fieldset>
        <fieldset id="question-slot">
          <FieldError target="question-slot" message="Wählen Sie einen Termin" />
          <input type="radio" name="s" value="1" />
          <input type="radio" name="s" value="2" checked />
        </fieldset>
      </>,
    );
    const summary = root.querySelector('[data-testid="error-summary"]') as HTMLElement;
    expect(document.activeElement).toBe(summary);
    const links = [...summary.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#question-profile', '#question-slot']);
    expect(summary.querySelector('h2')?.textContent).toBe('Es gibt ein Problem');
    links[1]?.click();
    expect(document.activeElement).toBe(root.querySelector('input[value="2"]'));
    const message = root.querySelector('#question-slot-error') as HTMLElement;
    expect(message.textContent).toBe('Fehler: Wählen Sie einen Termin');
  });

  it('renders nothing without errors', () => {
    show(<ErrorSummary errors={[]} />);
    expect(root.innerHTML).toBe('');
    show(<FieldError target="x" message={undefined} />);
    expect(root.innerHTML).toBe('');
  });
});

describe('titles', () => {
  function Screen({ name, errors }: { name: string; errors: boolean }) {
    useTitle(name, errors);
    return null;
  }

  it('names the screen and the app, and starts with "Fehler: " / "Error: " while errors show', () => {
    show(<Screen name="Dienstleistungen" errors={false} />);
    expect(document.title).toBe('Dienstleistungen – Offline-Sandbox');
    show(<Screen name="Dienstleistungen" errors />);
    expect(document.title).toBe('Fehler: Dienstleistungen – Offline-Sandbox');
    setLangForTest('en');
    expect(screenTitle('Services', true)).toBe('Error: Services – Offline Sandbox');
  });
});

describe('unsaved edits', () => {
  function Editor({ dirty }: { dirty: boolean }) {
    useUnsavedGuard(() => dirty);
    return null;
  }

  it('asks on the page (never confirm()) before leaving, only while a mounted editor has unsaved edits', () => {
    const native = vi.fn(() => false);
    vi.stubGlobal('confirm', native);
    const left = vi.fn();
    show(<Editor dirty={false} />);
    confirmLeave(left);
    expect(left).toHaveBeenCalledOnce();
    show(
      <>
        <LeaveStep />
        <Editor dirty />
      </>,
    );
    expect(hasUnsavedEdits()).toBe(true);
    act(() => confirmLeave(left));
    expect(left).toHaveBeenCalledOnce();
    const step = root.querySelector('[data-testid="leave-step"]') as HTMLElement;
    expect(step.querySelector('h2')?.textContent).toBe('Ohne Speichern verlassen?');
    expect(document.activeElement).toBe(step.querySelector('h2'));
    act(() => (root.querySelector('[data-testid="leave-step-no"]') as HTMLButtonElement).click());
    expect(left).toHaveBeenCalledOnce();
    expect(root.querySelector('[data-testid="leave-step"]')).toBeNull();
    act(() => confirmLeave(left));
    act(() => (root.querySelector('[data-testid="leave-step-yes"]') as HTMLButtonElement).click());
    expect(left).toHaveBeenCalledTimes(2);
    expect(native).not.toHaveBeenCalled();
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    show(null);
    expect(hasUnsavedEdits()).toBe(false);
    vi.unstubAllGlobals();
  });
});

describe('ConfirmStep', () => {
  it('is a labelled region whose heading takes focus, with two buttons that say what they do', () => {
    const yes = vi.fn();
    const no = vi.fn();
    show(
      <ConfirmStep
        title="Welt beenden?"
        confirmText="Welt beenden"
        keepText="Welt behalten"
        onConfirm={yes}
        onKeep={no}
        warning
      >
        <p>Alles wird gelöscht.</p>
      </ConfirmStep>,
    );
    const region = root.querySelector('section') as HTMLElement;
    const heading = region.querySelector('h2') as HTMLElement;
    expect(region.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.activeElement).toBe(heading);
    const [doIt, keepIt] = [...region.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
    const buttons = [doIt, keepIt];
    expect(buttons.map((button) => button.textContent)).toEqual(['Welt beenden', 'Welt behalten']);
    expect(doIt.className).toBe('warning');
    act(() => doIt.click());
    expect(yes).toHaveBeenCalledOnce();
    act(() => keepIt.click());
    expect(no).toHaveBeenCalledOnce();
  });
});
