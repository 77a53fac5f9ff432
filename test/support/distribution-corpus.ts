import { demoProfiles } from '../../src/demo/demo-profiles';
import type { DistributionOptions, DistributionSecrets, Viewer } from '../../src/domain/profile/distribution';
import type { RawProfile, StoredProfile } from '../../src/domain/profile/raw-profile.schema';
import { canonicalise } from '../../src/services/profile-import.service';
import { leakyProfile, rawProfile, spelledLeakyProfile } from './profiles';

/** The distributor and the caller the golden bytes were made for. */
export const GOLDEN = {
  secrets: {
    idSecret: 'i'.repeat(40),
    emailHashSalt: 's'.repeat(40),
    trackingSecret: 't'.repeat(40),
  } satisfies DistributionSecrets,
  options: {
    freelancerProxyDomain: 'fl.fpd.example',
    trackingBaseUrl: 'https://track.fpd.example/t',
  } satisfies DistributionOptions,
  viewer: { ip: '203.0.113.9', keyId: 'golden-key' } satisfies Viewer,
};

const T0 = Date.UTC(2026, 0, 15, 8, 30, 0);

const stored = (profile: RawProfile, i: number, removed = false): StoredProfile => ({
  internalId: profile.meta.id,
  profile,
  contentHash: canonicalise(profile).contentHash,
  removalReason: removed ? 'banned' : null,
  removedAt: removed ? T0 + i * 1000 + 500 : null,
  createdAt: T0 - i * 60_000,
  modifiedAt: T0 + i * 1000,
});

/**
 * Profiles whose distributed bytes test/unit/profile/distribution-golden.test.ts pins: the demo population, the
 * privacy tests' profiles, and strings built to trip a serialiser that fills holes into prepared text (control and
 * private-use characters beside links, lone surrogates, emoji, escapes, a phone number glued to a link, links written
 * without their scheme, twice, or shared by two fields, profiles without their own dates).
 */
export function distributionCorpus(): [name: string, profile: StoredProfile][] {
  const url = 'https://www.linkedin.com/in/camille-edge';
  const gh = 'https://github.com/camille-edge';
  const edge = (
    id: string,
    summary: string,
    extra: { basics?: Partial<RawProfile['basics']>; meta?: Partial<RawProfile['meta']> } = {},
  ) =>
    rawProfile(id, {
      basics: { url, profiles: [{ username: 'ce', network: 'GitHub', url: gh }], summary, ...extra.basics },
      meta: extra.meta,
    });
  const cases: [string, RawProfile, boolean?][] = [
    ...demoProfiles(120, { seed: 4242, idPrefix: 'golden-' }).map((p): [string, RawProfile] => [p.meta.id, p]),
    ['leaky', leakyProfile('leaky')],
    ['spelled', spelledLeakyProfile('spelled')],
    [
      'disguised',
      rawProfile('disguised', {
        basics: {
          summary: 'Écrire à jean.zzdupont (at) gmail.com, jean.zzdupont [at] gmail [dot] com ou jean.zzdupont@gmail.',
        },
      }),
    ],
    ['plain', rawProfile('plain')],
    [
      'control-chars',
      edge('control-chars', `Voir \u0001 ${url} \u0001 et \u0002${gh}\u0001, "cité" \\ fin\n\t\u2028.`),
    ],
    ['private-use', edge('private-use', `\ue000${url}\ue000 puis \ue001 ${gh} \uf8ff et \u{f0000}.`)],
    ['surrogates', edge('surrogates', `😀${url} et 😀 ${gh}😀 puis \ud800 seul ${url}.`)],
    [
      'phone-glued',
      edge('phone-glued', `${url}?06 12 34 56 78 et 06 12 34 56 78, ${gh}/+33612345678 et ${url}0612345678`),
    ],
    [
      'schemeless',
      edge(
        'schemeless',
        `linkedin.com/in/camille-edge, www.linkedin.com/in/camille-edge/ et http://github.com/camille-edge/ ; LinkedIn.com/in/Camille-Edge`,
      ),
    ],
    [
      'shared-link',
      edge('shared-link', `Profil ${url}`, {
        basics: {
          profiles: [
            { username: 'ce', network: 'LinkedIn', url },
            { username: 'ce', network: 'GitHub', url: gh },
            { username: 'x', network: 'X', url: '' },
          ],
        },
      }),
    ],
    [
      'no-links',
      edge('no-links', `Aucun lien, écrire à camille@example.org.`, {
        basics: { url: '', profiles: [] },
        meta: { cvUrl: undefined },
      }),
    ],
    [
      'own-dates',
      edge('own-dates', `Dates données ${url}`, {
        meta: { createdAt: '2024-02-03T04:05:06.000Z', updatedAt: '2025-02-03T04:05:06+02:00' },
      }),
    ],
    ['dollar', edge('dollar', `Prix $& $1 $$ ${url}$' $\``)],
    ['removed', leakyProfile('removed'), true],
  ];
  return cases.map(([name, profile, removed], i) => [name, stored(profile, i, removed)]);
}
