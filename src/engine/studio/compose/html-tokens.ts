/**
 * A small HTML tokenizer for composing a studio page: it finds the start tags and their attributes
 * (with where each value is in the text) and the bodies of `<script>` and `<style>`, skipping
 * comments and the raw text of script, style, textarea and title, so a `<img src>` written inside a
 * script's string or a comment is never taken for a tag. It reads; it never rewrites.
 */

export interface Attribute {
  name: string;
  value: string;
  /** Where the value is in the text (without its quotes); for a value-less attribute both are the name's end. */
  start: number;
  end: number;
}

export interface StartTag {
  name: string;
  attributes: Attribute[];
  /** Where the tag is, `<` to `>` included. */
  start: number;
  end: number;
  /** For script and style: the body between the tag and its end tag. */
  body?: { start: number; end: number };
}

const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'noembed', 'noframes']);

/** Every start tag of the page, in order. */
export function startTags(html: string): StartTag[] {
  const tags: StartTag[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const close = html.indexOf('-->', open + 4);
      at = close < 0 ? html.length : close + 3;
      continue;
    }
    if (html[open + 1] === '!' || html[open + 1] === '?' || html[open + 1] === '/') {
      const close = html.indexOf('>', open);
      at = close < 0 ? html.length : close + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(html[open + 1] ?? '')) {
      at = open + 1;
      continue;
    }
    const tag = readTag(html, open);
    tags.push(tag);
    at = tag.end;
    if (RAW_TEXT.has(tag.name)) {
      const close = findEndTag(html, tag.name, tag.end);
      if (tag.name === 'script' || tag.name === 'style') tag.body = { start: tag.end, end: close };
      at = close;
    }
  }
  return tags;
}

/** Where `</name` begins (case-insensitive) after `from`, or the end of the text. */
function findEndTag(html: string, name: string, from: number): number {
  const pattern = new RegExp(`</${name}[\\s/>]`, 'ig');
  pattern.lastIndex = from;
  const found = pattern.exec(html);
  return found ? found.index : html.length;
}

function readTag(html: string, open: number): StartTag {
  let at = open + 1;
  const nameMatch = /^[A-Za-z][^\s/>]*/.exec(html.slice(at, at + 100)) as RegExpExecArray;
  const name = nameMatch[0].toLowerCase();
  at += nameMatch[0].length;
  const attributes: Attribute[] = [];
  while (at < html.length) {
    while (/[\s/]/.test(html[at] ?? '')) at++;
    if (at >= html.length || html[at] === '>') break;
    const nameStart = at;
    while (at < html.length && !/[\s/>=]/.test(html[at] as string)) at++;
    // A lone `=` or a stray quote still moves on.
    if (at === nameStart) at++;
    const attrName = html.slice(nameStart, at).toLowerCase();
    let space = at;
    while (/\s/.test(html[space] ?? '')) space++;
    if (html[space] !== '=') {
      attributes.push({ name: attrName, value: '', start: at, end: at });
      continue;
    }
    at = space + 1;
    while (/\s/.test(html[at] ?? '')) at++;
    const quote = html[at];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, at + 1);
      const end = close < 0 ? html.length : close;
      attributes.push({ name: attrName, value: html.slice(at + 1, end), start: at + 1, end });
      at = end + 1;
    } else {
      const start = at;
      while (at < html.length && !/[\s>]/.test(html[at] as string)) at++;
      attributes.push({ name: attrName, value: html.slice(start, at), start, end: at });
    }
  }
  return { name, attributes, start: open, end: Math.min(at + 1, html.length) };
}

/** The attribute's value by name, or undefined. */
export function attribute(tag: StartTag, name: string): string | undefined {
  return tag.attributes.find((a) => a.name === name)?.value;
}
