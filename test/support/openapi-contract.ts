import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../../src/http/openapi/document';

/**
 * Checks a real response against the OpenAPI description: its path and method must be described (an unknown path's
 * 404 from the not-found handler excepted), its status documented, and its JSON body valid against that status's
 * schema. The /v1 prefix, the /sandbox prefix (operations marked `x-sandbox`) and the sandbox's tracked links
 * (/t/sandbox/...) map to the operations they alias.
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
  .map(([path, item]) => ({ path, item: item as Json, pattern: new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`), templated: path.includes('{') }))
  .sort((a, b) => Number(a.templated) - Number(b.templated));

function findOperation(method: string, pathname: string): { path: string; operation: Json } | null {
  let path = pathname.replace(/^\/v1(?=\/|$)/, '') || '/';
  let sandbox = false;
  if (/^\/sandbox\//.test(path)) {
    path = path.slice('/sandbox'.length);
    sandbox = true;
  } else if (path.startsWith('/t/sandbox/')) {
    path = path.replace('/t/sandbox/', '/t/');
  }
  for (const o of operations) {
    const operation = o.item[method.toLowerCase()] as Json | undefined;
    if (operation && o.pattern.test(path) && (!sandbox || operation['x-sandbox'] === true)) return { path: o.path, operation };
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
    const unknownRoute = r.status === 404 && typeof (r.body as Json)?.message === 'string' && (r.body as Json).message.startsWith('No route ');
    return unknownRoute ? null : `${where}: no operation of the OpenAPI description covers this route`;
  }
  const responses = found.operation.responses as Json;
  const statusKey = [String(r.status), `${String(r.status)[0]}XX`, 'default'].find((k) => k in responses);
  if (!statusKey) return `${where}: status ${r.status} is not documented for ${r.method.toUpperCase()} ${found.path} (documented: ${Object.keys(responses).join(', ')})`;
  const response = deref(responses[statusKey]);
  const headerProblem = headersProblem(response.headers as Json | undefined, r.headers);
  if (headerProblem) return `${where}: ${headerProblem}`;
  const mediaType = r.contentType?.split(';')[0]?.trim();
  const content = response.content as Json | undefined;
  const isJson = mediaType === 'application/json';
  if (!content) {
    return isJson && r.text ? `${where}: a JSON body where the description documents none` : null;
  }
  if (!mediaType || !(mediaType in content)) return `${where}: content type ${mediaType ?? '(none)'} is not documented (documented: ${Object.keys(content).join(', ')})`;
  if (!isJson) return null;
  // The schema's JSON pointer in the document: under the shared response when the operation refers to one.
  const ref = (responses[statusKey] as Json).$ref as string | undefined;
  const base = ref ? ref.slice(2) : pointer('paths', found.path, r.method.toLowerCase(), 'responses', statusKey);
  const validate = ajv.getSchema(`openapi.json#/${base}/${pointer('content', mediaType, 'schema')}`);
  if (!validate) return `${where}: no schema for ${mediaType}`;
  if (validate(r.body)) return null;
  const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '(body)'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` '${String(e.params.additionalProperty)}'` : ''}`);
  return `${where}: body does not match the documented schema: ${errors.join('; ')}`;
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
    if (type === 'integer' && !/^\d+$/.test(String(value))) return `header ${name} is documented as a whole number, sent as ${JSON.stringify(value)}`;
  }
  return null;
}

export const openApiDocumentForTests = doc;
