import { type AnyBulkWriteOperation, type Collection, type Db } from 'mongodb';
import type { PendingEvent, SigningSecret, WebhookEventType } from '../../domain/webhooks/webhook-events';
import type { SyncPosition } from '../../ports/profile-store';
import type {
  AttemptRecord,
  DeliveryLease,
  EndpointChanges,
  WebhookEndpoint,
  WebhookMessage,
  WebhookStore,
} from '../../ports/webhook-store';

type EndpointDocument = Omit<WebhookEndpoint, 'id'> & { _id: string };
type MessageDocument = Omit<WebhookMessage, 'id'> & { _id: string };
/** `waiting`: the version is not yet in a message (SQLite compares `version > taken`; FerretDB has no `$expr`). */
interface OutboxDocument {
  _id: string; // endpoint id \u0000 subject
  endpointId: string;
  subject: string;
  type: WebhookEventType;
  version: number;
  waiting: boolean;
}
interface SubjectDocument {
  _id: string;
  version: number;
}
interface StateDocument {
  _id: string;
  value: unknown;
}
/** An endpoint's delivery lease (its `_id` is the endpoint's). */
interface LeaseDocument {
  _id: string;
  owner: string;
  until: number;
}

const outboxId = (endpointId: string, subject: string) => `${endpointId}\u0000${subject}`;
const toEndpoint = ({ _id, ...e }: EndpointDocument): WebhookEndpoint => ({ id: _id, ...e });
// Messages saved before `sendingAt` existed have none.
const toMessage = ({ _id, ...m }: MessageDocument): WebhookMessage => ({
  id: _id,
  ...m,
  sendingAt: m.sendingAt ?? null,
});
const DUPLICATE_KEY = 11000;

/**
 * The webhook store on MongoDB, without multi-document transactions (FerretDB has none): each step is a
 * single-document write guarded by its filter, ordered so that a crash between two steps costs a duplicate
 * delivery, never a lost one (the message is saved before its events are marked taken).
 */
export class MongoWebhookStore implements WebhookStore {
  private readonly endpoints: Collection<EndpointDocument>;
  private readonly outbox: Collection<OutboxDocument>;
  private readonly messages: Collection<MessageDocument>;
  private readonly subjects: Collection<SubjectDocument>;
  private readonly state: Collection<StateDocument>;
  private readonly leases: Collection<LeaseDocument>;

  constructor(db: Db) {
    this.endpoints = db.collection('webhook_endpoints');
    this.outbox = db.collection('webhook_outbox');
    this.messages = db.collection('webhook_messages');
    this.subjects = db.collection('webhook_subjects');
    this.state = db.collection('webhook_state');
    this.leases = db.collection('webhook_leases');
  }

  /** One index per call (FerretDB 1.24 drops the connection when one createIndexes names several existing ones). */
  async ensureIndexes(): Promise<void> {
    // Before lineages they named their key (`keyId`, index `by_key`): that key is its holder (mongo-key.store.ts).
    await this.endpoints.updateMany({ keyId: { $exists: true } }, { $rename: { keyId: 'holderId' } });
    await this.endpoints.dropIndex('by_key').catch(() => undefined);
    await this.endpoints.createIndex({ holderId: 1, createdAt: 1 }, { name: 'by_holder' });
    await this.outbox.createIndex({ endpointId: 1, waiting: 1, version: 1, subject: 1 }, { name: 'waiting' });
    await this.messages.createIndex({ endpointId: 1, _id: 1 }, { name: 'by_endpoint' });
    await this.messages.createIndex({ status: 1, nextAttemptAt: 1 }, { name: 'by_status' });
  }

  async insertEndpoint(endpoint: WebhookEndpoint, maxPerHolder: number): Promise<boolean> {
    // Count, then insert: two creations racing for the last place may both pass (the limit is a budget, not a lock).
    if ((await this.endpoints.countDocuments({ holderId: endpoint.holderId })) >= maxPerHolder) return false;
    const { id, ...rest } = endpoint;
    await this.endpoints.insertOne({ _id: id, ...rest });
    return true;
  }

  async getEndpoint(id: string): Promise<WebhookEndpoint | null> {
    const doc = await this.endpoints.findOne({ _id: String(id) });
    return doc ? toEndpoint(doc) : null;
  }

  async listEndpoints(holderId: string): Promise<WebhookEndpoint[]> {
    return (
      await this.endpoints
        .find({ holderId: String(holderId) })
        .sort({ createdAt: 1, _id: 1 })
        .toArray()
    ).map(toEndpoint);
  }

  async allEndpoints(): Promise<WebhookEndpoint[]> {
    return (await this.endpoints.find({}).sort({ createdAt: 1, _id: 1 }).toArray()).map(toEndpoint);
  }

  async replaceSecrets(id: string, expected: SigningSecret[], next: SigningSecret[]): Promise<boolean> {
    // Equality on the whole array: its entries as every write makes them (`secret`, then `expiresAt`).
    const same = expected.map((s) => ({ secret: s.secret, expiresAt: s.expiresAt }));
    return (
      (await this.endpoints.updateOne({ _id: String(id), secrets: same }, { $set: { secrets: next } })).matchedCount ===
      1
    );
  }

  async updateEndpoint(id: string, changes: EndpointChanges): Promise<WebhookEndpoint | null> {
    const doc = await this.endpoints.findOneAndUpdate(
      { _id: String(id) },
      { $set: changes },
      { returnDocument: 'after' },
    );
    return doc ? toEndpoint(doc) : null;
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    const deleted = (await this.endpoints.deleteOne({ _id: String(id) })).deletedCount === 1;
    await this.outbox.deleteMany({ endpointId: String(id) });
    await this.messages.deleteMany({ endpointId: String(id) });
    await this.leases.deleteOne({ _id: String(id) });
    return deleted;
  }

  async subscribers(type: WebhookEventType, whitelistOwner?: string): Promise<WebhookEndpoint[]> {
    const filter = { enabled: true, types: type, ...(whitelistOwner !== undefined && { whitelistOwner }) };
    return (await this.endpoints.find(filter).sort({ createdAt: 1, _id: 1 }).toArray()).map(toEndpoint);
  }

  async enqueue(groups: { endpointIds: string[]; events: PendingEvent[] }[], emitted: PendingEvent[]): Promise<void> {
    // Two single-document steps, neither of which can fail on a race: the entry is created if absent (at version -1),
    // then moved to the event's version only if it holds an older one.
    const ops: AnyBulkWriteOperation<OutboxDocument>[] = groups.flatMap(({ endpointIds, events }) =>
      endpointIds.flatMap((endpointId) =>
        events.flatMap((e) => {
          const _id = outboxId(endpointId, e.subject);
          return [
            {
              updateOne: {
                filter: { _id },
                update: { $setOnInsert: { endpointId, subject: e.subject, type: e.type, version: -1, waiting: false } },
                upsert: true,
              },
            },
            {
              updateOne: {
                filter: { _id, version: { $lt: e.version } },
                update: { $set: { type: e.type, version: e.version, waiting: true } },
              },
            },
          ];
        }),
      ),
    );
    for (let i = 0; i < ops.length; i += 1000) await this.outbox.bulkWrite(ops.slice(i, i + 1000), { ordered: true });
    const recorded: AnyBulkWriteOperation<SubjectDocument>[] = emitted.map((e) => ({
      updateOne: { filter: { _id: e.subject }, update: { $max: { version: e.version } }, upsert: true },
    }));
    for (let i = 0; i < recorded.length; i += 1000)
      await this.subjects.bulkWrite(recorded.slice(i, i + 1000), { ordered: false });
  }

  async pendingEvents(endpointId: string, limit: number): Promise<PendingEvent[]> {
    const docs = await this.outbox
      .find({ endpointId, waiting: true })
      .sort({ version: 1, subject: 1 })
      .limit(limit)
      .toArray();
    return docs.map((d) => ({ subject: d.subject, type: d.type, version: d.version }));
  }

  async dropPending(endpointId: string): Promise<void> {
    await this.outbox.updateMany({ endpointId, waiting: true }, { $set: { waiting: false } });
  }

  async emittedVersions(subjects: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (let i = 0; i < subjects.length; i += 500) {
      for (const d of await this.subjects.find({ _id: { $in: subjects.slice(i, i + 500) } }).toArray())
        out.set(d._id, d.version);
    }
    return out;
  }

  async createMessage(message: WebhookMessage, taken: PendingEvent[]): Promise<void> {
    const { id, ...rest } = message;
    await this.messages.insertOne({ _id: id, ...rest });
    // Only the version taken is marked: a newer one that arrived meanwhile stays waiting.
    const ops: AnyBulkWriteOperation<OutboxDocument>[] = taken.map((e) => ({
      updateOne: {
        filter: { _id: outboxId(message.endpointId, e.subject), version: e.version },
        update: { $set: { waiting: false } },
      },
    }));
    if (ops.length > 0) await this.outbox.bulkWrite(ops, { ordered: false });
  }

  async nextPendingMessage(endpointId: string): Promise<WebhookMessage | null> {
    const doc = await this.messages.find({ endpointId, status: 'pending' }).sort({ _id: 1 }).limit(1).next();
    return doc ? toMessage(doc) : null;
  }

  async takeLease({ endpointId, owner, until }: DeliveryLease, now: number): Promise<boolean> {
    // Matched when its holder is the owner or ran out; inserted when there is none; else the upsert's insert meets the
    // live lease's _id: another run holds it.
    try {
      await this.leases.updateOne(
        { _id: endpointId, $or: [{ owner }, { until: { $lte: now } }] },
        { $set: { owner, until } },
        { upsert: true },
      );
      return true;
    } catch (err) {
      if ((err as { code?: unknown }).code === DUPLICATE_KEY) return false;
      throw err;
    }
  }

  async releaseLease({ endpointId, owner }: Pick<DeliveryLease, 'endpointId' | 'owner'>): Promise<void> {
    await this.leases.deleteOne({ _id: endpointId, owner });
  }

  async beginAttempt(lease: DeliveryLease, message: WebhookMessage, taken: PendingEvent[] | null): Promise<boolean> {
    if (!(await this.takeLease(lease, message.sendingAt!))) return false;
    if (taken) await this.createMessage(message, taken);
    else await this.messages.updateOne({ _id: message.id }, { $set: { sendingAt: message.sendingAt } });
    return true;
  }

  async recordAttempt(messageId: string, a: AttemptRecord): Promise<void> {
    await this.messages.updateOne(
      { _id: messageId },
      {
        $inc: { attempts: 1 },
        $set: {
          sendingAt: null,
          lastAttemptAt: a.at,
          status: a.status,
          responseStatus: a.responseStatus,
          latencyMs: a.latencyMs,
          error: a.error,
          nextAttemptAt: a.nextAttemptAt,
          ...(a.status === 'delivered' && { deliveredAt: a.at }),
        },
      },
    );
  }

  async getMessage(endpointId: string, messageId: string): Promise<WebhookMessage | null> {
    const doc = await this.messages.findOne({ _id: String(messageId), endpointId: String(endpointId) });
    return doc ? toMessage(doc) : null;
  }

  async listMessages(endpointId: string, before: string | null, limit: number): Promise<WebhookMessage[]> {
    const filter = { endpointId, ...(before !== null && { _id: { $lt: before } }) };
    return (await this.messages.find(filter).sort({ _id: -1 }).limit(limit).toArray()).map(toMessage);
  }

  async countMessages(endpointId: string, since: number): Promise<number> {
    return this.messages.countDocuments({ endpointId, createdAt: { $gte: since } });
  }

  async requeueMessages(endpointId: string, which: { messageId: string } | { since: number }): Promise<number> {
    const filter =
      'messageId' in which ? { endpointId, _id: which.messageId } : { endpointId, createdAt: { $gte: which.since } };
    return (await this.messages.updateMany(filter, { $set: { status: 'pending', nextAttemptAt: null } })).modifiedCount;
  }

  async failPendingMessages(endpointId: string, error: string): Promise<void> {
    await this.messages.updateMany(
      { endpointId, status: 'pending' },
      { $set: { status: 'failed', nextAttemptAt: null, error } },
    );
  }

  async endpointsWithWork(now: number): Promise<string[]> {
    const waiting = await this.outbox.distinct('endpointId', { waiting: true });
    const due = await this.messages.distinct('endpointId', {
      status: 'pending',
      $or: [{ nextAttemptAt: null }, { nextAttemptAt: { $lte: now } }],
    });
    return [...new Set([...waiting, ...due])];
  }

  async pruneMessages(before: number): Promise<number> {
    await this.outbox.deleteMany({ waiting: false, version: { $lt: before } });
    return (await this.messages.deleteMany({ createdAt: { $lt: before }, status: { $ne: 'pending' } })).deletedCount;
  }

  async sweepCheckpoint(): Promise<SyncPosition | null> {
    return ((await this.state.findOne({ _id: 'sweep' }))?.value as SyncPosition | undefined) ?? null;
  }

  async saveSweepCheckpoint(position: SyncPosition): Promise<void> {
    await this.state.updateOne({ _id: 'sweep' }, { $set: { value: position } }, { upsert: true });
  }
}
