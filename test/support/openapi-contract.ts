import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../src/http/openapi/document';

/**
 * Checks a real response against the OpenAPI description: its path and method must be described (an unknown path's
 * 404 from the not-found handler excepted), its status documented, and its JSON body valid against that status's
 * schema. The /v1 prefix maps to the operations that list the /v1 server.
 */

type Json = Record<string, any>;
export interface ObservedResponse {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
  text: string | undefined;
  /** Response headers, names in lower case (as Node gives them). */
  headers: Record<string, string | string[] | undefined>;
}

const doc = buildOpenApiDocument() as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(doc, 'openapi.json');

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const operations = Object.entries(doc.paths as Json)
  .map(([path, item]) => ({
    path,
    item: item as Json,
    pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    templated: path.includes('{'),
  }))
  .sort((a, b) => Number(a.templated) - Number(b.templated));

function findOperation(method: string, pathname: string): { path: string; operation: Json } | null {
  const v1 = /^\/v1(?=\/|$)/.test(pathname);
  const path = (v1 ? pathname.slice(3) : pathname) || '/';
  // Express answers HEAD with the GET route (without the body)
  const described = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase();
  for (const o of operations) {
    const operation = o.item[described] as Json | undefined;
    if (!operation || !o.pattern.test(path)) continue;
    // Under /v1 only the operations that list the /v1 server
    if (v1 && !(operation.servers as Json[]).some((s) => s.url === '/v1')) continue;
    return { path: o.path, operation };
  }
  return null;
}

const deref = (value: Json): Json => {
  if (!value?.$ref) return value;
  const parts = String(value.$ref).replace(/^#\//, '').split('/');
  return deref(parts.reduce((node: Json, p) => node?.[p.replace(/~1/g, '/').replace(/~0/g, '~')], doc));
};

/** The problem with a response, or null when it matches the description. */
export function responseProblem(r: ObservedResponse): string | null {
  const pathname = new URL(r.url, 'http://x').pathname;
  const where = `${r.method.toUpperCase()} ${pathname} -> ${r.status}`;
  const found = findOperation(r.method, pathname);
  if (!found) {
    const unknownRoute =
      r.status === 404 &&
      typeof (r.body as Json)?.message === 'string' &&
      (r.body as Json).message.startsWith('No route ');
    if (unknownRoute) return null;
    if (r.status === 405) return methodNotAllowedProblem(pathname, r);
    return `${where}: no operation of the OpenAPI description covers this route`;
  }
  const responses = found.operation.responses as Json;
  const statusKey = [String(r.status), `${String(r.status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!statusKey)
    return `${where}: status ${r.status} is not documented for ${r.method.toUpperCase()} ${found.path} (documented: ${Object.keys(responses).join(', ')})`;
  const response = deref(responses[statusKey]);
  const headerProblem = headersProblem(response.headers as Json | undefined, r.headers);
  if (headerProblem) return `${where}: ${headerProblem}`;
  if (r.method.toUpperCase() === 'HEAD') return null; // no body to check
  const mediaType = r.contentType?.split(';')[0]?.trim();
  const content = response.content as Json | undefined;
  const isJson = mediaType === 'application/json';
  if (!content) {
    return isJson && r.text ? `${where}: a JSON body where the description documents none` : null;
  }
  if (!mediaType || !(mediaType in content))
    return `${where}: content type ${mediaType ?? '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`;
  if (!isJson) return null;
  // The schema's JSON pointer in the document: under the shared response when the operation refers to one.
  const ref = (responses[statusKey] as Json).$ref as string | undefined;
  const base = ref ? ref.slice(2) : pointer('paths', found.path, r.method.toLowerCase(), 'responses', statusKey);
  const validate = ajv.getSchema(`openapi.json#/${base}/${pointer('content', mediaType, 'schema')}`);
  if (!validate) return `${where}: no schema for ${mediaType}`;
  if (validate(r.body)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`,
    );
  return `${where}: body does not match the documented schema: ${errors.join('; ')}`;
}

/**
 * A 405 answers a method that the path does not declare: its `Allow` must list exactly the methods the description
 * declares for that path (HEAD with GET), and its body is the `Error` shape.
 */
function methodNotAllowedProblem(pathname: string, r: ObservedResponse): string | null {
  const where = `${r.method.toUpperCase()} ${pathname} -> 405`;
  const declared = new Set<string>();
  for (const method of ['get', 'post', 'put', 'patch', 'delete', 'options', 'trace']) {
    const found = findOperation(method, pathname);
    if (found) declared.add(method.toUpperCase());
  }
  if (declared.size === 0) return `${where}: 405 on a path the description does not know`;
  if (declared.has(r.method.toUpperCase())) return `${where}: 405 for a method the description declares`;
  if (declared.has('GET')) declared.add('HEAD');
  const expected = [...declared].sort().join(', ');
  if (r.headers.allow !== expected)
    return `${where}: Allow is ${JSON.stringify(r.headers.allow)}, the description declares ${expected}`;
  const validate = ajv.getSchema('openapi.json#/components/schemas/Error');
  return validate!(r.body) ? null : `${where}: body does not match the Error schema`;
}

/**
 * Every header the response documents must be sent (the description documents a header only where the service always
 * sends it), and its value must match its schema: a whole number for an integer header.
 */
function headersProblem(documented: Json | undefined, sent: ObservedResponse['headers']): string | null {
  for (const [name, h] of Object.entries(documented ?? {})) {
    const value = sent[name.toLowerCase()];
    if (value === undefined) return `header ${name} is documented but not sent`;
    const type = deref(h as Json).schema?.type;
    if (type === 'integer' && !/^\d+$/.test(String(value)))
      return `header ${name} is documented as a whole number, sent as ${JSON.stringify(value)}`;
  }
  return null;
}

/**
 * The problem with a webhook message as an endpoint receives it, or null when it matches the description's `webhooks`
 * section: its type is described, the headers it documents as required are sent, and the body is valid.
 */
export function webhookMessageProblem(headers: Record<string, string>, body: string): string | null {
  const type = (JSON.parse(body) as Json).type as string;
  const operation = (doc.webhooks as Json)[type]?.post as Json | undefined;
  if (!operation) return `a ${type} message: the description's webhooks section has no such type`;
  for (const p of (operation.parameters ?? []) as Json[]) {
    if (p.in === 'header' && p.required && headers[String(p.name).toLowerCase()] === undefined)
      return `a ${type} message: header ${p.name} is documented but not sent`;
  }
  const validate = ajv.getSchema(
    `openapi.json#/${pointer('webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema')}`,
  )!;
  if (validate(JSON.parse(body))) return null;
  return `a ${type} message does not match the documented schema: ${(validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`).join('; ')}`;
}

export const openApiDocumentForTests = doc;
