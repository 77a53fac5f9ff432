import type { EventType } from '../domain/partners/vocabulary';

export interface ConsultationEvent {
  /** Unique within its owner: the caller's eventId (retries are harmless), or one the service generated. */
  eventId: string;
  owner: string;
  type: EventType;
  /** Internal id of the freelancer. */
  freelancer: string;
  recruiterEmail: string;
  recruiterCompany: string;
  occurredAt: number;
  recordedAt: number;
}

export interface CompanyStats {
  company: string;
  counts: Partial<Record<EventType, number>>;
}

/** Consultation events (R1) and the freelancer-side statistics drawn from them. SQLite and MongoDB adapters. */
export interface EventStore {
  /** Records the events; one already recorded under the same (owner, eventId) is skipped. */
  record(events: ConsultationEvent[]): Promise<{ recorded: number; duplicates: number }>;
  /** Per recruiter company, the number of events of each type about one freelancer. */
  statsFor(freelancer: string): Promise<CompanyStats[]>;
}
