/**
 * The console forwarder (docs/studio.md, "Console"): one inline script the worker puts first into a
 * studio page's `<head>` when the page is loaded as a document or a frame (never into a file read by
 * fetch). Framed (the studio's preview), it posts each console call, uncaught error and unhandled
 * rejection to the parent window, with the file and line it came from; top-level it does nothing.
 */

/** The `type` of every message the forwarder posts. */
export const CONSOLE_MESSAGE_TYPE = 'sandbox-studio-console';

/** What the preview's parent receives (posted to `location.origin` only). */
export interface StudioConsoleMessage {
  type: typeof CONSOLE_MESSAGE_TYPE;
  project: string;
  level: 'log' | 'info' | 'warn' | 'error';
  text: string;
  /** Project-relative path (`index.html`, `js/app.mjs`); another URL as it is; null when unknown. */
  file: string | null;
  line: number | null;
  column: number | null;
}

/** The longest text sent for one message; longer ones end in "…". */
export const CONSOLE_TEXT_LIMIT = 10_000;

/** Written for the browsers the app supports (ES2020); kept small, it is in every studio page. */
function forwarderSource(project: string, folder: string): string {
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(()=>{if(window.parent===window)return;const P=${json(project)},F=location.origin+${json(folder)},C=console,N=${CONSOLE_TEXT_LIMIT};
const rel=(u)=>{if(!u)return null;u=String(u).split(/[?#]/)[0];if(!u.startsWith(F))return u;u=u.slice(F.length);return u===""||u.endsWith("/")?u+"index.html":u};
const show=(v)=>{if(typeof v==="string")return v;if(v&&typeof v==="object"&&typeof v.name==="string"&&typeof v.message==="string")return v.name+": "+v.message;try{const s=JSON.stringify(v);return s===undefined?String(v):s}catch(e){return String(v)}};
const cut=(t)=>t.length>N?t.slice(0,N)+"…":t;
const send=(level,text,file,line,column)=>{try{window.parent.postMessage({type:${json(CONSOLE_MESSAGE_TYPE)},project:P,level,text:cut(text),file:rel(file),line:line||null,column:column||null},location.origin)}catch(e){}};
const frames=(stack)=>{const out=[];for(const l of String(stack||"").split("\\n")){const m=/(https?:\\/\\/[^\\s()@]+?):(\\d+):(\\d+)\\)?\\s*$/.exec(l);if(m)out.push(m)}return out};
for(const level of ["log","info","warn","error"]){const own=C[level];C[level]=function(...args){const m=frames(new Error().stack)[1];send(level,args.map(show).join(" "),m&&m[1],m&&+m[2],m&&+m[3]);return own.apply(this,args)}}
addEventListener("error",(e)=>send("error","Uncaught "+(e.error!==undefined?show(e.error):e.message),e.filename,e.lineno,e.colno));
addEventListener("unhandledrejection",(e)=>{const m=e.reason&&frames(e.reason.stack)[0];send("error","Uncaught (in promise) "+show(e.reason),m&&m[1],m&&+m[2],m&&+m[3])});})();`;
}

/**
 * The page with the forwarder put in as early as the page allows, on the line of the tag it follows,
 * so the line numbers of the page's own inline scripts do not change: right after `<head>`; without
 * one after `<html>`; without that after the doctype (never before it: that would be quirks mode);
 * else at the very start.
 */
export function withConsoleForwarder(html: string, project: string, folder: string): string {
  const tag = `<script>${forwarderSource(project, folder)}</script>`.replace(/\n/g, '');
  const anchor = /<head(?:\s[^>]*)?>/i.exec(html) ?? /<html(?:\s[^>]*)?>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  if (!anchor) return tag + html;
  const at = anchor.index + anchor[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}
