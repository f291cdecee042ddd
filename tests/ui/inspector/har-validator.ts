/** The HAR 1.2 JSON schema (npm `har-schema`, draft-06) compiled with Ajv, for the export's tests. */
import { createRequire } from 'node:module';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

const require = createRequire(import.meta.url);
const schemas = require('har-schema') as Record<string, { $id: string }>;

export function harValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  addFormats(ajv);
  for (const schema of Object.values(schemas)) ajv.addSchema(schema);
  const validate = ajv.getSchema('har.json#');
  if (!validate) throw new Error('har-schema has no har.json');
  return (har: unknown): string[] =>
    validate(har) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}
