import { useEffect, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { useTitle } from '../kit/index.ts';
import {
  bridgePort,
  bridgeProblem,
  bridgeState,
  connect,
  disconnect,
  forwardedCount,
  lastDecision,
} from './connection.ts';

/** "Local tools": pair this tab with the local bridge, see whether it is connected, disconnect. */
export function LocalToolsScreen() {
  const [port, setPort] = useState(String(bridgePort.value));
  const [code, setCode] = useState('');
  const state = bridgeState.value;
  const problem = bridgeProblem.value;
  const decision = lastDecision.value;
  useTitle(t('tools.title'), problem !== undefined);

  // The pairing code stays in its field until pairing worked: a failed Connect loses nothing typed.
  useEffect(() => {
    if (state === 'paired') setCode('');
  }, [state]);

  function submit(event: Event) {
    event.preventDefault();
    connect(Number(port), code.trim());
  }

  return (
    <section aria-labelledby="tools-heading">
      <h1 id="tools-heading" tabIndex={-1}>
        {t('tools.title')}
      </h1>
      <p>{t('tools.intro')}</p>
      <p role="status" data-testid="bridge-state" data-state={state}>
        <strong>{t('tools.state')}: </strong>
        {state === 'paired'
          ? t('tools.state.paired', { port: bridgePort.value, count: forwardedCount.value })
          : t(state === 'connecting' ? 'tools.state.connecting' : 'tools.state.disconnected')}
      </p>
      <div role="alert">{problem && <p class="error">{t(`tools.problem.${problem}`)}</p>}</div>
      {state === 'paired' ? (
        <div class="stack">
          <p class="hint">{t('tools.keepOpen')}</p>
          <div class="actions">
            <button type="button" onClick={disconnect}>
              {t('tools.disconnect')}
            </button>
          </div>
        </div>
      ) : (
        <form class="stack" onSubmit={submit}>
          <label for="bridge-port">{t('tools.port')}</label>
          <input
            id="bridge-port"
            inputMode="numeric"
            pattern="[0-9]{1,5}"
            required
            value={port}
            onInput={(e) => setPort(e.currentTarget.value)}
          />
          <label for="bridge-code">{t('tools.code')}</label>
          <input
            id="bridge-code"
            autoComplete="off"
            spellcheck={false}
            required
            value={code}
            onInput={(e) => setCode(e.currentTarget.value)}
          />
          <div class="actions">
            <button type="submit" disabled={state === 'connecting'}>
              {t('tools.connect')}
            </button>
          </div>
        </form>
      )}
      <h2>{t('tools.tokensTitle')}</h2>
      <p>{t('tools.tokensIntro')}</p>
      <p role="status" data-testid="bridge-decision">
        {decision && t(`tools.decided.${decision.op}.${decision.approved ? 'yes' : 'no'}`, { name: decision.name })}
      </p>
    </section>
  );
}
