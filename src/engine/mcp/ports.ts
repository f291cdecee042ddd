/**
 * What the MCP endpoint needs of the services whose bearers it accepts, declared here by the consumer
 * and wired in the composition root (services/all.ts). MCP never reaches into the content or municipal
 * service's internals: a new need is a new member here, and tests/architecture/layers.test.ts fails on
 * a direct import.
 */
export interface McpBearers {
  /** The scopes of the request's content token (`cms_…`); throws the content service's 401 for a bad one. */
  contentScopes(request: Request): Promise<readonly string[]>;
  /** Checks the request's world capability; throws the municipal service's 401 for a bad one. */
  requireWorld(request: Request): Promise<void>;
}
