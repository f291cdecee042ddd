/** The Local tools model, driven by a fake bridge connection. */
import { signal } from '@preact/signals';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeProblem, BridgeState } from '../../../src/ui/bridge/connection.ts';
import { createToolsModel } from '../../../src/ui/bridge/tools-model.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { setLangForTest } from '../kit/lang.ts';

afterEach(() => setLangForTest('de'));

function fakeLink() {
  const state = signal<BridgeState>('disconnected');
  const problem = signal<BridgeProblem>(undefined);
  const attempts: Array<[number, string]> = [];
  return {
    state,
    problem,
    port: signal(4280),
    attempts,
    connect(port: number, code: string) {
      attempts.push([port, code]);
      state.value = 'connecting';
    },
    disconnect() {
      state.value = 'disconnected';
    },
  };
}

describe('Local tools model', () => {
  it('connects with the typed port and the trimmed code; the code is cleared once paired', () => {
    const link = fakeLink();
    const model = createToolsModel(link);
    expect(model.port.value).toBe('4280');
    model.port.value = '4301';
    model.code.value = ' ABCD-1234 ';
    model.connect();
    expect(link.attempts).toEqual([[4301, 'ABCD-1234']]);
    link.state.value = 'paired';
    expect(model.code.value).toBe('');
    expect(model.port.value).toBe('4301');
    model.dispose();
  });

  it('a failed Connect keeps the port and code, and words why by problemMessage in both languages', () => {
    const link = fakeLink();
    const model = createToolsModel(link);
    model.code.value = 'WRONG';
    model.connect();
    link.problem.value = 'wrong_code';
    link.state.value = 'disconnected';
    expect(model.code.value).toBe('WRONG');
    expect(problemMessage(model.failure.value, 'bridge')).toBe(
      'Der Code passt nicht. Geben Sie den Code ein, den die Brücke zuletzt ausgegeben hat.',
    );
    setLangForTest('en');
    expect(problemMessage(model.failure.value, 'bridge')).toBe(
      'The code does not match. Enter the code the bridge printed last.',
    );
    link.problem.value = undefined;
    expect(model.failure.value).toBeUndefined();
    model.dispose();
  });
});
