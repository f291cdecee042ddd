/**
 * "Edit and resend" for one journal entry: a form with the request as the journal kept it (secrets
 * redacted), sent as any client would, and the new answer beside the original.
 */
import { useEffect, useMemo, useRef } from 'preact/hooks';
import type { JournalEntry } from '../../engine/journal/schemas.ts';
import { t } from '../i18n/index.ts';
import { AnswerView, type ShownAnswer } from '../kit/AnswerView.tsx';
import { newIdempotencyKey } from '../kit/headers.ts';
import { errorId, FailureRegion, FieldError } from '../kit/index.ts';
import { sendAsApp } from '../kit/send.ts';
import { st } from '../kit/send-strings.ts';
import { METHODS } from './filters.ts';
import { createResendModel, type ResendModel, type SendRequest } from './resend-model.ts';

/** What the Inspector's view gives "Edit and resend": the tab's capability where it may be re-attached. */
export interface Resend {
  capability(): string | undefined;
}

/** As any client of the app, with no mark (journaled as the app's), the answer redacted by the journal's rule. */
const sendAsClient: SendRequest = (request) => sendAsApp(request, { redact: true });

function originalOf(entry: JournalEntry): ShownAnswer {
  const body = entry.response.body;
  return {
    status: entry.status,
    headers: entry.response.headers,
    body: body?.text,
    mimeType: body?.mime_type ?? '',
    size: body?.size ?? 0,
    truncated: body?.truncated ?? false,
  };
}

function ResendForm({ model, id }: { model: ResendModel; id: string }) {
  const draft = model.draft.value;
  const problem = model.problem.value;
  const methods: string[] = [...METHODS];
  if (!methods.includes(draft.method)) methods.push(draft.method);
  const field = (name: 'path' | 'headers') => `${id}-${name}`;
  const message = (name: 'path' | 'headers') =>
    problem?.field === name ? t(`inspector.resend.err.${problem.code}`) : undefined;
  return (
    <form
      class="resend-form"
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const sent = await model.send();
        if (!sent && model.problem.value) document.getElementById(field(model.problem.value.field))?.focus();
      }}
    >
      <div class="field">
        <label for={`${id}-method`}>{t('inspector.method')}</label>
        <select
          id={`${id}-method`}
          value={draft.method}
          onChange={(event) => model.edit('method', event.currentTarget.value)}
        >
          {methods.map((method) => (
            <option key={method} value={method}>
              {method}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for={field('path')}>{t('inspector.resend.path')}</label>
        <FieldError target={field('path')} message={message('path')} />
        <input
          id={field('path')}
          type="text"
          spellcheck={false}
          autocomplete="off"
          value={draft.path}
          aria-invalid={message('path') !== undefined}
          aria-describedby={message('path') ? errorId(field('path')) : undefined}
          onInput={(event) => model.edit('path', event.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for={field('headers')}>{t('inspector.headers')}</label>
        <span class="hint" id={`${id}-headers-hint`}>
          {t('inspector.resend.headersHint')}
        </span>
        <FieldError target={field('headers')} message={message('headers')} />
        <textarea
          id={field('headers')}
          rows={4}
          spellcheck={false}
          value={draft.headers}
          aria-invalid={message('headers') !== undefined}
          aria-describedby={[`${id}-headers-hint`, message('headers') ? errorId(field('headers')) : '']
            .join(' ')
            .trim()}
          onInput={(event) => model.edit('headers', event.currentTarget.value)}
        />
      </div>
      <div class="field">
        <label for={`${id}-body`}>{t('inspector.body')}</label>
        <textarea
          id={`${id}-body`}
          rows={6}
          spellcheck={false}
          value={draft.body}
          onInput={(event) => model.edit('body', event.currentTarget.value)}
        />
      </div>
      <div class="actions">
        <button type="submit" disabled={model.busy.value}>
          {t('inspector.resend.send')}
        </button>
        <button type="button" class="secondary" onClick={() => model.renewKey()}>
          {st('newKey')}
        </button>
        <button type="button" class="secondary" onClick={() => model.reset()}>
          {t('inspector.resend.reset')}
        </button>
        <button type="button" class="secondary" onClick={() => model.close()}>
          {t('inspector.resend.close')}
        </button>
      </div>
      <FailureRegion error={model.error.value} onRetry={() => void model.send()} />
    </form>
  );
}

export function ResendPanel({ entry, resend }: { entry: JournalEntry; resend: Resend }) {
  // The latest capability (the tab's world may change while the entry is open).
  const latest = useRef(resend);
  latest.current = resend;
  const model = useMemo(
    () =>
      createResendModel(
        entry,
        sendAsClient,
        () => latest.current.capability(),
        () => newIdempotencyKey('resend'),
      ),
    [entry.id],
  );
  const answer = model.answer.value;
  const id = `resend-${entry.id}`;
  const heading = useRef<HTMLHeadingElement>(null);
  // A new answer: move to it (it appears below the form, where a screen reader would not look).
  useEffect(() => {
    if (answer) heading.current?.focus();
  }, [answer]);
  return (
    <div class="resend" data-testid="resend">
      <h4>{t('inspector.resend.title')}</h4>
      {!model.editing.value ? (
        <button type="button" class="secondary" onClick={() => model.open()}>
          {t('inspector.resend.open')}
        </button>
      ) : (
        <ResendForm model={model} id={id} />
      )}
      {answer && (
        <section aria-labelledby={`${id}-compare`}>
          <h5 id={`${id}-compare`} tabIndex={-1} ref={heading}>
            {t('inspector.resend.compare')}
          </h5>
          <div class="journal-details" data-testid="resend-answers">
            <AnswerView
              title={t('inspector.resend.original')}
              level={6}
              answer={originalOf(entry)}
              testId="answer-original"
            />
            <AnswerView
              title={t('inspector.resend.new')}
              level={6}
              answer={{ ...answer, ms: Math.round(answer.ms) }}
              testId="answer-new"
            />
          </div>
        </section>
      )}
    </div>
  );
}
