/**
 * One answer as the reference's "Try it" and the Inspector's "Edit and resend" show it (issue 34):
 * the status in words, the time, the headers folded, and the body: JSON as a tree that folds, other
 * text as it came, a binary body (a PDF, an image) as its type and size, never as garbage text.
 */
import type { ComponentChildren } from 'preact';
import { lang } from '../i18n/index.ts';
import { BodyText } from './BodyText.tsx';
import { HeaderList } from './HeaderList.tsx';
import { StatusText } from './StatusText.tsx';
import type { Answer } from './send.ts';
import { st } from './send-strings.ts';

/** What the view shows: an answer just sent, or one the journal kept (no time, maybe truncated). */
export type ShownAnswer = Omit<Answer, 'ms'> & { ms?: number; truncated?: boolean };

export interface AnswerViewProps {
  title: string;
  /** The title's heading level, below the section it sits in. */
  level: 4 | 5 | 6;
  answer: ShownAnswer;
  /** The view's test id; `ids` names its status and body for tests that read them alone. */
  testId: string;
  ids?: { status?: string; body?: string };
  /** Shown under the status: what the screen knows about the answer (the reference's error guide). */
  children?: ComponentChildren;
}

export function AnswerView({ title, level, answer, testId, ids, children }: AnswerViewProps) {
  const Heading = `h${level}` as const;
  const format = new Intl.NumberFormat(lang.value, { maximumFractionDigits: 1 });
  return (
    <div class="journal-message answer-view" data-testid={testId}>
      <Heading>{title}</Heading>
      <p>
        <strong data-testid={ids?.status}>
          <StatusText status={answer.status} />
        </strong>
        {answer.ms !== undefined && ` · ${st('time', { ms: format.format(answer.ms) })}`}
      </p>
      {children}
      <details>
        <summary>{st('headers')}</summary>
        <HeaderList headers={answer.headers} />
      </details>
      <div data-testid={ids?.body}>
        <AnswerBody answer={answer} />
      </div>
    </div>
  );
}

function AnswerBody({ answer }: { answer: ShownAnswer }) {
  if (answer.body === undefined) {
    return (
      <p data-testid="answer-binary">
        {answer.size > 0 ? st('binary', { type: answer.mimeType, size: answer.size }) : st('noBody')}
      </p>
    );
  }
  if (answer.body === '') return <p>{st('noBody')}</p>;
  return <BodyText text={answer.body} mimeType={answer.mimeType} truncated={answer.truncated ?? false} />;
}
