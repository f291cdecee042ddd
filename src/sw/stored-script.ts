/**
 * A classic script beside the worker's own that the worker stores with importScripts() while it
 * installs (a new script may be imported only then; later imports of it come from the worker's script
 * store, offline too) and evaluates again at its first use in each worker start: `pdf-renderer.js`
 * and `services.js`. Its top level only puts `{ build, ... }` on `self[global]`; the build is checked
 * before anything of it runs. A script of another build is refused: at install the install fails (the
 * previous worker stays), later every request that needs it answers 503 `build_mismatch` naming both.
 */
import { ApiError } from '../engine/http/errors.ts';
import { BUILD_ID, BUILD_MISMATCH } from '../shared/build.mjs';

/** What every stored script announces. */
export interface Announced {
  /** The build the script is from. */
  build: string;
}

/** `self` as far as the stored scripts are concerned. */
declare const self: { importScripts(...urls: string[]): void } & Record<string, unknown>;

export interface StoredScript<T extends Announced> {
  /** Call in the install event, synchronously, and wait for the promise (`event.waitUntil`). */
  store(): Promise<void>;
  /** The script's announcement, evaluating the script if it was not yet in this worker start. */
  get(): T;
}

/**
 * `file` is the script's name for messages, `global` the property of `self` it sets, `unavailable` the
 * Problem code when it sets none.
 */
export function storedScript<T extends Announced>(
  scriptUrl: string,
  file: string,
  global: string,
  unavailable: string,
): StoredScript<T> {
  const get = (): T => {
    if (!self[global]) self.importScripts(scriptUrl);
    const script = self[global] as T | undefined;
    if (!script) throw new ApiError(503, unavailable, `${file} set nothing.`);
    if (script.build !== BUILD_ID) {
      throw new ApiError(
        503,
        BUILD_MISMATCH,
        `${file} is build ${script.build}, but this worker is build ${BUILD_ID}: it is not run. Deploy every file of one build together.`,
        { extra: { worker_build: BUILD_ID, script_build: script.build } },
      );
    }
    return script;
  };
  return {
    get,
    store() {
      try {
        get();
        return Promise.resolve();
      } catch (error) {
        console.error(`[sw] ${file} cannot be installed`, error);
        return Promise.reject(error);
      }
    },
  };
}
