/**
 * Writes docs/reference.md, the complete reference of the interface, from what the service itself uses: every route
 * with its keys, parameters, body, answers and example from the OpenAPI description it serves (GET /openapi.json), the
 * webhook events from the same description, the error codes from the catalogue (src/http/error-catalogue.ts), and
 * the import format from the schema `fpd import` validates with (src/domain/profile/raw-profile.schema.ts).
 *
 *   npm run docs:reference            write it
 *   npm run docs:reference -- --check exit 1 when the committed file is stale (test/docs/reference.test.ts)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { z } from 'zod';
import { rawProfileSchema } from '../../src/domain/profile/raw-profile.schema';
import { ERROR_CATALOGUE } from '../../src/http/error-catalogue';
import { buildOpenApiDocument } from '../../src/http/openapi/document';

export const REFERENCE_FILE = join(__dirname, '..', '..', 'docs', 'reference.md');

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  example?: unknown;
  nullable?: boolean;
};
interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  'x-access'?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: Schema; example?: unknown }> };
  responses: Record<string, Answer>;
}
type Parameter = { $ref?: string; name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Answer = { $ref?: string; description?: string; content?: Record<string, { schema?: Schema }> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
const code = (value: unknown) => `\`${typeof value === 'string' && value !== '' ? value : JSON.stringify(value)}\``;
const characters = (n: number) => `${n} character${n === 1 ? '' : 's'}`;

function generate(): string {
  const doc = buildOpenApiDocument() as unknown as {
    info: { version: string };
    tags: { name: string; description: string }[];
    components: {
      schemas: Record<string, Schema>;
      responses: Record<string, Answer>;
      parameters: Record<string, Parameter>;
    };
    paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
    webhooks: Record<string, { post: Operation }>;
  };
  const deref = (s: Schema): Schema =>
    s.$ref ? deref(doc.components.schemas[s.$ref.replace('#/components/schemas/', '')]!) : s;
  const answerOf = (a: Answer): Answer =>
    a.$ref ? doc.components.responses[a.$ref.replace('#/components/responses/', '')]! : a;
  const parameterOf = (p: Parameter): Parameter =>
    p.$ref ? doc.components.parameters[p.$ref.replace('#/components/parameters/', '')]! : p;

  /** A schema's type in a few words: `string (at most 500)`, `array of string`, `one of: a, b`. */
  function typeOf(raw: Schema): string {
    const s = deref(raw);
    const union = s.anyOf ?? s.oneOf;
    if (union) return [...new Set(union.map(typeOf))].join(' or ');
    if (s.allOf) return s.allOf.map(typeOf).join(' and ');
    if (s.const !== undefined) return code(s.const);
    if (s.enum) return s.enum.length > 16 ? `one of ${s.enum.length} values` : `one of ${s.enum.map(code).join(', ')}`;
    const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
    let base = types.filter((t) => t !== 'null').join(' or ') || 'any';
    if (base === 'array' && s.items) base = `array of ${typeOf(s.items)}`;
    if (s.format) base += ` (${s.format})`;
    const limits = [
      s.minimum !== undefined && `≥ ${s.minimum}`,
      s.maximum !== undefined && `≤ ${s.maximum}`,
      s.minLength !== undefined && s.minLength > 0 && `at least ${characters(s.minLength)}`,
      s.maxLength !== undefined && `at most ${characters(s.maxLength)}`,
      s.minItems !== undefined && s.minItems > 0 && `at least ${s.minItems} items`,
      s.maxItems !== undefined && `at most ${s.maxItems} items`,
    ].filter(Boolean);
    if (limits.length) base += `, ${limits.join(', ')}`;
    if (types.includes('null') || s.nullable) base += ', or null';
    return base;
  }

  /** The fields of an object schema, nested ones dotted (`infos.total`, `freelances[].id`). */
  function fields(raw: Schema | undefined, prefix = '', depth = 0): string[] {
    if (!raw || depth > 5) return [];
    const s = deref(raw);
    const union = s.anyOf ?? s.oneOf;
    if (union) {
      const seen = new Set<string>();
      return union.flatMap((u) => fields(u, prefix, depth)).filter((row) => !seen.has(row) && !!seen.add(row));
    }
    if (s.allOf) return s.allOf.flatMap((part) => fields(part, prefix, depth));
    const out: string[] = [];
    for (const [name, value] of Object.entries(s.properties ?? {})) {
      const field = deref(value);
      const path = `${prefix}${name}`;
      const required = s.required?.includes(name) ? 'yes' : '';
      const notes = [
        field.description ?? value.description,
        field.default !== undefined && `Default ${code(field.default)}.`,
      ]
        .filter(Boolean)
        .join(' ');
      out.push(`| \`${path}\` | ${cell(typeOf(value))} | ${required} | ${cell(notes || '')} |`);
      const inner =
        field.type === 'array' || (Array.isArray(field.type) && field.type.includes('array')) ? field.items : field;
      if (inner) out.push(...fields(inner, field === inner ? `${path}.` : `${path}[].`, depth + 1));
    }
    return out;
  }
  const table = (rows: string[]) =>
    rows.length ? ['| Field | Type | Required | Notes |', '| --- | --- | --- | --- |', ...rows, ''] : [];

  const byTag = new Map<string, { method: string; path: string; op: Operation }[]>();
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, op }]);
    }

  const lines: string[] = [
    '# Reference',
    '',
    `Every route, field, limit, error code and webhook event of the API (version ${doc.info.version}), and the format of the profiles \`fpd import\` loads. Generated from what the service itself uses (its OpenAPI description, served at \`GET /openapi.json\`; its error catalogue; the import's schema) by \`npm run docs:reference\`; \`test/docs/reference.test.ts\` fails while this file is stale. What the fields mean together (synchronising, search, keys, webhooks) is in the guide, [api.md](api.md).`,
    '',
    '## Contents',
    '',
    ...[...byTag.keys()].map((tag) => `- [${tag}](#${tag.toLowerCase().replace(/\W+/g, '-')})`),
    '- [Webhook events](#webhook-events)',
    '- [Error codes](#error-codes)',
    '- [The import format](#the-import-format)',
    '',
  ];
  for (const [tag, ops] of byTag) {
    lines.push(`## ${tag}`, '', doc.tags.find((t) => t.name === tag)?.description ?? '', '');
    for (const { method, path, op } of ops) {
      lines.push(`### ${method.toUpperCase()} ${path}`, '', `**${op.summary ?? op.operationId}.**`, '');
      lines.push(
        op.security?.length ? `Keys: ${op['x-access']?.join(', ') ?? 'an API key'} (header \`x-api-key\`).` : 'No key.',
        '',
      );
      if (op.description) lines.push(op.description.trim(), '');
      const params = (op.parameters ?? []).map(parameterOf);
      if (params.length) {
        lines.push('| Parameter | In | Type | Required | Notes |', '| --- | --- | --- | --- | --- |');
        for (const p of params)
          lines.push(
            `| \`${p.name}\` | ${p.in} | ${cell(p.schema ? typeOf(p.schema) : '')} | ${p.required ? 'yes' : ''} | ${cell(p.description ?? p.schema?.description ?? '')} |`,
          );
        lines.push('');
      }
      const body = op.requestBody?.content['application/json'];
      if (body) {
        lines.push(`Body (JSON${op.requestBody?.required ? '' : ', optional'}):`, '', ...table(fields(body.schema)));
        if (body.example !== undefined) lines.push('```json', JSON.stringify(body.example, null, 2), '```', '');
      }
      lines.push('| Answer | Meaning |', '| --- | --- |');
      for (const [status, answer] of Object.entries(op.responses))
        lines.push(`| ${status} | ${cell(answerOf(answer).description ?? '')} |`);
      lines.push('');
      for (const [status, answer] of Object.entries(op.responses)) {
        const schema = answerOf(answer).content?.['application/json']?.schema;
        if (!status.startsWith('2') || !schema || (schema.$ref ?? '').endsWith('/Error')) continue;
        const rows = fields(schema);
        if (rows.length) lines.push(`${status} body:`, '', ...table(rows));
      }
    }
  }
  lines.push(
    '## Webhook events',
    '',
    'POSTed to your endpoints, signed as [Standard Webhooks](https://www.standardwebhooks.com/) (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`).',
    '',
  );
  for (const [name, { post }] of Object.entries(doc.webhooks)) {
    lines.push(`### ${name}`, '', post.summary ? `**${post.summary}.**` : '', '');
    if (post.description) lines.push(post.description.trim(), '');
    lines.push(...table(fields(post.requestBody?.content['application/json']?.schema)));
  }
  lines.push(
    '## Error codes',
    '',
    'Every error body carries `code`, one of these; switch on it, not on `message`.',
    '',
    '| Code | Status | Meaning | What to do |',
    '| --- | --- | --- | --- |',
    ...ERROR_CATALOGUE.map((e) => `| \`${e.code}\` | ${e.status} | ${cell(e.meaning)} | ${cell(e.action)} |`),
    '',
    '## The import format',
    '',
    '`fpd import FILE` reads NDJSON: one profile a line, JSON Resume with `meta`, holding the originals (personal e-mail, phone, original URLs) and your own id in `meta.id`. A line that breaks a rule below is reported and skipped; fields not listed are ignored (not stored). `fpd profiles export` writes this format, and importing what it wrote changes nothing. The fields ([cli.md](cli.md) for the command):',
    '',
    ...table(fields(z.toJSONSchema(rawProfileSchema, { io: 'input', unrepresentable: 'any' }) as Schema)),
  );
  return `${lines.join('\n')}\n`;
}

async function formatted(): Promise<string> {
  return format(generate(), { ...(await resolveConfig(REFERENCE_FILE)), filepath: REFERENCE_FILE });
}

async function main() {
  const text = await formatted();
  if (process.argv.includes('--check')) {
    const committed = readFileSync(REFERENCE_FILE, 'utf8');
    if (committed !== text) {
      console.error('docs/reference.md is stale: run npm run docs:reference');
      process.exit(1);
    }
    return;
  }
  writeFileSync(REFERENCE_FILE, text);
  console.log(`wrote ${REFERENCE_FILE} (${text.split('\n').length} lines)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
