import type { ApiKeyRecord } from './api-key';

/**
 * Whom a caller's data belongs to, as every service that scopes by caller names it: a partner (by its slug: its Stage
 * 1 ids, whitelist, saved searches and whitelist events) or an integrator's sub-client (by its integrationClientId:
 * its whitelist). Made here only, from an authenticated key or a sub-client the integrator owns; stored as this text.
 */
export type Owner = `partner:${string}` | `client:${string}`;

export const partnerOwner = (slug: string): Owner => `partner:${slug}`;
export const subClientOwner = (integrationClientId: string): Owner => `client:${integrationClientId}`;

/** The owner a key acts for: a partner key its partner; null for the other keys, which own no partner data. */
export function keyOwner(key: Pick<ApiKeyRecord, 'type' | 'slug'>): Owner | null {
  return key.type === 'partner' && key.slug ? partnerOwner(key.slug) : null;
}
