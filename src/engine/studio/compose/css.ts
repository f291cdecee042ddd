/**
 * CSS of a composed page: each `url(...)` and `@import` that names a project file becomes a data:
 * URL (an imported stylesheet rewritten the same way first), so fonts and images of the project
 * apply in the opaque page. Comments are skipped; nothing adds a line. A data: URL needs no quotes
 * (base64 has none), so one in a `style` attribute never ends the attribute.
 */
import { dataUrl } from './data-url.ts';
import { type ComposeContext, isCss, projectFile, textOf } from './files.ts';

const REFERENCE =
  /\/\*[\s\S]*?\*\/|url\(\s*(?:"([^"]*)"|'([^']*)'|([^)"'\s]*))\s*\)|@import\s+(?:"([^"]*)"|'([^']*)')/gi;

/** Imports nested deeper than this are left as written (and a loop ends here too). */
const MAX_DEPTH = 8;

/** The CSS with its references to project files as data: URLs; `from` is the stylesheet's URL. */
export async function rewriteCss(css: string, from: string, context: ComposeContext, depth = 0): Promise<string> {
  const matches = [...css.matchAll(REFERENCE)];
  const parts: string[] = [];
  let at = 0;
  for (const match of matches) {
    const reference = match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5];
    if (reference === undefined) continue;
    const data = await cssAsset(reference, from, context, depth);
    if (data === undefined) continue;
    parts.push(css.slice(at, match.index));
    parts.push(match[0].startsWith('@') ? `@import "${data}"` : `url(${data})`);
    at = (match.index ?? 0) + match[0].length;
  }
  parts.push(css.slice(at));
  return parts.join('');
}

/** A file a stylesheet names, as a data: URL (a stylesheet rewritten first). */
async function cssAsset(reference: string, from: string, context: ComposeContext, depth: number) {
  const found = await projectFile(context, reference, from);
  if (!found) return undefined;
  if (isCss(found.file.contentType) && depth < MAX_DEPTH) {
    const css = await rewriteCss(textOf(found.file), found.url, context, depth + 1);
    return dataUrl(found.file.contentType, found.path, new TextEncoder().encode(css)) + found.hash;
  }
  return dataUrl(found.file.contentType, found.path, new Uint8Array(found.file.bytes)) + found.hash;
}
