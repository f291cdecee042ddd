/**
 * The composed page (docs/studio.md, "The composed page"): a studio HTML file as the sandboxed frame
 * gets it. The opaque page's own requests would go to the network, so every project file it names is
 * inlined: an import map of the project's modules as data: URLs, data: URLs in the attributes that
 * load a file (scripts, stylesheets, icons, images, media), and in its CSS. The import map and the
 * bootstrap go on the line of the `<head>` tag, so the page's lines keep their numbers.
 */
import { bootstrapSource } from './bootstrap.ts';
import { rewriteCss } from './css.ts';
import { dataUrl } from './data-url.ts';
import { type ComposeContext, isCss, projectFile, textOf } from './files.ts';
import { attribute, type StartTag, startTags } from './html-tokens.ts';
import { moduleGraph } from './modules.ts';

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The attributes that load a file, per tag (a link's only for the `rel`s below). */
const LOADS: Record<string, string[]> = {
  img: ['src', 'srcset'],
  source: ['src', 'srcset'],
  video: ['poster', 'src'],
  audio: ['src'],
  track: ['src'],
  input: ['src'],
  link: ['href'],
  script: ['src'],
};
const LINK_RELS = /(^|\s)(stylesheet|icon|apple-touch-icon|modulepreload|preload|manifest)(\s|$)/i;

/** The page `html` at `pageUrl` (absolute) of `project`, composed. */
export async function composePage(html: string, pageUrl: string, project: string, context: ComposeContext) {
  const graph = moduleGraph(context);
  const edits: Edit[] = [];
  // A file named twice in the page becomes one data: URL, made once.
  const assets = new Map<string, Promise<string | undefined>>();
  const asset = (reference: string, from: string) => {
    const key = `${from} ${reference}`;
    if (!assets.has(key)) assets.set(key, assetUrl(reference, from, context));
    return assets.get(key) as Promise<string | undefined>;
  };

  const tags = startTags(html);
  for (const tag of tags) {
    const style = tag.attributes.find((a) => a.name === 'style');
    if (style) edits.push({ ...style, text: await rewriteCss(style.value, pageUrl, context) });
    if (tag.body && tag.name === 'style') {
      const css = html.slice(tag.body.start, tag.body.end);
      edits.push({ ...tag.body, text: await rewriteCss(css, pageUrl, context) });
    }
    if (tag.body && tag.name === 'script' && !attribute(tag, 'src')) {
      await graph.reach(html.slice(tag.body.start, tag.body.end), pageUrl);
    }
    for (const name of LOADS[tag.name] ?? []) {
      const found = tag.attributes.find((a) => a.name === name);
      if (!found || (tag.name === 'link' && !LINK_RELS.test(attribute(tag, 'rel') ?? ''))) continue;
      const text = await loadedUrl(tag, name, found.value, pageUrl, graph, asset);
      if (text !== undefined) edits.push({ start: found.start, end: found.end, text });
    }
  }

  const head = `<script type="importmap">${JSON.stringify({ imports: Object.fromEntries(graph.imports) }).replace(/</g, '\\u003c')}</script><script>${bootstrapSource(project, context.folder)}</script>`;
  edits.push({ ...anchorOf(html, tags), text: head.replace(/\n/g, '') });
  // From the end, so each edit's offsets still hold; the anchor's insertion goes after an edit at the same place.
  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = html;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** The value an attribute that loads a file gets, or undefined to keep it. */
async function loadedUrl(
  tag: StartTag,
  name: string,
  value: string,
  pageUrl: string,
  graph: ReturnType<typeof moduleGraph>,
  asset: (reference: string, from: string) => Promise<string | undefined>,
): Promise<string | undefined> {
  if (name === 'srcset') return srcset(value, (reference) => asset(reference, pageUrl));
  const isModule =
    (tag.name === 'script' && (attribute(tag, 'type') ?? '').trim().toLowerCase() === 'module') ||
    (tag.name === 'link' && /(^|\s)modulepreload(\s|$)/i.test(attribute(tag, 'rel') ?? ''));
  // A module's src is the very data: URL of the import map, so a module imported too runs once.
  return isModule ? graph.module(value, pageUrl) : asset(value, pageUrl);
}

/** Each candidate's URL of a `srcset` as a data: URL (the URL runs to the next space, so a data: URL's comma stays). */
async function srcset(value: string, asset: (reference: string) => Promise<string | undefined>) {
  let out = '';
  let at = 0;
  while (at < value.length) {
    const gap = /^[\s,]*/.exec(value.slice(at))?.[0] ?? '';
    out += gap;
    at += gap.length;
    if (at >= value.length) break;
    const word = /^\S+/.exec(value.slice(at))?.[0] ?? '';
    const trail = /,+$/.exec(word)?.[0] ?? '';
    const url = word.slice(0, word.length - trail.length);
    out += ((await asset(url)) ?? url) + trail;
    at += word.length;
    if (trail) continue;
    // The descriptors (`2x`, `480w`) up to the next comma.
    const descriptors = /^[^,]*/.exec(value.slice(at))?.[0] ?? '';
    out += descriptors;
    at += descriptors.length;
  }
  return out;
}

/** A project file as a data: URL; a stylesheet with its own references rewritten first. */
async function assetUrl(reference: string, from: string, context: ComposeContext): Promise<string | undefined> {
  const found = await projectFile(context, reference, from);
  if (!found) return undefined;
  const bytes = isCss(found.file.contentType)
    ? new TextEncoder().encode(await rewriteCss(textOf(found.file), found.url, context))
    : new Uint8Array(found.file.bytes);
  return dataUrl(found.file.contentType, found.path, bytes) + found.hash;
}

/**
 * Where the head's scripts go, as early as the page allows and on the line of the tag they follow:
 * right after `<head>`; without one after `<html>`; without that after the doctype (never before it:
 * that would be quirks mode); else at the very start.
 */
function anchorOf(html: string, tags: StartTag[]): { start: number; end: number } {
  const tag = tags.find((t) => t.name === 'head') ?? tags.find((t) => t.name === 'html');
  if (tag) return { start: tag.end, end: tag.end };
  const doctype = /<!doctype[^>]*>/i.exec(html);
  const at = doctype ? doctype.index + doctype[0].length : 0;
  return { start: at, end: at };
}
