import { useMemo } from 'preact/hooks';
import { requestJson } from '../app/client.ts';
import { t } from '../i18n/index.ts';
import { ApiError, problemMessage, useTitle } from '../kit/index.ts';
import { createGreetingModel } from './greeting-model.ts';

/** Any answer of the offline backend (a 422 included); no answer from it is the kit's `backend` failure. */
async function sendGreeting(path: string, init: RequestInit) {
  const result = await requestJson(path, init);
  if (result.unexpected) throw ApiError.backend();
  return result;
}

/** Calls both greeting routes and shows what came back, errors included (greeting-model.ts). */
export function GreetingScreen() {
  const model = useMemo(() => createGreetingModel(sendGreeting), []);
  const { name, answer, failure } = model;
  useTitle(t('greeting.title'));
  const shown = answer.value;

  return (
    <section>
      <h1 tabIndex={-1}>{t('greeting.title')}</h1>
      <p>{t('greeting.intro')}</p>
      <form class="stack" onSubmit={(event) => event.preventDefault()}>
        <label for="greeting-name">{t('greeting.name')}</label>
        <input
          id="greeting-name"
          value={name.value}
          onInput={(event) => {
            name.value = event.currentTarget.value;
          }}
        />
        <div class="actions">
          <button type="button" onClick={() => void model.send('GET')}>
            {t('greeting.get')}
          </button>
          <button type="button" onClick={() => void model.send('POST')}>
            {t('greeting.post')}
          </button>
        </div>
      </form>
      <h2>{t('greeting.answer')}</h2>
      <div aria-live="polite" data-testid="greeting-answer">
        {failure.value !== undefined && <p class="error">{problemMessage(failure.value)}</p>}
        {shown ? (
          <>
            <p>
              <code>{shown.request}</code> – {t('greeting.status', { status: shown.status })}
            </p>
            <pre>{shown.body}</pre>
          </>
        ) : (
          failure.value === undefined && <p>{t('greeting.none')}</p>
        )}
      </div>
    </section>
  );
}
