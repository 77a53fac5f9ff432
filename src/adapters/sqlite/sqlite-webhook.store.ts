import type Database from 'better-sqlite3';
import type { PendingEvent, SigningSecret, WebhookEventType } from '../../domain/webhooks/webhook-events';
import type { SyncPosition } from '../../ports/profile-store';
import type {
  AttemptRecord,
  DeliveryLease,
  EndpointChanges,
  MessageStatus,
  WebhookEndpoint,
  WebhookMessage,
  WebhookStore,
} from '../../ports/webhook-store';

interface EndpointRow {
  id: string;
  holder_id: string;
  whitelist_owner: string | null;
  url: string;
  description: string;
  types: string;
  enabled: number;
  disabled_reason: string | null;
  secrets: string;
  created_at: number;
  updated_at: number;
  last_success_at: number | null;
  failing_since: number | null;
}

interface MessageRow {
  id: string;
  endpoint_id: string;
  type: WebhookEventType;
  payload: string;
  event_count: number;
  status: MessageStatus;
  attempts: number;
  created_at: number;
  last_attempt_at: number | null;
  next_attempt_at: number | null;
  delivered_at: number | null;
  response_status: number | null;
  latency_ms: number | null;
  error: string | null;
  sending_at: number | null;
}

const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  holderId: r.holder_id,
  whitelistOwner: r.whitelist_owner,
  url: r.url,
  description: r.description,
  types: JSON.parse(r.types),
  enabled: r.enabled === 1,
  disabledReason: r.disabled_reason,
  secrets: JSON.parse(r.secrets),
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  lastSuccessAt: r.last_success_at,
  failingSince: r.failing_since,
});

const endpointRow = (e: WebhookEndpoint): EndpointRow => ({
  id: e.id,
  holder_id: e.holderId,
  whitelist_owner: e.whitelistOwner,
  url: e.url,
  description: e.description,
  types: JSON.stringify(e.types),
  enabled: e.enabled ? 1 : 0,
  disabled_reason: e.disabledReason,
  secrets: JSON.stringify(e.secrets),
  created_at: e.createdAt,
  updated_at: e.updatedAt,
  last_success_at: e.lastSuccessAt,
  failing_since: e.failingSince,
});

const toMessage = (r: MessageRow): WebhookMessage => ({
  id: r.id,
  endpointId: r.endpoint_id,
  type: r.type,
  payload: r.payload,
  eventCount: r.event_count,
  status: r.status,
  attempts: r.attempts,
  createdAt: r.created_at,
  lastAttemptAt: r.last_attempt_at,
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at,
  responseStatus: r.response_status,
  latencyMs: r.latency_ms,
  error: r.error,
  sendingAt: r.sending_at,
});

const CHUNK = 500;

export class SqliteWebhookStore implements WebhookStore {
  private readonly stmt;

  constructor(private readonly db: Database.Database) {
    this.stmt = {
      countByKey: db.prepare<[string], { n: number }>(
        'SELECT count(*) AS n FROM webhook_endpoints WHERE holder_id = ?',
      ),
      insertEndpoint: db.prepare(
        `INSERT INTO webhook_endpoints (id, holder_id, whitelist_owner, url, description, types, enabled, disabled_reason, secrets, created_at, updated_at, last_success_at, failing_since)
         VALUES (@id, @holder_id, @whitelist_owner, @url, @description, @types, @enabled, @disabled_reason, @secrets, @created_at, @updated_at, @last_success_at, @failing_since)`,
      ),
      getEndpoint: db.prepare<[string], EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = ?'),
      listEndpoints: db.prepare<[string], EndpointRow>(
        'SELECT * FROM webhook_endpoints WHERE holder_id = ? ORDER BY created_at, id',
      ),
      enabledEndpoints: db.prepare<[], EndpointRow>(
        'SELECT * FROM webhook_endpoints WHERE enabled = 1 ORDER BY created_at, id',
      ),
      allEndpoints: db.prepare<[], EndpointRow>('SELECT * FROM webhook_endpoints ORDER BY created_at, id'),
      replaceSecrets: db.prepare('UPDATE webhook_endpoints SET secrets = ? WHERE id = ? AND secrets = ?'),
      deleteEndpoint: db.prepare('DELETE FROM webhook_endpoints WHERE id = ?'),
      deleteOutbox: db.prepare('DELETE FROM webhook_outbox WHERE endpoint_id = ?'),
      deleteMessages: db.prepare('DELETE FROM webhook_messages WHERE endpoint_id = ?'),
      deleteLease: db.prepare('DELETE FROM webhook_leases WHERE endpoint_id = ?'),
      enqueue: db.prepare(
        `INSERT INTO webhook_outbox (endpoint_id, subject, type, version, taken) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (endpoint_id, subject) DO UPDATE SET type = excluded.type, version = excluded.version WHERE excluded.version > webhook_outbox.version`,
      ),
      pending: db.prepare<[string, number], PendingEvent>(
        'SELECT subject, type, version FROM webhook_outbox WHERE endpoint_id = ? AND version > taken ORDER BY version, subject LIMIT ?',
      ),
      dropPending: db.prepare('UPDATE webhook_outbox SET taken = version WHERE endpoint_id = ? AND version > taken'),
      take: db.prepare('UPDATE webhook_outbox SET taken = ? WHERE endpoint_id = ? AND subject = ? AND taken < ?'),
      recordEmitted: db.prepare(
        'INSERT INTO webhook_subjects (subject, version) VALUES (?, ?) ON CONFLICT (subject) DO UPDATE SET version = excluded.version WHERE excluded.version > webhook_subjects.version',
      ),
      insertMessage: db.prepare(
        `INSERT INTO webhook_messages (id, endpoint_id, type, payload, event_count, status, attempts, created_at, last_attempt_at, next_attempt_at, delivered_at, response_status, latency_ms, error, sending_at)
         VALUES (@id, @endpoint_id, @type, @payload, @event_count, @status, @attempts, @created_at, @last_attempt_at, @next_attempt_at, @delivered_at, @response_status, @latency_ms, @error, @sending_at)`,
      ),
      // Taken when free, run out, or already the owner's: `changes` is 0 when another run holds a live lease.
      takeLease: db.prepare(
        `INSERT INTO webhook_leases (endpoint_id, owner, until) VALUES (@endpointId, @owner, @until)
         ON CONFLICT (endpoint_id) DO UPDATE SET owner = excluded.owner, until = excluded.until
         WHERE webhook_leases.owner = excluded.owner OR webhook_leases.until <= @now`,
      ),
      releaseLease: db.prepare('DELETE FROM webhook_leases WHERE endpoint_id = ? AND owner = ?'),
      markSending: db.prepare('UPDATE webhook_messages SET sending_at = ? WHERE id = ?'),
      nextPending: db.prepare<[string], MessageRow>(
        "SELECT * FROM webhook_messages WHERE endpoint_id = ? AND status = 'pending' ORDER BY id LIMIT 1",
      ),
      recordAttempt: db.prepare(
        `UPDATE webhook_messages SET attempts = attempts + 1, last_attempt_at = @at, status = @status, response_status = @responseStatus, latency_ms = @latencyMs,
           error = @error, next_attempt_at = @nextAttemptAt, delivered_at = CASE WHEN @status = 'delivered' THEN @at ELSE delivered_at END,
           sending_at = NULL
         WHERE id = @id`,
      ),
      getMessage: db.prepare<[string, string], MessageRow>(
        'SELECT * FROM webhook_messages WHERE endpoint_id = ? AND id = ?',
      ),
      listMessages: db.prepare<[string, string, number], MessageRow>(
        'SELECT * FROM webhook_messages WHERE endpoint_id = ? AND id < ? ORDER BY id DESC LIMIT ?',
      ),
      countSince: db.prepare<[string, number], { n: number }>(
        'SELECT count(*) AS n FROM webhook_messages WHERE endpoint_id = ? AND created_at >= ?',
      ),
      requeueOne: db.prepare(
        "UPDATE webhook_messages SET status = 'pending', next_attempt_at = NULL WHERE endpoint_id = ? AND id = ?",
      ),
      requeueSince: db.prepare(
        "UPDATE webhook_messages SET status = 'pending', next_attempt_at = NULL WHERE endpoint_id = ? AND created_at >= ?",
      ),
      failPending: db.prepare(
        "UPDATE webhook_messages SET status = 'failed', next_attempt_at = NULL, error = ? WHERE endpoint_id = ? AND status = 'pending'",
      ),
      withWork: db.prepare<[number], { endpoint_id: string }>(
        `SELECT DISTINCT endpoint_id FROM webhook_outbox WHERE version > taken
         UNION SELECT DISTINCT endpoint_id FROM webhook_messages WHERE status = 'pending' AND coalesce(next_attempt_at, 0) <= ?`,
      ),
      pruneMessages: db.prepare("DELETE FROM webhook_messages WHERE created_at < ? AND status <> 'pending'"),
      pruneOutbox: db.prepare('DELETE FROM webhook_outbox WHERE version <= taken AND version < ?'),
      getState: db.prepare<[string], { value: string }>('SELECT value FROM webhook_state WHERE key = ?'),
      setState: db.prepare(
        'INSERT INTO webhook_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
      ),
    };
  }

  async insertEndpoint(endpoint: WebhookEndpoint, maxPerHolder: number): Promise<boolean> {
    return this.db
      .transaction(() => {
        if (this.stmt.countByKey.get(endpoint.holderId)!.n >= maxPerHolder) return false;
        this.stmt.insertEndpoint.run(endpointRow(endpoint));
        return true;
      })
      .immediate();
  }

  async getEndpoint(id: string): Promise<WebhookEndpoint | null> {
    const row = this.stmt.getEndpoint.get(id);
    return row ? toEndpoint(row) : null;
  }

  async listEndpoints(holderId: string): Promise<WebhookEndpoint[]> {
    return this.stmt.listEndpoints.all(holderId).map(toEndpoint);
  }

  async allEndpoints(): Promise<WebhookEndpoint[]> {
    return this.stmt.allEndpoints.all().map(toEndpoint);
  }

  async replaceSecrets(id: string, expected: SigningSecret[], next: SigningSecret[]): Promise<boolean> {
    // The column holds JSON.stringify of the list, as every write makes it: the same list is the same text.
    return this.stmt.replaceSecrets.run(JSON.stringify(next), id, JSON.stringify(expected)).changes === 1;
  }

  async updateEndpoint(id: string, changes: EndpointChanges): Promise<WebhookEndpoint | null> {
    return this.db
      .transaction(() => {
        const row = this.stmt.getEndpoint.get(id);
        if (!row) return null;
        const next = { ...toEndpoint(row), ...changes };
        const columns = endpointRow(next);
        this.db
          .prepare(
            `UPDATE webhook_endpoints SET url = @url, description = @description, types = @types, enabled = @enabled, disabled_reason = @disabled_reason,
               secrets = @secrets, updated_at = @updated_at, last_success_at = @last_success_at, failing_since = @failing_since WHERE id = @id`,
          )
          .run(columns);
        return next;
      })
      .immediate();
  }

  async deleteEndpoint(id: string): Promise<boolean> {
    return this.db
      .transaction(() => {
        this.stmt.deleteOutbox.run(id);
        this.stmt.deleteMessages.run(id);
        this.stmt.deleteLease.run(id);
        return this.stmt.deleteEndpoint.run(id).changes === 1;
      })
      .immediate();
  }

  async subscribers(type: WebhookEventType, whitelistOwner?: string): Promise<WebhookEndpoint[]> {
    return this.stmt.enabledEndpoints
      .all()
      .map(toEndpoint)
      .filter((e) => e.types.includes(type) && (whitelistOwner === undefined || e.whitelistOwner === whitelistOwner));
  }

  async enqueue(groups: { endpointIds: string[]; events: PendingEvent[] }[], emitted: PendingEvent[]): Promise<void> {
    this.db
      .transaction(() => {
        for (const { endpointIds, events } of groups) {
          for (const endpointId of endpointIds)
            for (const e of events) this.stmt.enqueue.run(endpointId, e.subject, e.type, e.version);
        }
        for (const e of emitted) this.stmt.recordEmitted.run(e.subject, e.version);
      })
      .immediate();
  }

  async pendingEvents(endpointId: string, limit: number): Promise<PendingEvent[]> {
    return this.stmt.pending.all(endpointId, limit);
  }

  async dropPending(endpointId: string): Promise<void> {
    this.stmt.dropPending.run(endpointId);
  }

  async emittedVersions(subjects: string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    for (let i = 0; i < subjects.length; i += CHUNK) {
      const chunk = subjects.slice(i, i + CHUNK);
      const rows = this.db
        .prepare<string[], { subject: string; version: number }>(
          `SELECT subject, version FROM webhook_subjects WHERE subject IN (${chunk.map(() => '?').join(',')})`,
        )
        .all(...chunk);
      for (const r of rows) out.set(r.subject, r.version);
    }
    return out;
  }

  async createMessage(message: WebhookMessage, taken: PendingEvent[]): Promise<void> {
    this.db.transaction(() => this.insertMessage(message, taken)).immediate();
  }

  private insertMessage(message: WebhookMessage, taken: PendingEvent[]): void {
    this.stmt.insertMessage.run({
      id: message.id,
      endpoint_id: message.endpointId,
      type: message.type,
      payload: message.payload,
      event_count: message.eventCount,
      status: message.status,
      attempts: message.attempts,
      created_at: message.createdAt,
      last_attempt_at: message.lastAttemptAt,
      next_attempt_at: message.nextAttemptAt,
      delivered_at: message.deliveredAt,
      response_status: message.responseStatus,
      latency_ms: message.latencyMs,
      error: message.error,
      sending_at: message.sendingAt,
    });
    for (const e of taken) this.stmt.take.run(e.version, message.endpointId, e.subject, e.version);
  }

  async takeLease(lease: DeliveryLease, now: number): Promise<boolean> {
    return this.stmt.takeLease.run({ ...lease, now }).changes === 1;
  }

  async releaseLease(lease: Pick<DeliveryLease, 'endpointId' | 'owner'>): Promise<void> {
    this.stmt.releaseLease.run(lease.endpointId, lease.owner);
  }

  async beginAttempt(lease: DeliveryLease, message: WebhookMessage, taken: PendingEvent[] | null): Promise<boolean> {
    return this.db
      .transaction(() => {
        if (this.stmt.takeLease.run({ ...lease, now: message.sendingAt }).changes !== 1) return false;
        if (taken) this.insertMessage(message, taken);
        else this.stmt.markSending.run(message.sendingAt, message.id);
        return true;
      })
      .immediate();
  }

  async nextPendingMessage(endpointId: string): Promise<WebhookMessage | null> {
    const row = this.stmt.nextPending.get(endpointId);
    return row ? toMessage(row) : null;
  }

  async recordAttempt(messageId: string, a: AttemptRecord): Promise<void> {
    this.stmt.recordAttempt.run({ id: messageId, ...a });
  }

  async getMessage(endpointId: string, messageId: string): Promise<WebhookMessage | null> {
    const row = this.stmt.getMessage.get(endpointId, messageId);
    return row ? toMessage(row) : null;
  }

  async listMessages(endpointId: string, before: string | null, limit: number): Promise<WebhookMessage[]> {
    return this.stmt.listMessages.all(endpointId, before ?? '\u{10FFFF}', limit).map(toMessage);
  }

  async countMessages(endpointId: string, since: number): Promise<number> {
    return this.stmt.countSince.get(endpointId, since)!.n;
  }

  async requeueMessages(endpointId: string, which: { messageId: string } | { since: number }): Promise<number> {
    return 'messageId' in which
      ? this.stmt.requeueOne.run(endpointId, which.messageId).changes
      : this.stmt.requeueSince.run(endpointId, which.since).changes;
  }

  async failPendingMessages(endpointId: string, error: string): Promise<void> {
    this.stmt.failPending.run(error, endpointId);
  }

  async endpointsWithWork(now: number): Promise<string[]> {
    return this.stmt.withWork.all(now).map((r) => r.endpoint_id);
  }

  async pruneMessages(before: number): Promise<number> {
    this.stmt.pruneOutbox.run(before);
    return this.stmt.pruneMessages.run(before).changes;
  }

  async sweepCheckpoint(): Promise<SyncPosition | null> {
    const row = this.stmt.getState.get('sweep');
    return row ? (JSON.parse(row.value) as SyncPosition) : null;
  }

  async saveSweepCheckpoint(position: SyncPosition): Promise<void> {
    this.stmt.setState.run('sweep', JSON.stringify(position));
  }
}
