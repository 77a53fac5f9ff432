import { describeDocs } from '../routes/docs/docs.openapi';
import { describeFreelances } from '../routes/freelances/freelances.openapi';
import { describeHealth, describeHealthDependencies } from '../routes/health/health.openapi';
import { describeIntegration } from '../routes/integration/integration.openapi';
import { describeMetrics } from '../routes/metrics/metrics.openapi';
import { describeMobilities } from '../routes/mobilities/mobilities.openapi';
import { describePartners } from '../routes/partners/partners.openapi';
import { describeSearch } from '../routes/partners/search.openapi';
import { describeSearchIndex } from '../routes/search-index/search-index.openapi';
import { describeTracking } from '../routes/tracking/tracking.openapi';
import { describeWebhooks } from '../routes/webhooks/webhooks.openapi';
import { ApiDescription, REAL_SERVERS } from './api-description';

/** Every resource's description; a new route module adds its `describe...` here. */
export const RESOURCE_DESCRIPTIONS: ((api: ApiDescription) => void)[] = [
  describeFreelances,
  describeSearch,
  describePartners,
  describeIntegration,
  describeWebhooks,
  describeTracking,
  describeMobilities,
  describeSearchIndex,
  describeHealth,
  describeHealthDependencies,
  describeMetrics,
  describeDocs,
];

const OVERVIEW = `Freelance Profile Distribution, API v1 (interface 1.0.4). Distributes freelancer profiles (JSON Resume with \`meta\`) to sync clients, partners (two-stage search and reveal, recruiter whitelists, events) and integrators (sub-clients).

## Base path and versions
Every route of the API is also served under \`/v1\` (\`/v1/freelances\` is \`/freelances\`): the spec's example shows that prefix. Paths are listed once, without it (each operation lists \`/v1\` among its servers); \`/openapi.json\`, \`/docs\` and \`/metrics\` are served at the root only. Paths are case-sensitive.

## Authentication and access
Every route needs the \`x-api-key\` header except the sandbox, the tracking redirects, \`/health\`, \`/health/dependencies\`, \`/openapi.json\` and \`/docs\`. Each operation states the key types it admits (**Access** line, and \`x-access\`):

| Key type | Routes |
|---|---|
| client | \`GET /freelances\`, \`POST /freelances\`, \`GET /freelances/deleted-freelances\`, \`POST /referential\` |
| integrator | the client routes and \`/integration/*\` |
| admin | the client routes and the admin routes |
| partner | \`/partners/*\` (whitelist, events, search, reveal) and \`POST /referential\` |

A missing key is 401, an invalid or revoked key 403, a key of another type 403 naming the types the route admits.

## Sandbox
\`/sandbox/freelances\` (GET and POST), \`/sandbox/freelances/deleted-freelances\`, \`/sandbox/partners/search\` and \`/sandbox/referential\` need no key (the **Sandbox** operations below: "Try it out" works there at once). They are the same routes (same validation, same services) on a synthetic dataset generated at start-up with a fixed seed, in a store of its own: no real profile can appear there. Sandbox \`meta.id\`s and tracked links are made with the sandbox's own fixed secrets, so they are stable across restarts and mean nothing to the real API. The sandbox is rate-limited per client IP.

## Errors
400: \`{ "error": "Validation failed", "message" }\`, the message naming every failing field (\`limit: must be at most 1000; foo: unknown parameter\`). Unknown query parameters and body fields are 400s, so a typo never silently returns everything. Every other error: \`{ "statusCode", "message" }\` (the spec's 401/403 shape): 403, 404, 405 (a method the path does not declare, with \`Allow\`), 409, 413 (body over 1 MB), 415 (a body that is not \`application/json\`), 429, 431 (request line and headers over 16 KB), 500 (no detail). No route answers 500 for bad input.

## Rate limits
120 requests per minute per API key across the API (\`RATE_LIMIT_PER_MINUTE\`), shared by every API process through Redis; 30 per minute per client IP in the sandbox; requests with a refused key count against a small per-IP budget (10 a minute), after which the refused keys from that IP get 429 instead of 403 until the window ends; that budget never refuses a valid key. A request without a key is 401 and not counted. Health, documentation and tracking redirects are not counted. Responses carry \`RateLimit-Policy\` (\`120;w=60\`), \`RateLimit-Limit\`, \`RateLimit-Remaining\` and \`RateLimit-Reset\` (seconds); the request over the budget gets 429 with \`Retry-After\` (seconds).

## What the spec left open, and what we decided
- **Synchronisation**: \`modifiedTime\` is Unix seconds, exclusive, by the service's clock of its own writes. \`infos\` adds \`nextCursor\` (keyset position; follow it: page numbers alone can skip profiles changed while you page) and \`nextModifiedTime\` (the value to keep for next time, a few seconds behind the present).
- **POST /freelances**: query \`page\` (1 to 1000, default 1) and \`limit\` (1 to 1000, default 1000); body \`ids\` 1 to 1000. Unknown, altered or foreign ids are left out alike.
- **Deleted listing**: query \`page\`, \`limit\` (1 to 1000) and \`showDeleted\` (must be \`true\`), all required; \`deletedAt\` in Unix seconds.
- **Tombstones**: a removed profile appears in the main listing as \`meta.status: "deleted"\` with nothing personal, and is kept indefinitely.
- **Personal data**: \`basics.email\` is a proxy address, \`basics.phone\` is always empty, \`meta.personalEmail\` a salted SHA-256; links go through the tracking host (\`/t/...\`), watermarked with the caller's IP and key.
- **Search and reveal** are open to partner keys; every search field is optional (\`page\` 1, \`limit\` 20 by default). Stage 1 ids are sealed per partner. A reveal of a recruiter in \`opt_out\` mode is 403 \`{ statusCode, message }\`.
- **Whitelists**: adding a recruiter already there answers 200 with the same address (201 when new); removing an absent one is 404.
- **Events**: \`{ type, freelanceId, recruiterEmail, occurredAt?, eventId? }\` or \`{ events: [...] }\` (1 to 100, all or nothing); types \`click_cv\`, \`click_url\`, \`add_favorite\`, \`remove_favorite\`, \`contact_email\`, \`share_profile\`; \`profile_view\` is emitted by the service.
- **Referential**: \`POST /referential\` with \`{}\` or \`{ types }\` answers the skills, regions and seniorities tables with their slugs; open to every key type.
- **Webhooks** (\`/webhooks\`, client, integrator and partner keys): subscribe up to 10 endpoints per key and receive signed events (Standard Webhooks) when profiles change or are removed, or when a partner's whitelist changes; the events are described under **webhooks**. They carry \`meta.id\`s and times, never a profile: the pull sync stays the truth.
- **Deprecated routes** (\`/partners/{partnerSlug}/*\`) answer as their successors, for your own slug only, with \`Deprecation\` and \`Link: <...>; rel="successor-version"\` headers.`;

const TAGS = [
  { name: 'Synchronisation', description: 'Pull every profile changed since your last run (client, integrator and admin keys).' },
  { name: 'Search', description: 'Stage 1 search of the anonymised pool, and the referential of filter values.' },
  { name: 'Partners', description: 'Recruiter whitelist, Stage 2 reveal and consultation events (partner keys).' },
  { name: 'Integrators', description: 'Sub-clients and their recruiter whitelists (integrator keys).' },
  { name: 'Webhooks', description: 'Signed notifications of what changed, pushed to your endpoints (client, integrator and partner keys).' },
  { name: 'Sandbox', description: 'The keyless sandbox: the same routes on synthetic data (no key, rate-limited per client IP).' },
  { name: 'Tracking', description: 'The tracking host behind distributed links.' },
  { name: 'Admin', description: 'The mobility dataset, the search reindex and metrics (admin keys).' },
  { name: 'Service', description: 'Health and documentation.' },
];

export function buildOpenApiDocument() {
  const api = new ApiDescription();
  for (const describe of RESOURCE_DESCRIPTIONS) describe(api);
  return api.document({ title: 'fpd: Freelance Profile Distribution', version: '1.0.4', description: OVERVIEW }, REAL_SERVERS, TAGS);
}

let built: ReturnType<typeof buildOpenApiDocument> | undefined;
/** The description, built once per process. */
export const openApiDocument = () => (built ??= buildOpenApiDocument());
