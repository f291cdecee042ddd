/**
 * The bootstrap (docs/studio.md, "The page's side of the relay"): one inline classic script first in
 * every composed page. It opens a MessageChannel to the host (`parent`, addressed to the app's origin,
 * which `location.origin` still names although the page's own origin is opaque), sends `fetch` over
 * it and builds each answer into a `Response`, and forwards the console, uncaught errors and unhandled
 * rejections as `StudioConsoleMessage`s, with the project file and line (from data: URLs too, by their
 * `x-file` parameter). Messages posted before the host starts the port wait in the port's queue.
 */
import { CONSOLE_MESSAGE_TYPE, CONSOLE_TEXT_LIMIT } from '../console.ts';
import { FILE_PARAMETER } from './data-url.ts';

/** The `type` of the page's first message to its host, which carries the port. */
export const HELLO_MESSAGE_TYPE = 'sandbox-studio-hello';

/** Written for the browsers the app supports (ES2020); kept small, it is in every composed page. */
export function bootstrapSource(project: string, folder: string): string {
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `(()=>{const P=${json(project)},F=${json(folder)},C=console,N=${CONSOLE_TEXT_LIMIT},ch=new MessageChannel(),port=ch.port1,waiting=new Map();let next=0;
try{parent.postMessage({type:${json(HELLO_MESSAGE_TYPE)},project:P},location.origin,[ch.port2])}catch(e){}
const rel=(u)=>{if(!u)return null;u=String(u);if(u.startsWith("data:")){const m=/;${FILE_PARAMETER}=([^;,]*)/.exec(u);return m?decodeURIComponent(m[1]):"data:"}u=u.split(/[?#]/)[0];if(!u.startsWith(F))return u;u=u.slice(F.length);return u===""||u.endsWith("/")?u+"index.html":decodeURIComponent(u)};
const show=(v)=>{if(typeof v==="string")return v;if(v&&typeof v==="object"&&typeof v.name==="string"&&typeof v.message==="string")return v.name+": "+v.message;try{const s=JSON.stringify(v);return s===undefined?String(v):s}catch(e){return String(v)}};
const cut=(t)=>t.length>N?t.slice(0,N)+"…":t;
const send=(level,text,file,line,column)=>{try{port.postMessage({type:${json(CONSOLE_MESSAGE_TYPE)},project:P,level,text:cut(text),file:rel(file),line:line||null,column:column||null})}catch(e){}};
const frames=(stack)=>{const out=[];for(const l of String(stack||"").split("\\n")){const m=/((?:https?:\\/\\/|data:)[^\\s()@]+?):(\\d+):(\\d+)\\)?\\s*$/.exec(l);if(m)out.push(m)}return out};
for(const level of ["log","info","warn","error"]){const own=C[level];C[level]=function(...args){const m=frames(new Error().stack)[1];send(level,args.map(show).join(" "),m&&m[1],m&&+m[2],m&&+m[3]);return own.apply(this,args)}}
addEventListener("error",(e)=>send("error","Uncaught "+(e.error!==undefined?show(e.error):e.message),e.filename,e.lineno,e.colno));
addEventListener("unhandledrejection",(e)=>{const m=e.reason&&frames(e.reason.stack)[0];send("error","Uncaught (in promise) "+show(e.reason),m&&m[1],m&&+m[2],m&&+m[3])});
port.onmessage=(e)=>{const a=e.data,done=a&&waiting.get(a.id);if(done){waiting.delete(a.id);done(a)}};
const empty=(s,m)=>m==="HEAD"||s===101||s===204||s===205||s===304;
window.fetch=function(input,init){let r;try{r=new Request(input,init)}catch(e){return Promise.reject(e)}
return new Promise((ok,no)=>{const id=++next,sig=r.signal;
const abort=()=>{waiting.delete(id);no(sig.reason!==undefined?sig.reason:new DOMException("The operation was aborted.","AbortError"))};
if(sig.aborted)return abort();sig.addEventListener("abort",abort);
(r.method==="GET"||r.method==="HEAD"?Promise.resolve(null):r.arrayBuffer()).then((body)=>{if(sig.aborted)return;
waiting.set(id,(a)=>{sig.removeEventListener("abort",abort);if(typeof a.error==="string")return no(new TypeError(a.error));
try{const res=new Response(empty(a.status,r.method)?null:a.body,{status:a.status,statusText:a.statusText,headers:a.headers});
Object.defineProperty(res,"url",{value:a.url});Object.defineProperty(res,"redirected",{value:!!a.redirected});ok(res)}catch(e){no(e)}});
port.postMessage({id,method:r.method,url:r.url,headers:[...r.headers],body},body?[body]:[])},no)})};})();`;
}
