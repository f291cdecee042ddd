/** Small builders shared by the OpenAPI documents of the municipal and content APIs. */
import { toJsonSchema } from '@valibot/to-json-schema';

/** A valibot schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its `$schema` line. */
export function schemaOf(schema: Parameters<typeof toJsonSchema>[0]): Record<string, unknown> {
  const { $schema: _, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', errorMode: 'ignore' }) as Record<
    string,
    unknown
  >;
  return rest;
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const jsonContent = (schema: object) => ({ 'application/json': { schema } });

/** A response whose body is the document's Problem schema. */
export const problem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: ref('Problem') } },
});
