import { forbidden, notFound } from '../domain/errors';
import { isLive, maskApiKey, type ApiKeyRecord } from '../domain/keys/api-key';
import type { ApiKeyService, CreatedKey, RotatedKey } from './api-key.service';
import type { Clock } from './clock';

/** The sub-client record of the spec (integrator view). */
export interface SubClientRecord {
  name: string;
  email: string;
  company: string;
  /** The sub-client's current key, masked. */
  apiKey: string;
  clientPk: string;
  integrationClientId: string;
}

type KeyView = Omit<ApiKeyRecord, 'secretHash'>;

/**
 * An integrator's sub-clients, managed by the integrator itself: client keys attached to its slug, one
 * `integrationClientId` each (its whitelist's owner). A sub-client may hold two keys for a while (a rotation's
 * overlap): it is one sub-client, shown with its current key.
 */
export class IntegrationService {
  constructor(
    private readonly keys: ApiKeyService,
    private readonly clock: Clock,
  ) {}

  /** 403 unless the path's slug is the caller's own. */
  assertOwnSlug(caller: ApiKeyRecord, integrationClient: string): void {
    if (caller.slug !== integrationClient)
      throw forbidden('integrationClient: you can only manage your own clients', 'not_your_slug');
  }

  /** The live keys of each sub-client, current first (the newest that does not expire), sub-clients oldest first. */
  private async liveKeys(integratorSlug: string): Promise<Map<string, KeyView[]>> {
    const now = this.clock();
    const byClient = new Map<string, KeyView[]>();
    for (const k of await this.keys.records({ integratorSlug })) {
      if (k.integrationClientId === null || !isLive(k, now)) continue;
      byClient.set(k.integrationClientId, [...(byClient.get(k.integrationClientId) ?? []), k]);
    }
    const current = (a: KeyView, b: KeyView) =>
      Number(a.expiresAt !== null) - Number(b.expiresAt !== null) || b.createdAt - a.createdAt;
    for (const list of byClient.values()) list.sort(current);
    return byClient;
  }

  async clients(integratorSlug: string): Promise<SubClientRecord[]> {
    return [...(await this.liveKeys(integratorSlug)).values()].map((keys) => view(keys[0]!));
  }

  /** The sub-client with that id, if it is this integrator's; 404 otherwise (another's id is an unknown id). */
  async requireClient(integratorSlug: string, integrationClientId: string): Promise<SubClientRecord> {
    return view((await this.requireKeys(integratorSlug, integrationClientId))[0]!);
  }

  private async requireKeys(integratorSlug: string, integrationClientId: string): Promise<KeyView[]> {
    const keys = (await this.liveKeys(integratorSlug)).get(integrationClientId);
    if (!keys) throw notFound('integrationClientId: no such client', 'unknown_sub_client');
    return keys;
  }

  /** A new sub-client and its first key (shown once). */
  async createClient(
    integratorSlug: string,
    input: { name: string; email: string; company: string },
  ): Promise<CreatedKey & { client: SubClientRecord }> {
    const created = await this.keys.create({
      type: 'client',
      name: input.name,
      integrator: integratorSlug,
      email: input.email,
      company: input.company,
    });
    return { ...created, client: view(created.record) };
  }

  /**
   * Ends a sub-client: every key of it is revoked, at once (its lineage, and any other lineage it has from before
   * lineages). Its whitelist stays in the store, owned by no live key, until the clean-up of stopped keys deletes it.
   */
  async revokeClient(integratorSlug: string, integrationClientId: string): Promise<void> {
    const keys = await this.requireKeys(integratorSlug, integrationClientId);
    for (const holder of new Set(keys.map((k) => k.holderId)))
      await this.keys.revoke(keys.find((k) => k.holderId === holder)!.id);
  }

  /** A new key for a sub-client; its current key keeps working for the rotation overlap, as a holder's own rotation. */
  async rotateClient(
    integratorSlug: string,
    integrationClientId: string,
  ): Promise<RotatedKey & { client: SubClientRecord }> {
    const [current] = await this.requireKeys(integratorSlug, integrationClientId);
    const rotated = await this.keys.rotate(current!.id);
    return { ...rotated, client: view(rotated.record) };
  }
}

const view = (k: KeyView): SubClientRecord => ({
  name: k.name,
  email: k.email ?? '',
  company: k.company ?? '',
  apiKey: maskApiKey(k.id),
  clientPk: k.id,
  integrationClientId: k.integrationClientId!,
});
