import type { App } from '../../app';

/** The subset of JSON Schema the OpenAPI document of the API uses (generated from the zod contract). */
export type JsonSchema = {
  type?: 'object' | 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
};

export type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };

/** One route as the OpenAPI document describes it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify form: /api/tasks/:id/toggle */
  url: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
  /** Needs a bearer token (optional ones too: a sent token must be valid). */
  bearer: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, unknown>[];
      }
    >
  >;
};

/** Every operation of the API, read from the OpenAPI document the server serves at /api/docs/json. */
export async function apiOperations(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        url: path.replace(/\{(\w+)\}/g, ':$1'),
        parameters: op.parameters ?? [],
        body: op.requestBody?.content?.['application/json']?.schema,
        bearer: (op.security ?? []).some((s) => 'bearerAuth' in s),
      });
    }
  }
  return operations;
}

/** API routes of the route table, as `METHOD /url` (HEAD twins, the docs UI and the SPA left out). */
export function apiRoutes(app: App) {
  return app.routeTable
    .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
    .map((r) => `${r.method} ${r.url}`);
}
