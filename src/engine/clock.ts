/** Time and randomness come in from outside so tests can move time and replay ids. */

export interface Clock {
  /** Milliseconds since the epoch, like Date.now(). */
  now(): number;
}

export interface RandomSource {
  /** Fills a fresh array of `length` random bytes. */
  bytes(length: number): Uint8Array;
}

export const systemClock: Clock = { now: () => Date.now() };

export const cryptoRandom: RandomSource = {
  bytes(length) {
    const out = new Uint8Array(length);
    crypto.getRandomValues(out);
    return out;
  },
};

/**
 * The same bytes on every run (mulberry32): for the tests and the scenario files, whose ids must not
 * change between builds. Never for tokens.
 */
export function seededRandom(seed = 1): RandomSource {
  let state = seed >>> 0;
  return {
    bytes(length) {
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i++) {
        state = (state + 0x6d2b79f5) >>> 0;
        let t = state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        out[i] = ((t ^ (t >>> 14)) >>> 0) & 0xff;
      }
      return out;
    },
  };
}

/** Lower-case hex of random bytes: `randomHex(random, 16)` gives 32 characters. */
export function randomHex(random: RandomSource, byteLength: number): string {
  return toHex(random.bytes(byteLength));
}

export function toHex(bytes: Uint8Array): string {
  let out = '';
  for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
  return out;
}

/** SHA-256 of a string as lower-case hex (crypto.subtle: never await it inside a Dexie transaction). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/**
 * A world ends on a whole second of its own clock (issue #26): `GET /v1/sessions/current` shows `now`
 * and `ends_at` to the second, so a client that moves the clock by `ends_at - now` must reach the end.
 * With the end on a whole second, `ends_at - now` (now cut to its second) is never less than the real
 * rest. `deviceEnd` is the device-time end; the world's clock reads it plus `offsetMs`.
 */
export function wholeSecondEnd(deviceEnd: number, offsetMs: number): number {
  return Math.floor((deviceEnd + offsetMs) / 1000) * 1000 - offsetMs;
}
