/**
 * A classic script beside the worker's own that the worker stores with importScripts() while it
 * installs (a new script may be imported only then; later imports of it come from the worker's script
 * store, offline too) and evaluates again at its first use in each worker start: `pdf-renderer.js`
 * and `services.js`. Its top level only puts `{ build, ... }` on `self[global]`; the build is checked
 * before anything of it runs. A script of another build is refused: at install the install fails (the
 * previous worker stays), later every request that needs it answers 503 `build_mismatch` naming both.
 */
import { ApiError } from '../engine/http/errors.ts';
import { BUILD_ID, BUILD_MISMATCH, INSTALL_REFUSED, type InstallRefusal } from '../shared/build.mjs';

/** What every stored script announces. */
interface Announced {
  /** The build the script is from. */
  build: string;
}

/** `self` as far as the stored scripts are concerned. */
declare const self: { importScripts(...urls: string[]): void } & Record<string, unknown>;

/** Why a stored script was refused at install, for the pages (`refusal` of the error `store` rejects with). */
export class ScriptRefused extends Error {
  constructor(
    readonly refusal: InstallRefusal,
    options: { cause: unknown },
  ) {
    super(
      refusal.script_build === null
        ? `${refusal.script} could not be loaded from ${refusal.url}`
        : `${refusal.script} is build ${refusal.script_build}, but the worker is build ${refusal.worker_build}`,
      options,
    );
    this.name = 'ScriptRefused';
  }
}

interface StoredScript<T extends Announced> {
  /**
   * Call in the install event, synchronously, and wait for the promise (`event.waitUntil`): it rejects
   * with a ScriptRefused naming the script and both builds.
   */
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
        const announced = (self[global] as Partial<Announced> | undefined)?.build;
        const refusal: InstallRefusal = {
          type: INSTALL_REFUSED,
          script: file,
          url: scriptUrl,
          worker_build: BUILD_ID,
          script_build: typeof announced === 'string' ? announced : null,
        };
        return Promise.reject(new ScriptRefused(refusal, { cause: error }));
      }
    },
  };
}
