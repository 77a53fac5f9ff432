import { createHmac, timingSafeEqual } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { emptySections, RESUME_SECTIONS, type RawProfile, type StoredProfile } from './raw-profile.schema';
import { IdCipher } from '../security/id-cipher';
import { SealedBox } from '../security/sealed-box';
import { hashPersonalEmail } from '../security/email-hash';
import { EMAIL, mapStrings, mayHoldEmail, PHONE, URL } from '../search/anonymise';
import { deriveKey } from '../security/secret-keys';

/**
 * The transformations applied on the way out (spec: "Data transformations applied before distribution"). The stored
 * originals stay untouched:
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
 *
 * All of it but the tracked links' watermarks depends on the profile version alone, so it is made once per version
 * (`ProfileDistributor.prepare`, when the version is stored) and kept beside it; a response completes the prepared
 * text with its caller's watermarks (`ViewerDistribution.json`), an HMAC per link.
 */

/**
 * A profile version as every caller receives it (`ProfileDistributor.prepare`): its distributed JSON text, cut where
 * the caller's or the row's values go. The parts are separated by HOLE, which JSON text never holds (JSON.stringify
 * escapes every control character): `meta.id`, then text, hole, text, ..., text. A hole names a tracked field (its
 * link's `{watermark}.{tag}` goes there) or `createdAt` / `updatedAt` (the row's times, for a profile that does not
 * give its own).
 */
export type PreparedProfile = string;
const HOLE = '\u0001';

/**
 * The version of `prepare`'s rules and format, part of every preparation key: change what `prepare` makes (a field,
 * a rule, the format) and bump it, so that every kept prepared profile is made again (test/unit/profile/
 * distribution-golden.test.ts pins the bytes).
 */
export const PREPARED_PROFILE_VERSION = 1;

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

const trackingKeys = (secret: string): TrackingKeys => ({
  watermarks: new SealedBox(secret, 'tracking-watermark'),
  linkKey: deriveKey(secret, 'tracking-link'),
});

export interface DistributionOptions {
  freelancerProxyDomain: string;
  /**
   * Base of tracked links, e.g. https://track.example.com/t ; the service serves GET {base}/{watermark}/{id}/{field}.
   */
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
const nonEmpty = <T>(value: T) => (value ? value : ABSENT);

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
  private readonly linkBase: string;
  private readonly publicIds = new LRUCache<string, string>({ max: 200_000 });
  /**
   * What prepared profiles depend on besides the profile: the id secret, the e-mail hash's salt, the proxy domain,
   * the tracking host and PREPARED_PROFILE_VERSION (secrets enter through keyed hashes, never as they are). A prepared
   * profile kept under another key is stale. The tracking secrets are not in it: they only make the watermarks.
   */
  readonly preparationKey: string;

  constructor(
    private readonly secrets: DistributionSecrets,
    private readonly options: DistributionOptions,
  ) {
    this.ids = new IdCipher(secrets.idSecret);
    this.tracking = [secrets.trackingSecret, secrets.previousTrackingSecret]
      .filter((x): x is string => !!x)
      .map(trackingKeys);
    this.linkBase = `${options.trackingBaseUrl.replace(/\/+$/, '')}/`;
    const inputs = [
      PREPARED_PROFILE_VERSION,
      hashPersonalEmail(secrets.emailHashSalt, 'preparation@key.fpd'),
      options.freelancerProxyDomain,
      this.linkBase,
    ];
    this.preparationKey = `v${PREPARED_PROFILE_VERSION}.${createHmac('sha256', deriveKey(secrets.idSecret, 'prepared-profile')).update(JSON.stringify(inputs)).digest('base64url').slice(0, 16)}`;
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
    return new ViewerDistribution(
      this,
      this.tracking[0]!.watermarks.seal({ ip: viewer.ip, k: viewer.keyId } satisfies Watermark),
    );
  }

  /**
   * The profile as every caller receives it, made once per stored version: every rule of the distribution applied,
   * each tracked link and each missing date left as a hole (PreparedProfile).
   */
  prepare(p: RawProfile): PreparedProfile {
    const internalId = p.meta.id;
    const b = p.basics;
    const publicId = this.publicId(internalId);
    const proxy = this.proxyEmail(internalId);
    const trackedLink = (field: TrackedField, marker: string) =>
      `${this.linkBase}${marker}${field}${marker}/${publicId}/${field}`;
    const track = (field: TrackedField, original: string | undefined) =>
      original ? new Holed([this.linkBase, field, `/${publicId}/${field}`]) : ABSENT;
    const links = [
      { original: b.url, field: 'url' as TrackedField },
      { original: p.meta.cvUrl, field: 'cv' as TrackedField },
      ...b.profiles.map((s, i) => ({ original: s.url, field: `p${i}` as TrackedField })),
    ].filter((l): l is { original: string; field: TrackedField } => !!l.original);
    const text = textRule(proxy, links, this.linkBase, trackedLink);
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
        basics: {
          name: b.name,
          label: b.label,
          image: b.image,
          summary: b.summary,
          location: b.location,
          profiles: b.profiles.map((s) => ({ username: s.username, network: s.network })),
        },
        meta: { firstName: p.meta.firstName, lastName: p.meta.lastName, freelance: p.meta.freelance },
      },
      text as (text: string) => string, // a Holed where a link goes: HoledJson writes it
    );
    const { basics, meta, ...rest } = sections;
    const distributed = {
      basics: {
        name: basics.name,
        label: basics.label,
        image: basics.image,
        email: proxy,
        phone: '',
        url: track('url', b.url),
        summary: nonEmpty(basics.summary),
        location: basics.location,
        profiles: basics.profiles.map((s, i) => ({ ...s, url: track(`p${i}`, b.profiles[i]!.url) })),
      },
      ...rest,
      meta: {
        id: publicId,
        status: 'completed',
        createdAt: p.meta.createdAt ?? timeHole('createdAt'),
        updatedAt: p.meta.updatedAt ?? timeHole('updatedAt'),
        personalEmail: this.personalEmailHash(b.email),
        firstName: meta.firstName,
        lastName: meta.lastName,
        cvUrl: track('cv', p.meta.cvUrl),
        freelance: meta.freelance,
      },
    };
    return new HoledJson().write(distributed).done(publicId);
  }

  /** The link's `{watermark}.{tag}` segment: the tag binds the sealed watermark to one profile and field. */
  linkMark(watermark: string, publicId: string, field: TrackedField, keys = this.tracking[0]!): string {
    const tag = createHmac('sha256', keys.linkKey)
      .update(`${watermark}\u0000${publicId}\u0000${field}`)
      .digest()
      .subarray(0, 16);
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
  tombstone(stored: DistributedRow): DistributedProfile {
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
  deletedRecord(stored: DistributedRow): DeletedFreelanceRecord {
    return {
      basics: { email: this.proxyEmail(stored.internalId) },
      meta: {
        id: this.publicId(stored.internalId),
        status: 'account_deleted',
        deletedAt: Math.floor((stored.removedAt ?? stored.modifiedAt) / 1000),
      },
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

/** A row of a listing as the distribution needs it: who, whether removed, and its times (epoch ms). */
export type DistributedRow = Pick<
  StoredProfile,
  'internalId' | 'removalReason' | 'removedAt' | 'createdAt' | 'modifiedAt'
>;

/**
 * A row to distribute: its prepared profile when one is kept for its version under the distributor's preparation
 * key, else its profile to prepare (neither for a removed one: a tombstone).
 */
export interface DistributableRow extends DistributedRow {
  prepared: PreparedProfile | null;
  profile: RawProfile | null;
}

/** Profiles serialised for one caller (one response). */
export class ViewerDistribution {
  constructor(
    private readonly distributor: ProfileDistributor,
    private readonly watermark: string,
  ) {}

  /**
   * The profile as GET /freelances, POST /freelances and the Stage 2 reveal send it, as JSON text: its prepared form
   * (`ProfileDistributor.prepare` of this version) completed with this caller's tracked links and the row's times;
   * a tombstone for a removed profile.
   */
  json(row: DistributedRow, prepared: PreparedProfile): string {
    if (row.removalReason) return JSON.stringify(this.distributor.tombstone(row));
    const parts = prepared.split(HOLE);
    const publicId = parts[0]!;
    let out = parts[1]!;
    let marks: Record<string, string> | undefined;
    for (let i = 2; i < parts.length; i += 2) {
      const hole = parts[i]!;
      if (hole === 'createdAt') out += new Date(row.createdAt).toISOString();
      else if (hole === 'updatedAt') out += new Date(row.modifiedAt).toISOString();
      else out += (marks ??= {})[hole] ??= this.distributor.linkMark(this.watermark, publicId, hole as TrackedField);
      out += parts[i + 1]!;
    }
    return out;
  }

  /** A listed row as JSON text: its kept prepared profile completed, or its profile prepared now when none is kept. */
  row(row: DistributableRow): string {
    if (row.removalReason) return JSON.stringify(this.distributor.tombstone(row));
    return this.json(row, row.prepared ?? this.distributor.prepare(row.profile!));
  }
}

/**
 * A string of a distributed profile that holds tracked links: its parts, text at even indexes and at odd ones the
 * tracked field whose `{watermark}.{tag}` goes there.
 */
class Holed {
  constructor(readonly parts: string[]) {}
}

/**
 * JSON.stringify's text of a distributed profile (plain data: objects, arrays, strings, numbers, booleans, null, and
 * undefined left out of objects), cut at the holes of its Holed strings and its times: the parts of a PreparedProfile.
 * Each piece of a Holed string is escaped alone, as JSON.stringify escapes character by character (holes lie
 * between whole characters: the link patterns match whole code points).
 */
class HoledJson {
  private readonly parts: string[] = [];
  private text = '';

  write(value: unknown): this {
    if (value instanceof Holed) {
      this.text += '"';
      value.parts.forEach((part, i) =>
        i % 2 === 1 ? this.hole(part) : (this.text += JSON.stringify(part).slice(1, -1)),
      );
      this.text += '"';
    } else if (Array.isArray(value)) {
      this.text += '[';
      value.forEach((item, i) => {
        if (i > 0) this.text += ',';
        if (item === undefined) this.text += 'null';
        else this.write(item);
      });
      this.text += ']';
    } else if (value !== null && typeof value === 'object') {
      this.text += '{';
      let first = true;
      for (const [key, item] of Object.entries(value)) {
        if (item === undefined) continue;
        this.text += `${first ? '' : ','}${JSON.stringify(key)}:`;
        first = false;
        this.write(item);
      }
      this.text += '}';
    } else {
      this.text += JSON.stringify(value);
    }
    return this;
  }

  hole(name: string): void {
    this.parts.push(this.text, name);
    this.text = '';
  }

  done(head: string): PreparedProfile {
    return [head, ...this.parts, this.text].join(HOLE);
  }
}

/** A row time in a prepared profile, for a profile that does not give its own. */
const timeHole = (name: 'createdAt' | 'updatedAt') => new Holed(['', name, '']);

/**
 * A character that is neither in `text` nor in `also`, nor a letter, digit, space, `<`, `>`, `"`, `/`, `_` or `-`
 * (so that the link and URL patterns read a link with it inside as they read the tracked link it stands for): the
 * private-use characters, first those of the BMP, then those of plane 15, more than a string of the profile holds.
 */
function markerFor(text: string, also: string): string {
  for (let c = 0xe000; ; c = c === 0xf8ff ? 0xf0000 : c + 1) {
    const m = String.fromCodePoint(c);
    if (!text.includes(m) && !also.includes(m)) return m;
  }
}

/**
 * The rule for every string of a distributed profile: an e-mail address becomes the proxy address; a phone number
 * is dropped (outside links: a long number inside a URL is part of it); an original link of the profile, written
 * with or without its scheme or `www.`, becomes its tracked link (`trackedLink(field, marker)`: the link with the
 * marker around its hole), and the string a Holed. Cheap tests first: most strings hold no '@', no link and few
 * digits.
 */
function textRule(
  proxy: string,
  links: { original: string; field: TrackedField }[],
  linkBase: string,
  trackedLink: (field: TrackedField, marker: string) => string,
): (text: string) => string | Holed {
  const cores = links
    .map(({ original, field }) => ({
      core: original.replace(/^https?:\/\/(?:www\.)?/i, '').replace(/\/+$/, ''),
      field,
    }))
    .filter((l) => l.core.length > 0);
  let patterns: { pattern: RegExp; field: TrackedField }[] | null = null;
  const linkPatterns = () =>
    (patterns ??= cores.map(({ core, field }) => ({
      pattern: new RegExp(
        `(?:https?:\\/\\/)?(?:www\\.)?${core.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\/?(?![\\p{L}\\p{N}/_-])`,
        'giu',
      ),
      field,
    })));
  return (text) => {
    if (!text) return text;
    let out = mayHoldEmail(text) ? text.replace(EMAIL, proxy) : text;
    const lower = out.toLowerCase();
    let marker: string | undefined;
    for (const { pattern, field } of cores.some(({ core }) => lower.includes(core.toLowerCase()))
      ? linkPatterns()
      : []) {
      out = out.replace(pattern, () => trackedLink(field, (marker ??= markerFor(text, linkBase))));
    }
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
    return marker === undefined ? out : new Holed(out.split(marker));
  };
}
