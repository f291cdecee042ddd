/**
 * The contract of the MCP endpoint: `POST {base}mcp`, MCP's Streamable HTTP transport without
 * sessions and with JSON answers (no SSE stream: GET is 405, as the transport allows). Its tools
 * are derived from the other services' contracts (tools.ts).
 */
import * as v from 'valibot';
import { defineContract } from '../http/contract.ts';
import { COMMON_ERRORS, STATEFUL_ERRORS } from '../http/errors.ts';
import { mcpHead } from './head.ts';

/** Protocol versions this server speaks, newest first (what the official TypeScript SDK negotiates). */
export const MCP_PROTOCOL_VERSIONS = ['2025-11-25', '2025-06-18', '2025-03-26'] as const;

const RpcId = v.union([v.string(), v.number()]);

/** One JSON-RPC 2.0 message from the client: a request (with id) or a notification (without). */
const RpcMessage = v.object({
  jsonrpc: v.literal('2.0'),
  method: v.string(),
  id: v.optional(RpcId),
  params: v.optional(v.record(v.string(), v.unknown())),
});

const RpcAnswer = v.union([
  v.strictObject({ jsonrpc: v.literal('2.0'), id: RpcId, result: v.record(v.string(), v.unknown()) }),
  v.strictObject({
    jsonrpc: v.literal('2.0'),
    id: v.nullable(RpcId),
    error: v.strictObject({ code: v.number(), message: v.string(), data: v.optional(v.unknown()) }),
  }),
]);

export const mcpContract = defineContract({
  ...mcpHead,
  title: 'MCP endpoint of the sandbox',
  version: '1.0.0',
  description:
    'Model Context Protocol over Streamable HTTP (stateless, JSON answers). Authorization is the HTTP APIs’ bearer header, set in the client’s configuration: a world capability or an agent connection for the municipal tools, a content token for the content tools.',
  bearer: { name: 'SandboxBearer', description: 'A world capability, an agent connection token or a content token.' },
  errors: {
    ...COMMON_ERRORS,
    ...STATEFUL_ERRORS,
    malformed_request: {
      status: 400,
      text: {
        en: 'MCP-Protocol-Version names a version this server does not speak. (A body that is not JSON or not a JSON-RPC request is answered with a JSON-RPC error object instead: -32700 or -32600, status 400; an unknown method -32601 and bad params -32602 come with status 200.)',
        de: 'MCP-Protocol-Version nennt eine Version, die dieser Server nicht spricht. (Ein Inhalt, der kein JSON oder keine JSON-RPC-Anfrage ist, bekommt stattdessen ein JSON-RPC-Fehlerobjekt: -32700 oder -32600 mit Status 400; eine unbekannte Methode -32601 und falsche Parameter -32602 kommen mit Status 200.)',
      },
    },
    unauthorized: {
      status: 401,
      text: {
        en: 'The bearer token is unknown, revoked or expired.',
        de: 'Das Bearer-Token ist unbekannt, widerrufen oder abgelaufen.',
      },
    },
  },
  schemas: { RpcMessage, RpcAnswer },
  routes: {
    message: {
      method: 'POST',
      path: '/mcp',
      summary: {
        en: 'One JSON-RPC message: initialize, ping, tools/list, tools/call, or a notification',
        de: 'Eine JSON-RPC-Nachricht: initialize, ping, tools/list, tools/call oder eine Benachrichtigung',
      },
      auth: 'optional',
      headers: {
        'MCP-Protocol-Version': {
          schema: v.picklist(MCP_PROTOCOL_VERSIONS),
          required: false,
          description: {
            en: 'The negotiated protocol version, on every request after initialize.',
            de: 'Die ausgehandelte Protokollversion, bei jeder Anfrage nach initialize.',
          },
        },
      },
      body: { json: RpcMessage, example: { jsonrpc: '2.0', id: 1, method: 'tools/list' } },
      responses: {
        200: { description: { en: 'The JSON-RPC answer', de: 'Die JSON-RPC-Antwort' }, json: RpcAnswer },
        202: {
          description: {
            en: 'A notification or a response was accepted (no body)',
            de: 'Eine Benachrichtigung oder Antwort wurde angenommen (ohne Inhalt)',
          },
        },
        400: {
          description: {
            en: "A JSON-RPC error object with id null or the request's id: -32700 (the body is not JSON) or -32600 (not a JSON-RPC request; batches included)",
            de: 'Ein JSON-RPC-Fehlerobjekt mit der id null oder der id der Anfrage: -32700 (der Inhalt ist kein JSON) oder -32600 (keine JSON-RPC-Anfrage; auch Stapel)',
          },
          json: RpcAnswer,
        },
      },
      errors: ['unauthorized', 'documents_unavailable'],
    },
  },
});

export type RpcMessage = v.InferOutput<typeof RpcMessage>;
export { RpcMessage as RpcMessageSchema };
