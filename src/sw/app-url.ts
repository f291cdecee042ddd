/** Which URLs are the app itself, shared by the shell fallback and the owner channel's check. */

/** The app lives at `{base}` and `{base}index.html` (any query or hash: the UI uses hash routes). */
export function isAppUrl(url: URL, base: string): boolean {
  return url.pathname === base || url.pathname === `${base}index.html`;
}
