import type Database from 'better-sqlite3';
import type { EventType } from '../../domain/partners/vocabulary';
import type { CompanyStats, ConsultationEvent, EventStore } from '../../ports/event-store';

export class SqliteEventStore implements EventStore {
  private readonly stmt;
  private readonly db: Database.Database;

  constructor(db: Database.Database) {
    this.db = db;
    this.stmt = {
      insert: db.prepare(
        `INSERT INTO events (owner, event_id, type, freelancer, recruiter_email, recruiter_company, occurred_at, recorded_at)
         VALUES (@owner, @eventId, @type, @freelancer, @recruiterEmail, @recruiterCompany, @occurredAt, @recordedAt) ON CONFLICT DO NOTHING`,
      ),
      stats: db.prepare<[string], { company: string; type: EventType; n: number }>(
        'SELECT recruiter_company AS company, type, count(*) AS n FROM events WHERE freelancer = ? GROUP BY recruiter_company, type ORDER BY recruiter_company, type',
      ),
    };
  }

  async record(events: ConsultationEvent[]): Promise<{ recorded: number; duplicates: number }> {
    const run = this.db.transaction(() => events.reduce((n, e) => n + this.stmt.insert.run(e).changes, 0));
    const recorded = run.immediate();
    return { recorded, duplicates: events.length - recorded };
  }

  async statsFor(freelancer: string): Promise<CompanyStats[]> {
    const byCompany = new Map<string, CompanyStats>();
    for (const r of this.stmt.stats.all(freelancer)) {
      const entry = byCompany.get(r.company) ?? { company: r.company, counts: {} };
      entry.counts[r.type] = r.n;
      byCompany.set(r.company, entry);
    }
    return [...byCompany.values()];
  }
}
