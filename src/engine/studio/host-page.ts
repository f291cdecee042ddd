/**
 * The host page (docs/studio.md, "A tab"): what a studio HTML file opened top-level gets. It is the
 * app's own page with the app's strict CSP, not the project's: its one script (`studio-host.js`, built
 * with the app, src/ui/studio/host/tab.ts) frames the same URL, which the worker answers with the
 * composed, sandboxed page, and relays that page's requests.
 */
import { STUDIO_HOST_SCRIPT } from '../../shared/build.mjs';

/** The host page's CSP: its script only, no inline code; it frames the app's own origin. */
export const HOST_PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; frame-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function hostPage(project: string, base: string): string {
  const name = escapeHtml(project);
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name} – Studio</title><script src="${base}${STUDIO_HOST_SCRIPT}" defer></script></head>
<body data-project="${name}" data-base="${escapeHtml(base)}"><noscript><p>Diese Seite des Studios braucht JavaScript.</p><p lang="en">This studio page needs JavaScript.</p></noscript></body></html>
`;
}
