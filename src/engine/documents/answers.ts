/**
 * The answers that serve a document: each in the reader's language (a guide by `?lang=` or
 * Accept-Language, a machine-readable document English unless `?lang=de`) and naming the address it
 * was read at (http/read-address.ts), so read through the bridge it names the bridge.
 */
import { BRIDGE_URL } from '../../shared/bridge-protocol.mjs';
import { documentLang, guideLang } from '../http/guide-lang.ts';
import { readAddress } from '../http/read-address.ts';
import { documentJson, guideHtml } from '../http/responses.ts';
import type { DocumentedService, Documents, OpenApiService } from './port.ts';

interface Read {
  request: Request;
  url: URL;
  /** The site's base path. */
  base: string;
}

export async function guideAnswer(documents: Documents, service: DocumentedService, read: Read): Promise<Response> {
  const lang = guideLang(read.url, read.request.headers);
  const { baseUrl, viaBridge } = readAddress(read.request, read.url, read.base);
  return guideHtml(await documents.guide(service, baseUrl, lang, viaBridge ? baseUrl : pairedBridge(read.url)), lang);
}

/**
 * The bridge the app's tab is paired with, as its guide links pass it (`?bridge=5123`, a port, only
 * on the loopback address); else the default one. Anything else counts as absent.
 */
function pairedBridge(url: URL): string {
  const port = Number(url.searchParams.get('bridge'));
  return Number.isInteger(port) && port > 0 && port < 65536 ? `http://127.0.0.1:${port}/` : BRIDGE_URL;
}

export async function openApiAnswer(documents: Documents, service: OpenApiService, read: Read): Promise<Response> {
  const lang = documentLang(read.url);
  const { baseUrl } = readAddress(read.request, read.url, read.base);
  return documentJson(await documents.openApi(service, baseUrl, lang), lang);
}

export async function mcpToolsAnswer(documents: Documents, read: Read): Promise<Response> {
  const lang = documentLang(read.url);
  const { baseUrl } = readAddress(read.request, read.url, read.base);
  return documentJson(await documents.mcpTools(baseUrl, lang), lang);
}
