import { LRUCache } from 'lru-cache';
import { SealedBox } from '../security/sealed-box';

/**
 * Stage 1 ids: what POST /partners/search returns as `id` and POST /partners/reveal takes as `freelanceId`. A sealed
 * (AES-256-GCM) pair of the internal id and the partner it was issued to: it reveals nothing, is stable for one
 * partner and one freelancer, and opens only for that partner: another partner's id is an unknown id.
 */
export class Stage1Ids {
  private readonly box: SealedBox;
  /** Sealing is deterministic, so an id issued before is issued again from memory (a search returns up to 100). */
  private readonly issued = new LRUCache<string, string>({ max: 50_000 });

  constructor(secret: string) {
    this.box = new SealedBox(secret, 'stage1-id');
  }

  issue(internalId: string, owner: string): string {
    const key = `${owner}\u0000${internalId}`;
    let id = this.issued.get(key);
    if (id === undefined) this.issued.set(key, (id = this.box.seal({ i: internalId, o: owner })));
    return id;
  }

  /** The internal id, when the id was issued to this owner; null otherwise. */
  resolve(id: string, owner: string): string | null {
    const claim = this.box.open(id) as { i?: unknown; o?: unknown } | null;
    return claim && claim.o === owner && typeof claim.i === 'string' ? claim.i : null;
  }
}
