/** The arguments of the MCP tool that calls a route: its path captures, query, Idempotency-Key and body. */
import type { AnySchema, RouteSpec } from '../http/contract.ts';

interface ToolArgument {
  name: string;
  schema?: AnySchema;
  description?: string;
}

export function toolArguments(route: RouteSpec): { all: ToolArgument[]; required: string[] } {
  const all: ToolArgument[] = [];
  const required: string[] = [];
  const add = (argument: ToolArgument, isRequired: boolean) => {
    all.push(argument);
    if (isRequired) required.push(argument.name);
  };
  for (const [, capture] of route.path.matchAll(/:([a-zA-Z_]+)/g)) {
    add({ name: capture as string, schema: route.params?.[capture as string] }, true);
  }
  for (const [name, schema] of Object.entries(route.query ?? {})) add({ name, schema }, schema.type !== 'optional');
  const key = route.headers?.['Idempotency-Key'];
  if (key) {
    add(
      {
        name: 'idempotency_key',
        schema: key.schema,
        description: `${key.description.en} Sent as the Idempotency-Key header.`,
      },
      true,
    );
  }
  if (route.body && 'json' in route.body) {
    add({ name: 'body', schema: route.body.json, description: 'The JSON body of the request.' }, true);
  }
  return { all, required };
}
