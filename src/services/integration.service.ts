import { forbidden, notFound } from '../domain/errors';
import { maskApiKey, type ApiKeyRecord } from '../domain/keys/api-key';
import type { KeyStore } from '../ports/key-store';

/** The sub-client record of the spec (integrator view). */
export interface SubClientRecord {
  name: string;
  email: string;
  company: string;
  apiKey: string;
  clientPk: string;
  integrationClientId: string;
}

/** An integrator's view of its sub-clients (client keys created with `fpd keys create --integrator`). */
export class IntegrationService {
  constructor(private readonly keys: KeyStore) {}

  /** 403 unless the path's slug is the caller's own. */
  assertOwnSlug(caller: ApiKeyRecord, integrationClient: string): void {
    if (caller.slug !== integrationClient) throw forbidden('integrationClient: you can only manage your own clients', 'not_your_slug');
  }

  async clients(integratorSlug: string): Promise<SubClientRecord[]> {
    return (await this.keys.list({ integratorSlug }))
      .filter((k) => k.revokedAt === null)
      .map((k) => ({
        name: k.name,
        email: k.email ?? '',
        company: k.company ?? '',
        apiKey: maskApiKey(k.id),
        clientPk: k.id,
        integrationClientId: k.integrationClientId!,
      }));
  }

  /** The sub-client with that id, if it is this integrator's; 404 otherwise (another's id is an unknown id). */
  async requireClient(integratorSlug: string, integrationClientId: string): Promise<SubClientRecord> {
    const client = (await this.clients(integratorSlug)).find((c) => c.integrationClientId === integrationClientId);
    if (!client) throw notFound('integrationClientId: no such client', 'unknown_sub_client');
    return client;
  }
}
