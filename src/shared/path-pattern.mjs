// Path patterns: literal segments and `:name` captures, the one matcher of the engine's router (method
// and path) and the UI's hash routes (src/ui/routes.ts). Shared so both read a pattern the same way.

/**
 * A path's segments: `/v1/drafts/x` -> `['v1', 'drafts', 'x']`. Empty segments are kept, so
 * `/hello/` never matches `/hello/:name`.
 * @param {string} path
 * @returns {string[]}
 */
export function splitPath(path) {
  return path.split('/').slice(1);
}

/**
 * The captures of `actual` against `pattern` (both split by `splitPath`), each percent-decoded once,
 * or undefined when they do not match. A capture never matches an empty segment.
 * Throws a URIError when a capture holds invalid percent-encoding (the caller says what that means).
 * @param {readonly string[]} pattern
 * @param {readonly string[]} actual
 * @returns {Record<string, string> | undefined}
 */
export function matchSegments(pattern, actual) {
  if (pattern.length !== actual.length) return undefined;
  /** @type {Record<string, string>} */
  const params = {};
  for (let i = 0; i < pattern.length; i++) {
    const want = /** @type {string} */ (pattern[i]);
    const got = /** @type {string} */ (actual[i]);
    if (want.startsWith(':')) {
      if (got === '') return undefined;
      params[want.slice(1)] = decodeURIComponent(got);
    } else if (want !== got) {
      return undefined;
    }
  }
  return params;
}
