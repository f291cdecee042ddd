/**
 * The MCP tools, derived from the services' contracts: each tool is one route of the HTTP API, its
 * input schema made of the route's path captures, query, Idempotency-Key and body schemas, its hints
 * from the route's method. A call is answered by that route through the engine, with the MCP
 * request's own Authorization: the same rules, scopes and errors as over HTTP.
 */
import * as v from 'valibot';
import { contentContract } from '../content/contract.ts';
import { greetingContract } from '../greeting/contract.ts';
import type { RouteSpec, ServiceContract, Words } from '../http/contract.ts';
import { municipalContract } from '../municipal/contract.ts';
import type { Lang } from '../words.ts';
import { toolArguments } from './tool-arguments.ts';

/** Who a tool is offered to: anyone, a world's credential, or a content token (with these scopes). */
type Audience = 'public' | 'world' | 'content';

export interface Tool {
  name: string;
  title: string;
  description: string;
  audience: Audience;
  /** Content scopes the tool needs beyond reading. */
  scopes: readonly string[];
  route: RouteSpec;
  /** The service whose answers are page content: marked as data in results. */
  untrusted: boolean;
  /** The receipt tool answers with the receipt's link instead of the PDF. */
  receiptLink?: true;
  /** `municipal.createDraft`: the route, for its input schema (built by the documents, see documents/port.ts). */
  routeKey: string;
  annotations: {
    title: string;
    readOnlyHint: boolean;
    destructiveHint: boolean;
    idempotentHint: boolean;
    openWorldHint: false;
  };
}

interface Selection {
  contract: ServiceContract;
  /** Route name -> what the tool adds to the route's summary, if anything. */
  routes: Record<string, Words | ''>;
}

/** Which routes become tools. Left out: sessions (a capability must never reach a model), PDFs, images, documents. */
const SELECTED: Selection[] = [
  {
    contract: municipalContract,
    routes: {
      listServices: '',
      getService: {
        en: ' Its draft_input_schema is what create_draft takes as body.',
        de: ' Sein draft_input_schema beschreibt den Inhalt, den create_draft nimmt.',
      },
      listProfiles: '',
      listSlots: '',
      createDraft: {
        en: ' Nothing is executed: show the review to the person.',
        de: ' Nichts wird ausgeführt: Zeigen Sie der Person die Prüfung.',
      },
      listCases: '',
      getCase: '',
      submitCase: {
        en: ' Only after the person reviewed this version and explicitly confirmed it. With an agent connection the case waits in review for the person’s confirmation in the app (202).',
        de: ' Erst nachdem die Person diese Version geprüft und ausdrücklich bestätigt hat. Mit einer Agenten-Verbindung wartet der Vorgang in Prüfung auf die Bestätigung der Person in der App (202).',
      },
      cancelCase: {
        en: ' Only after the person explicitly confirmed. Agent connections cannot cancel.',
        de: ' Erst nach ausdrücklicher Bestätigung der Person. Agenten-Verbindungen können nicht stornieren.',
      },
      getJournalReport: {
        en: ' Check yourself: an agent connection gets the card of its own requests, the person the world’s.',
        de: ' Prüfen Sie sich selbst: Eine Agenten-Verbindung bekommt das Zeugnis ihrer eigenen Anfragen, die Person das der Welt.',
      },
    },
  },
  {
    contract: contentContract,
    routes: {
      listPages: '',
      getPage: '',
      getLiveRevision: '',
      listHistory: '',
      createPage: '',
      replacePage: '',
      publishPage: '',
      unpublishPage: '',
      publicFeed: '',
      getJournalReport: {
        en: ' Check yourself: the card of this token’s own requests.',
        de: ' Prüfen Sie sich selbst: das Zeugnis der eigenen Anfragen dieses Tokens.',
      },
    },
  },
  { contract: greetingContract, routes: { greetByPath: '' } },
];

const DESTRUCTIVE = new Set(['cancelCase', 'unpublishPage']);

const built: Partial<Record<Lang, Tool[]>> = {};

/**
 * Every tool, built on first use and kept (the contracts do not change while the engine runs). Titles
 * and descriptions are English, what models read; German only for the reference screen in German.
 */
export function allTools(lang: Lang = 'en'): Tool[] {
  built[lang] ??= [...SELECTED.flatMap((selection) => toolsOf(selection, lang)), receiptLinkTool(lang)];
  return built[lang];
}

function toolsOf({ contract, routes }: Selection, lang: Lang): Tool[] {
  return Object.entries(routes).map(([routeName, extra]) => {
    const route = contract.routes[routeName] as RouteSpec;
    const name = `${contract.name}_${snake(routeName)}`;
    const title = route.summary[lang];
    const readOnly = route.method === 'GET';
    return {
      name,
      title,
      description: `${route.method} ${route.path}: ${title}.${extra ? extra[lang] : ''}`,
      audience: route.auth !== 'bearer' ? 'public' : contract === contentContract ? 'content' : 'world',
      scopes: (route.scopes ?? []).filter((scope) => scope !== 'content:read'),
      route,
      untrusted: contract === contentContract,
      routeKey: `${contract.name}.${routeName}`,
      annotations: {
        title,
        readOnlyHint: readOnly,
        destructiveHint: DESTRUCTIVE.has(routeName),
        idempotentHint: readOnly || route.method === 'PUT' || Boolean(route.headers?.['Idempotency-Key']),
        openWorldHint: false,
      },
    };
  });
}

/** A case's receipt as a link the person can open (the PDF itself is for people, not models). */
function receiptLinkTool(lang: Lang): Tool {
  const route = municipalContract.routes.getCase;
  const title =
    lang === 'de' ? 'Der Link zur Quittung eines abgesendeten Vorgangs' : 'The link of a submitted case’s receipt';
  return {
    name: 'municipal_get_receipt_link',
    title,
    description:
      lang === 'de'
        ? `GET /v1/drafts/{id}/receipt als Link: ${title}; 409 no_receipt, bevor der Vorgang abgesendet ist.`
        : `GET /v1/drafts/{id}/receipt as a link: ${title}; 409 no_receipt before the case is submitted.`,
    audience: 'world',
    scopes: [],
    route,
    untrusted: false,
    receiptLink: true,
    routeKey: 'municipal.getCase',
    annotations: { title, readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  };
}

/** `listServices` -> `list_services`. */
function snake(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The path, query and headers of a tool call, from its arguments; a missing required one is named. */
export function requestParts(tool: Tool, args: Record<string, unknown>) {
  const { route } = tool;
  const { all, required } = toolArguments(route);
  const missing = required.filter((key) => args[key] === undefined);
  if (missing.length > 0) return { missing };
  const names = new Set(all.map((argument) => argument.name));
  const unknown = Object.keys(args).filter((key) => !names.has(key));
  if (unknown.length > 0) return { unknown };
  const path = route.path.replace(/:([a-zA-Z_]+)/g, (_, capture: string) => encodeURIComponent(String(args[capture])));
  const query = new URLSearchParams();
  for (const key of Object.keys(route.query ?? {})) if (args[key] !== undefined) query.set(key, String(args[key]));
  const headers: Record<string, string> = {};
  if (args.idempotency_key !== undefined) headers['idempotency-key'] = String(args.idempotency_key);
  const body = 'body' in args ? JSON.stringify(args.body) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return { path, query: query.toString(), headers, body };
}

/** Arguments are an object (or absent). */
export const ToolArguments = v.optional(v.record(v.string(), v.unknown()), {});
