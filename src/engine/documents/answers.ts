/**
 * The answers that serve a document: each in the reader's language (a guide by `?lang=` or
 * Accept-Language, a machine-readable document English unless `?lang=de`) and naming the address it
 * was read at (http/read-address.ts), so read through the bridge it names the bridge.
 */
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
  return guideHtml(await documents.guide(service, baseUrl, lang, viaBridge), lang);
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
