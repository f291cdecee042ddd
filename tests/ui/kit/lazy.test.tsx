// @vitest-environment happy-dom
/** The kit's lazy loader: one load per part, its texts while loading and on failure, and "Try again". */
import type { ComponentType } from 'preact';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazy } from '../../../src/ui/kit/lazy.tsx';
import { deferred } from '../support/deferred.ts';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  render(null, root);
  root.remove();
});

function Greeting({ name }: { name: string }) {
  return <p data-testid="part">Hello {name}</p>;
}

const texts = { loading: () => 'Loading the part …', failed: () => 'The part could not be loaded.' };

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('lazy', () => {
  it('says it is loading, then renders the loaded component with the props', async () => {
    const chunk = deferred<ComponentType<{ name: string }>>();
    const Part = lazy(() => chunk.promise, texts);
    act(() => render(<Part name="Ada" />, root));
    expect(root.querySelector('[role="status"]')?.textContent).toBe('Loading the part …');
    chunk.resolve(Greeting);
    await settle();
    expect(root.querySelector('[data-testid="part"]')?.textContent).toBe('Hello Ada');
    expect(root.querySelector('[role="status"]')).toBeNull();
  });

  it('loads once: a second mount shows the part at once', async () => {
    let loads = 0;
    const Part = lazy(async () => {
      loads += 1;
      return Greeting;
    }, texts);
    act(() => render(<Part name="Ada" />, root));
    await settle();
    act(() => render(null, root));
    act(() => render(<Part name="Grace" />, root));
    expect(root.querySelector('[data-testid="part"]')?.textContent).toBe('Hello Grace');
    expect(loads).toBe(1);
  });

  it('says why on failure with "Try again", which loads anew', async () => {
    let loads = 0;
    const Part = lazy(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return Greeting;
    }, texts);
    act(() => render(<Part name="Ada" />, root));
    await settle();
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.querySelector('.error')?.textContent).toBe('The part could not be loaded.');
    act(() => (root.querySelector('[role="alert"] button') as HTMLButtonElement).click());
    await settle();
    expect(loads).toBe(2);
    expect(root.querySelector('[data-testid="part"]')?.textContent).toBe('Hello Ada');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('shows nothing while loading or on failure when it has no texts (a part the screen can do without)', async () => {
    const Part = lazy<{ name: string }>(() => Promise.reject(new Error('offline')));
    act(() => render(<Part name="Ada" />, root));
    expect(root.innerHTML).toBe('');
    await settle();
    expect(root.innerHTML).toBe('');
  });
});
