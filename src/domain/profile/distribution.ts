import { createHmac } from 'node:crypto';
import type { RawProfile, StoredProfile } from './raw-profile.schema';
import { IdCipher } from '../security/id-cipher';
import { SealedBox } from '../security/sealed-box';
import { hashPersonalEmail } from '../security/email-hash';
import { deriveKey } from '../security/secret-keys';

/**
 * The transformations applied on the way out (spec: "Data transformations applied before distribution"). They are
 * computed per response from the stored originals, which stay untouched:
 * - `basics.email` becomes a stable proxy address on the freelancer proxy domain; `basics.phone` is always "".
 * - `meta.personalEmail` is the salted SHA-256 of the personal e-mail.
 * - `basics.url`, each `basics.profiles[].url` and the CV link go through the tracking host, watermarked with the
 *   caller's IP address inside a sealed token (the original URL is not readable from the link).
 * - `meta.id` is the AES-256-CBC encryption of the internal id.
 * Output is built field by field from the spec's tables: a field the spec does not list is never sent.
 */

export type TrackedField = 'url' | 'cv' | `profile:${number}`;

/** What a tracking token holds: which profile and link, and the watermark (who fetched it, from which address). */
export interface TrackingClaim {
  p: string; // internal profile id
  f: TrackedField;
  ip: string; // watermark: the IP address of the caller the link was issued to
  k: string; // id of the API key the link was issued to
}

export interface DistributionSecrets {
  idSecret: string;
  emailHashSalt: string;
  trackingSecret: string;
}

export interface DistributionOptions {
  freelancerProxyDomain: string;
  /** Base of tracked links, e.g. https://track.example.com/t ; the service serves GET {base}/{token}. */
  trackingBaseUrl: string;
}

/** Who a profile is serialised for: tracked links carry these as their watermark. */
export interface Viewer {
  ip: string;
  keyId: string;
}

export interface DeletedFreelanceRecord {
  basics: { email: string };
  meta: { id: string; status: 'account_deleted'; deletedAt: number };
}

const ABSENT = undefined;
const nonEmpty = (value: string | undefined) => (value ? value : ABSENT);

export class ProfileDistributor {
  readonly ids: IdCipher;
  readonly tracking: SealedBox;
  private readonly proxyKey: Buffer;
  private readonly trackingBase: string;

  constructor(
    private readonly secrets: DistributionSecrets,
    private readonly options: DistributionOptions,
  ) {
    this.ids = new IdCipher(secrets.idSecret);
    this.tracking = new SealedBox(secrets.trackingSecret, 'tracking');
    this.proxyKey = deriveKey(secrets.idSecret, 'freelancer-proxy-email');
    this.trackingBase = options.trackingBaseUrl.replace(/\/+$/, '');
  }

  publicId(internalId: string): string {
    return this.ids.encrypt(internalId);
  }

  /** Resolves a distributed `meta.id` (or, for operators, the internal id itself is handled by callers). */
  internalId(publicId: string): string | null {
    return this.ids.decrypt(publicId);
  }

  /** A stable proxy address for a freelancer: same profile, same address, and nothing personal in it. */
  proxyEmail(internalId: string): string {
    const tag = createHmac('sha256', this.proxyKey).update(internalId).digest('base64url').slice(0, 16).toLowerCase().replace(/[^a-z0-9]/g, 'x');
    return `fl-${tag}@${this.options.freelancerProxyDomain}`;
  }

  trackedUrl(internalId: string, field: TrackedField, viewer: Viewer): string {
    const claim: TrackingClaim = { p: internalId, f: field, ip: viewer.ip, k: viewer.keyId };
    return `${this.trackingBase}/${this.tracking.seal(claim)}`;
  }

  readTrackingToken(token: string): TrackingClaim | null {
    const claim = this.tracking.open(token) as Partial<TrackingClaim> | null;
    if (!claim || typeof claim.p !== 'string' || typeof claim.f !== 'string') return null;
    return claim as TrackingClaim;
  }

  /** The original URL behind a tracked field of a profile, if it has one. */
  static originalUrl(profile: RawProfile, field: TrackedField): string | null {
    if (field === 'url') return profile.basics.url || null;
    if (field === 'cv') return profile.meta.cvUrl || null;
    const index = Number(field.slice('profile:'.length));
    return profile.basics.profiles[index]?.url || null;
  }

  /** The full profile as GET /freelances, POST /freelances and the Stage 2 reveal send it. */
  distribute(stored: StoredProfile, viewer: Viewer): DistributedProfile {
    if (stored.removalReason) return this.tombstone(stored);
    const { profile: p, internalId } = stored;
    const b = p.basics;
    const f = p.meta.freelance;
    const track = (field: TrackedField, original: string) => (original ? this.trackedUrl(internalId, field, viewer) : ABSENT);
    return {
      basics: {
        name: b.name,
        label: b.label,
        image: b.image,
        email: this.proxyEmail(internalId),
        phone: '',
        url: track('url', b.url),
        summary: nonEmpty(b.summary),
        location: b.location && {
          address: b.location.address,
          postalCode: b.location.postalCode,
          city: b.location.city,
          countryCode: b.location.countryCode,
          region: b.location.region,
        },
        profiles: b.profiles.map((s, i) => ({ username: s.username, network: s.network, url: track(`profile:${i}`, s.url) })),
      },
      work: p.work.map((w) => ({ name: w.name, position: w.position, startDate: nonEmpty(w.startDate), endDate: nonEmpty(w.endDate), summary: w.summary })),
      education: p.education.map((e) => ({ institution: e.institution, area: e.area, studyType: e.studyType, startDate: nonEmpty(e.startDate), endDate: nonEmpty(e.endDate) })),
      certificates: p.certificates.map((c) => ({ name: c.name, issuer: c.issuer, url: nonEmpty(c.url), startDate: nonEmpty(c.startDate) })),
      skills: p.skills.map((s) => ({ name: s.name, level: s.level, keywords: [...s.keywords] })),
      languages: p.languages.map((l) => ({ language: l.language, fluency: l.fluency })),
      volunteer: p.volunteer,
      awards: p.awards,
      publications: p.publications,
      interests: p.interests,
      references: p.references,
      projects: p.projects,
      meta: {
        id: this.publicId(internalId),
        status: 'completed',
        createdAt: p.meta.createdAt ?? new Date(stored.createdAt).toISOString(),
        updatedAt: p.meta.updatedAt ?? new Date(stored.modifiedAt).toISOString(),
        personalEmail: hashPersonalEmail(this.secrets.emailHashSalt, b.email),
        firstName: p.meta.firstName,
        lastName: p.meta.lastName,
        cvUrl: p.meta.cvUrl ? track('cv', p.meta.cvUrl) : ABSENT,
        freelance: {
          available: f.available,
          availabilityDate: f.availabilityDate,
          rate: f.rate,
          seniority: f.seniority,
          professions: [...f.professions],
          openToCdi: f.openToCdi,
          vehicle: f.vehicle,
          preferences: {
            missionDuration: [...f.preferences.missionDuration],
            remoteWork: [...f.preferences.remoteWork],
            daysPerWeek: [...f.preferences.daysPerWeek],
            workAreas: f.preferences.workAreas.map((a) => ({ ...a })),
          },
        },
      },
    };
  }

  /**
   * A removed profile in the main listing: `meta.status: "deleted"` and its `meta.id`, so the client can delete its
   * copy (R2). Every personal field is stripped.
   */
  tombstone(stored: StoredProfile): DistributedProfile {
    return {
      basics: {},
      work: [],
      education: [],
      certificates: [],
      skills: [],
      languages: [],
      volunteer: [],
      awards: [],
      publications: [],
      interests: [],
      references: [],
      projects: [],
      meta: {
        id: this.publicId(stored.internalId),
        status: 'deleted',
        updatedAt: new Date(stored.removedAt ?? stored.modifiedAt).toISOString(),
      },
    };
  }

  /** A record of GET /freelances/deleted-freelances; `deletedAt` is in Unix seconds. */
  deletedRecord(stored: StoredProfile): DeletedFreelanceRecord {
    return {
      basics: { email: this.proxyEmail(stored.internalId) },
      meta: { id: this.publicId(stored.internalId), status: 'account_deleted', deletedAt: Math.floor((stored.removedAt ?? stored.modifiedAt) / 1000) },
    };
  }
}

export interface DistributedProfile {
  basics: Record<string, unknown>;
  work: unknown[];
  education: unknown[];
  certificates: unknown[];
  skills: unknown[];
  languages: unknown[];
  volunteer: unknown[];
  awards: unknown[];
  publications: unknown[];
  interests: unknown[];
  references: unknown[];
  projects: unknown[];
  meta: { id: string; status: 'completed' | 'deleted' } & Record<string, unknown>;
}
