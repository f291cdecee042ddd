import { useState } from 'preact/hooks';
import { requestJson } from '../api/client.ts';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';

interface Answer {
  request: string;
  status: number;
  body: string;
}

/** Calls both greeting routes and shows what came back, errors included. */
export function GreetingScreen() {
  useTitle(t('greeting.title'));
  const [name, setName] = useState('Ada');
  const [answer, setAnswer] = useState<Answer | undefined>();
  const [failure, setFailure] = useState('');

  async function send(method: 'GET' | 'POST') {
    setFailure('');
    const path = method === 'GET' ? `/hello/${encodeURIComponent(name)}` : '/hello';
    try {
      const result = await requestJson(path, method === 'GET' ? {} : { method, body: JSON.stringify({ name }) });
      if (result.unexpected) throw new Error('not from the offline backend');
      setAnswer({ request: `${method} ${path}`, status: result.status, body: JSON.stringify(result.body) });
    } catch {
      setAnswer(undefined);
      setFailure(t('error.backendMissing'));
    }
  }

  return (
    <section>
      <h1 tabIndex={-1}>{t('greeting.title')}</h1>
      <p>{t('greeting.intro')}</p>
      <form class="stack" onSubmit={(event) => event.preventDefault()}>
        <label for="greeting-name">{t('greeting.name')}</label>
        <input id="greeting-name" value={name} onInput={(event) => setName(event.currentTarget.value)} />
        <div class="actions">
          <button type="button" onClick={() => send('GET')}>
            {t('greeting.get')}
          </button>
          <button type="button" onClick={() => send('POST')}>
            {t('greeting.post')}
          </button>
        </div>
      </form>
      <h2>{t('greeting.answer')}</h2>
      <div aria-live="polite" data-testid="greeting-answer">
        {failure && <p class="error">{failure}</p>}
        {answer ? (
          <>
            <p>
              <code>{answer.request}</code> – {t('greeting.status', { status: answer.status })}
            </p>
            <pre>{answer.body}</pre>
          </>
        ) : (
          !failure && <p>{t('greeting.none')}</p>
        )}
      </div>
    </section>
  );
}
