import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { emptySections, RESUME_SECTIONS, type RawProfile, type StoredProfile } from './raw-profile.schema';
import { IdCipher } from '../security/id-cipher';
import { SealedBox } from '../security/sealed-box';
import { hashPersonalEmail } from '../security/email-hash';
import { EMAIL, mapStrings, mayHoldEmail, PHONE, URL } from '../search/anonymise';
import { deriveKey } from '../security/secret-keys';

/**
 * The transformations applied on the way out (spec: "Data transformations applied before distribution"). They are
 * computed per response from the stored originals, which stay untouched:
 * - `basics.email` becomes a stable proxy address on the freelancer proxy domain; `basics.phone` is always "".
 * - `meta.personalEmail` is the salted SHA-256 of the personal e-mail.
 * - `basics.url`, each `basics.profiles[].url` and the CV link go through the tracking host, watermarked with the
 *   caller's IP address inside a sealed token (the original URL is not readable from the link).
 * - `meta.id` is the AES-256-CBC encryption of the internal id.
 * - In EVERY string of the profile (a summary, a skill's level, a work area's label, references, projects...):
 *   an e-mail address becomes the profile's proxy address (R3: the only address of a freelancer that leaves is its
 *   proxy), a phone number is dropped (as `basics.phone` is), and an original link of the profile (its
 *   professional-network URL, its social profiles', its CV) becomes its tracked link.
 * Output is built field by field from the spec's tables: a field the spec does not list is never sent.
 */

/** A tracked link's field: the professional-network URL, the CV link, or `basics.profiles[n].url` as `p{n}`. */
export type TrackedField = 'url' | 'cv' | `p${number}`;
const TRACKED_FIELD = /^(url|cv|p(0|[1-9][0-9]?))$/;

/** The watermark a tracked link carries: who it was issued to, from which address. */
export interface Watermark {
  ip: string;
  k: string; // id of the API key the link was issued to
}

/** What a valid tracked link resolves to. */
export interface TrackedLink extends Watermark {
  internalId: string;
  field: TrackedField;
}

export interface DistributionSecrets {
  idSecret: string;
  emailHashSalt: string;
  trackingSecret: string;
  /** The tracking secret before the last rotation: links it made keep working (new ones use trackingSecret). */
  previousTrackingSecret?: string | null;
}

/** What a tracking secret makes: the box that seals watermarks and the key that binds them to a profile and field. */
interface TrackingKeys {
  watermarks: SealedBox;
  linkKey: Buffer;
}

const trackingKeys = (secret: string): TrackingKeys => ({ watermarks: new SealedBox(secret, 'tracking-watermark'), linkKey: deriveKey(secret, 'tracking-link') });

export interface DistributionOptions {
  freelancerProxyDomain: string;
  /** Base of tracked links, e.g. https://track.example.com/t ; the service serves GET {base}/{watermark}/{id}/{field}. */
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

/**
 * A tracked link is `{base}/{watermark}/{meta.id}/{field}`: the watermark is a sealed token of the caller's IP and
 * key (sealed once per response) followed by `.{tag}`, an HMAC binding it to this `meta.id` and field (so a watermark
 * taken from one link cannot be spliced onto another profile or field); `meta.id` is already authenticated, and the
 * field names which of the profile's links it is. None of it reveals the original URL, and altering any part makes
 * the link a 404.
 */
export class ProfileDistributor {
  private readonly ids: IdCipher;
  /** The current tracking keys first (they make every link), then the previous ones (they still read theirs). */
  private readonly tracking: TrackingKeys[];
  private readonly trackingBase: string;
  private readonly publicIds = new LRUCache<string, string>({ max: 200_000 });

  constructor(
    private readonly secrets: DistributionSecrets,
    private readonly options: DistributionOptions,
  ) {
    this.ids = new IdCipher(secrets.idSecret);
    this.tracking = [secrets.trackingSecret, secrets.previousTrackingSecret].filter((x): x is string => !!x).map(trackingKeys);
    this.trackingBase = options.trackingBaseUrl.replace(/\/+$/, '');
  }

  /** `meta.id` of a profile (memoised: it is stable, and the most expensive part of serialising a profile). */
  publicId(internalId: string): string {
    let id = this.publicIds.get(internalId);
    if (id === undefined) {
      id = this.ids.encrypt(internalId);
      this.publicIds.set(internalId, id);
    }
    return id;
  }

  /** The internal id behind a distributed `meta.id`, or null for anything this service did not issue. */
  internalId(publicId: string): string | null {
    return this.ids.decrypt(publicId);
  }

  /**
   * A stable proxy address for a freelancer, nothing personal in it. Its tag is taken from the synthetic IV that
   * starts `meta.id` (an HMAC of the internal id), so it costs no extra cryptography.
   */
  proxyEmail(internalId: string): string {
    const tag = this.publicId(internalId)
      .slice(0, 16)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x');
    return `fl-${tag}@${this.options.freelancerProxyDomain}`;
  }

  /** Serialises profiles for one caller: the watermark is sealed once for all the links of the response. */
  forViewer(viewer: Viewer): ViewerDistribution {
    const watermark = this.tracking[0]!.watermarks.seal({ ip: viewer.ip, k: viewer.keyId } satisfies Watermark);
    return new ViewerDistribution(this, `${this.trackingBase}/`, watermark);
  }

  /** The link's `{watermark}.{tag}` segment: the tag binds the sealed watermark to one profile and field. */
  linkMark(watermark: string, publicId: string, field: TrackedField, keys = this.tracking[0]!): string {
    const tag = createHmac('sha256', keys.linkKey).update(`${watermark}\u0000${publicId}\u0000${field}`).digest().subarray(0, 16);
    return `${watermark}.${tag.toString('base64url')}`;
  }

  /** A link made with the current tracking secret, or with the previous one while it is configured. */
  readTrackedLink(mark: string, publicId: string, field: string): TrackedLink | null {
    if (!TRACKED_FIELD.test(field)) return null;
    const watermark = mark.slice(0, mark.lastIndexOf('.'));
    const given = Buffer.from(mark);
    const keys = this.tracking.find((k) => {
      const expected = Buffer.from(this.linkMark(watermark, publicId, field as TrackedField, k));
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
    if (!keys) return null;
    const sealed = keys.watermarks.open(watermark) as Partial<Watermark> | null;
    if (!sealed || typeof sealed.ip !== 'string' || typeof sealed.k !== 'string') return null;
    const internalId = this.internalId(publicId);
    return internalId === null ? null : { internalId, field: field as TrackedField, ip: sealed.ip, k: sealed.k };
  }

  /** The original URL behind a tracked field of a profile, if it has one. */
  static originalUrl(profile: RawProfile, field: TrackedField): string | null {
    if (field === 'url') return profile.basics.url || null;
    if (field === 'cv') return profile.meta.cvUrl || null;
    return profile.basics.profiles[Number(field.slice(1))]?.url || null;
  }

  personalEmailHash(email: string): string {
    return hashPersonalEmail(this.secrets.emailHashSalt, email);
  }

  /**
   * A removed profile in the main listing: `meta.status: "deleted"` and its `meta.id`, so the client can delete its
   * copy (R2). Every personal field is stripped.
   */
  tombstone(stored: StoredProfile): DistributedProfile {
    return {
      basics: {},
      ...emptySections(RESUME_SECTIONS),
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

/** Profiles serialised for one caller (one response). */
export class ViewerDistribution {
  constructor(
    private readonly distributor: ProfileDistributor,
    private readonly linkBase: string,
    private readonly watermark: string,
  ) {}

  /** The full profile as GET /freelances, POST /freelances and the Stage 2 reveal send it. */
  distribute(stored: StoredProfile): DistributedProfile {
    const d = this.distributor;
    if (stored.removalReason) return d.tombstone(stored);
    const { profile: p, internalId } = stored;
    const b = p.basics;
    const publicId = d.publicId(internalId);
    const track = (field: TrackedField, original: string | undefined) => (original ? `${this.linkBase}${d.linkMark(this.watermark, publicId, field)}/${publicId}/${field}` : ABSENT);
    // Each tracked link once (its tag is an HMAC): for its field, and for the text that quotes the original.
    const url = track('url', b.url);
    const cvUrl = track('cv', p.meta.cvUrl);
    const profileUrls = b.profiles.map((s, i) => track(`p${i}`, s.url));
    const links: [string | undefined, string | undefined][] = [[b.url, url], [p.meta.cvUrl, cvUrl], ...b.profiles.map((s, i): [string, string | undefined] => [s.url, profileUrls[i]])];
    const text = textRule(
      d.proxyEmail(internalId),
      links.filter((l): l is [string, string] => !!l[0] && !!l[1]),
    );
    // Stored sections hold exactly the spec's fields (the import schema strips every other one); their strings go
    // through the text rule.
    const sections = mapStrings(
      {
        work: p.work,
        education: p.education,
        certificates: p.certificates,
        skills: p.skills,
        languages: p.languages,
        volunteer: p.volunteer,
        awards: p.awards,
        publications: p.publications,
        interests: p.interests,
        references: p.references,
        projects: p.projects,
        basics: { name: b.name, label: b.label, image: b.image, summary: b.summary, location: b.location, profiles: b.profiles.map((s) => ({ username: s.username, network: s.network })) },
        meta: { firstName: p.meta.firstName, lastName: p.meta.lastName, freelance: p.meta.freelance },
      },
      text,
    );
    const { basics, meta, ...rest } = sections;
    return {
      basics: {
        name: basics.name,
        label: basics.label,
        image: basics.image,
        email: d.proxyEmail(internalId),
        phone: '',
        url,
        summary: nonEmpty(basics.summary),
        location: basics.location,
        profiles: basics.profiles.map((s, i) => ({ ...s, url: profileUrls[i] })),
      },
      ...rest,
      meta: {
        id: publicId,
        status: 'completed',
        createdAt: p.meta.createdAt ?? new Date(stored.createdAt).toISOString(),
        updatedAt: p.meta.updatedAt ?? new Date(stored.modifiedAt).toISOString(),
        personalEmail: d.personalEmailHash(b.email),
        firstName: meta.firstName,
        lastName: meta.lastName,
        cvUrl,
        freelance: meta.freelance,
      },
    };
  }
}

/**
 * The rule for every string of a distributed profile: an e-mail address becomes the proxy address; a phone number
 * is dropped (outside links: a long number inside a URL is part of it); an original link of the profile, written
 * with or without its scheme or `www.`, becomes its tracked link. Cheap tests first: most strings hold no '@', no
 * link and few digits.
 */
function textRule(proxy: string, links: [original: string, tracked: string][]): (text: string) => string {
  const cores = links.map(([original, tracked]) => ({ core: original.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/+$/, ''), tracked })).filter((l) => l.core.length > 0);
  let patterns: { pattern: RegExp; tracked: string }[] | null = null;
  const linkPatterns = () =>
    (patterns ??= cores.map(({ core, tracked }) => ({
      pattern: new RegExp(`(?:https?:\\/\\/)?(?:www\\.)?${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\/?(?![\\p{L}\\p{N}/_-])`, 'giu'),
      tracked,
    })));
  return (text) => {
    if (!text) return text;
    let out = mayHoldEmail(text) ? text.replace(EMAIL, proxy) : text;
    const lower = out.toLowerCase();
    for (const { pattern, tracked } of cores.some(({ core }) => lower.includes(core.toLowerCase())) ? linkPatterns() : []) out = out.replace(pattern, tracked);
    if ((out.match(/\d/g)?.length ?? 0) >= 9) {
      // Phone numbers outside links only.
      let at = 0;
      let kept = '';
      for (const m of out.matchAll(URL)) {
        kept += out.slice(at, m.index).replace(PHONE, '') + m[0];
        at = m.index + m[0].length;
      }
      out = kept + out.slice(at).replace(PHONE, '');
    }
    return out;
  };
}
