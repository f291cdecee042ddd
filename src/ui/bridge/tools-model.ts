/**
 * The Local tools screen as a model: the port and pairing code typed (kept while the person moves
 * between screens, and after a failed Connect; the code is cleared once paired), the bridge's state,
 * and why the last attempt ended as the kit's error (worded by problemMessage, area `bridge`).
 */
import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import { ApiError } from '../kit/api.ts';
import type { BridgeProblem, BridgeState } from './connection.ts';

/** The bridge connection as the screen uses it (connection.ts in the app, a fake in tests). */
export interface BridgeLink {
  state: ReadonlySignal<BridgeState>;
  problem: ReadonlySignal<BridgeProblem>;
  port: ReadonlySignal<number>;
  connect(port: number, code: string): void;
  disconnect(): void;
}

export function createToolsModel(link: BridgeLink) {
  const port = signal(String(link.port.value));
  const code = signal('');
  // The pairing code stays in its field until pairing worked: a failed Connect loses nothing typed.
  const stop = effect(() => {
    if (link.state.value === 'paired') code.value = '';
  });
  return {
    port,
    code,
    state: link.state,
    failure: computed(() => (link.problem.value ? new ApiError(0, { error: link.problem.value }) : undefined)),
    connect() {
      link.connect(Number(port.value), code.value.trim());
    },
    disconnect: () => link.disconnect(),
    /** Ends the model's watch of the connection (tests; the app's model lives as long as the page). */
    dispose: stop,
  };
}

export type ToolsModel = ReturnType<typeof createToolsModel>;
