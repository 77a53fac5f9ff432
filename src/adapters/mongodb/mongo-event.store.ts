import { MongoBulkWriteError, type Collection } from 'mongodb';
import type { CompanyStats, ConsultationEvent, EventStore } from '../../ports/event-store';

export type EventDocument = ConsultationEvent & { _id: string };
const DUPLICATE_KEY = 11000;

export class MongoEventStore implements EventStore {
  constructor(private readonly col: Collection<EventDocument>) {}

  async record(events: ConsultationEvent[]): Promise<{ recorded: number; duplicates: number }> {
    if (events.length === 0) return { recorded: 0, duplicates: 0 };
    const docs = events.map((e) => ({ _id: `${e.owner}\u0000${e.eventId}`, ...e }));
    try {
      const result = await this.col.insertMany(docs, { ordered: false });
      return { recorded: result.insertedCount, duplicates: 0 };
    } catch (err) {
      // Already recorded (same owner and eventId): skipped, as a retry should be.
      if (!(err instanceof MongoBulkWriteError)) throw err;
      const errors = Array.isArray(err.writeErrors) ? err.writeErrors : [err.writeErrors];
      if (errors.some((e) => e.code !== DUPLICATE_KEY)) throw err;
      return { recorded: events.length - errors.length, duplicates: errors.length };
    }
  }

  /** Counted in the application rather than with $group, which FerretDB 1.x handles on its own terms. */
  async statsFor(freelancer: string): Promise<CompanyStats[]> {
    const byCompany = new Map<string, CompanyStats>();
    const cursor = this.col.find({ freelancer: String(freelancer) }, { projection: { recruiterCompany: 1, type: 1 } });
    for await (const e of cursor) {
      const entry = byCompany.get(e.recruiterCompany) ?? { company: e.recruiterCompany, counts: {} };
      entry.counts[e.type] = (entry.counts[e.type] ?? 0) + 1;
      byCompany.set(e.recruiterCompany, entry);
    }
    return [...byCompany.values()].sort((a, b) => (a.company < b.company ? -1 : a.company > b.company ? 1 : 0));
  }
}
