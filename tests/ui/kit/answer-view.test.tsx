// @vitest-environment happy-dom
/** The kit's answer view (issue 34): a binary answer (a PDF) as its type and size, never as garbage text. */
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AnswerView } from '../../../src/ui/kit/AnswerView.tsx';
import { answerOf } from '../../../src/ui/kit/send.ts';
import { setLangForTest } from './lang.ts';

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
  setLangForTest('de');
});

afterEach(() => {
  render(null, root);
  root.remove();
});

const PDF = new TextEncoder().encode(
  '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\nstream\n\u0000\u0001\u0002endstream\n%%EOF\n',
);

describe('AnswerView', () => {
  it('shows a PDF answer as its type and size, with no byte of it as text', () => {
    const answer = answerOf(200, [['content-type', 'application/pdf']], 'application/pdf', PDF, 12.34, false);
    act(() =>
      render(
        <AnswerView title="Antwort" level={4} answer={answer} testId="try-answer" ids={{ body: 'try-body' }} />,
        root,
      ),
    );
    const body = root.querySelector('[data-testid="try-body"]') as HTMLElement;
    expect(body.textContent).toBe(`application/pdf, ${PDF.length} Bytes: kein Text, darum nicht angezeigt.`);
    expect(root.textContent).not.toContain('%PDF');
    expect(root.querySelector('pre')).toBeNull();
    expect(root.textContent).toContain('200 · Erfolg');
    expect(root.textContent).toContain('12,3 ms');
  });

  it('shows a JSON answer as a tree, in English when the screen is', () => {
    setLangForTest('en');
    const json = new TextEncoder().encode('{"state":"review","fields":{"a":1}}');
    const answer = answerOf(201, [['content-type', 'application/json']], 'application/json', json, 3, false);
    act(() => render(<AnswerView title="Answer" level={4} answer={answer} testId="a" />, root));
    expect(root.querySelector('[data-testid="json-body"]')?.textContent).toContain('"state": "review"');
    expect(root.textContent).toContain('201 · Success');
    expect(root.querySelector('summary')?.textContent).toBe('Headers');
  });

  it('says "no body" for an empty answer, and shows a journal’s answer without a time', () => {
    act(() =>
      render(
        <AnswerView
          title="Ursprüngliche Antwort"
          level={6}
          answer={{ status: 204, headers: [], body: '', mimeType: '', size: 0 }}
          testId="answer-original"
        />,
        root,
      ),
    );
    expect(root.querySelector('h6')?.textContent).toBe('Ursprüngliche Antwort');
    expect(root.textContent).toContain('Kein Inhalt.');
    expect(root.textContent).not.toContain(' ms');
  });
});
