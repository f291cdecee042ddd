import { BRIDGE_FILE, BRIDGE_RUN } from '../../shared/bridge-protocol.mjs';
import { BASE } from '../app/client.ts';
import { t } from '../i18n/index.ts';
import { FailureRegion, useTitle } from '../kit/index.ts';
import { CopyLine } from './CopyLine.tsx';
import {
  bridgePort,
  bridgeProblem,
  bridgeState,
  connect,
  disconnect,
  forwardedCount,
  lastDecision,
} from './connection.ts';
import { bridgeAddress, bridgeSnippets } from './snippets.ts';
import { createToolsModel } from './tools-model.ts';

/** One model for the page's lifetime, like the connection: what was typed survives moving between screens. */
const tools = createToolsModel({ state: bridgeState, problem: bridgeProblem, port: bridgePort, connect, disconnect });

/**
 * "Local tools": get the bridge (the one file the site serves, or `npm run bridge` in a copy of the
 * project), pair this tab with it, try it from a program, disconnect.
 */
export function LocalToolsScreen() {
  const state = tools.state.value;
  const failure = tools.failure.value;
  const decision = lastDecision.value;
  useTitle(t('tools.title'), failure !== undefined);

  function submit(event: Event) {
    event.preventDefault();
    tools.connect();
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
      <FailureRegion error={failure} area="bridge" />
      {state === 'paired' ? (
        <div class="stack">
          <p class="hint">{t('tools.keepOpen')}</p>
          <div class="actions">
            <button type="button" onClick={tools.disconnect}>
              {t('tools.disconnect')}
            </button>
          </div>
          <TryFromAProgram port={bridgePort.value} />
        </div>
      ) : (
        <>
          <StartTheBridge />
          <h2>{t('tools.pairTitle')}</h2>
          <form class="stack" onSubmit={submit}>
            <label for="bridge-port">{t('tools.port')}</label>
            <input
              id="bridge-port"
              inputMode="numeric"
              pattern="[0-9]{1,5}"
              required
              value={tools.port.value}
              onInput={(e) => {
                tools.port.value = e.currentTarget.value;
              }}
            />
            <label for="bridge-code">{t('tools.code')}</label>
            <input
              id="bridge-code"
              autoComplete="off"
              spellcheck={false}
              required
              value={tools.code.value}
              onInput={(e) => {
                tools.code.value = e.currentTarget.value;
              }}
            />
            <div class="actions">
              <button type="submit" disabled={state === 'connecting'}>
                {t('tools.connect')}
              </button>
            </div>
          </form>
        </>
      )}
      <h2>{t('tools.tokensTitle')}</h2>
      <p>{t('tools.tokensIntro')}</p>
      <p role="status" data-testid="bridge-decision">
        {decision && t(`tools.decided.${decision.op}.${decision.approved ? 'yes' : 'no'}`, { name: decision.name })}
      </p>
    </section>
  );
}

/** The one file to download and the one command that runs it; `npm run bridge` in a copy of the project. */
function StartTheBridge() {
  return (
    <div class="stack" data-testid="bridge-start">
      <h2>{t('tools.startTitle')}</h2>
      <p>{t('tools.download')}</p>
      <p>
        <a href={`${BASE}${BRIDGE_FILE}`} download={BRIDGE_FILE} data-testid="bridge-download">
          {t('tools.downloadLink')}
        </a>
      </p>
      <p>{t('tools.run')}</p>
      <CopyLine id="bridge-run" label={t('tools.command')} text={BRIDGE_RUN} heading={false} />
      <p class="hint">{t('tools.inProject')}</p>
    </div>
  );
}

/** After pairing: the same request from curl, Python and Node, at this bridge's address. */
function TryFromAProgram({ port }: { port: number }) {
  return (
    <div class="stack" data-testid="bridge-snippets">
      <h2>{t('tools.tryTitle')}</h2>
      <p>{t('tools.tryIntro', { port })}</p>
      {bridgeSnippets(bridgeAddress(port)).map((snippet) => (
        <CopyLine
          key={snippet.id}
          id={`snippet-${snippet.id}`}
          label={t(`tools.snippet.${snippet.id}`)}
          text={snippet.text}
        />
      ))}
    </div>
  );
}
