import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ProfileDistributor,
  type DistributionOptions,
  type DistributionSecrets,
} from '../../../src/domain/profile/distribution';
import { distributionCorpus, GOLDEN } from '../../support/distribution-corpus';

/**
 * The bytes a caller receives, pinned: distribution-golden.json holds, for each profile of the corpus, the SHA-256 of
 * the JSON the service sent for it before profiles were prepared once per version (made by the per-request
 * distribution of commit 90e93b4, for GOLDEN's secrets, tracking host and caller). Preparing a version once and
 * completing it per caller must send the very same bytes. A deliberate change to what is distributed changes these
 * digests: make them anew, and bump PREPARED_PROFILE_VERSION so that kept prepared profiles are made again.
 */
const golden = JSON.parse(readFileSync(join(__dirname, 'distribution-golden.json'), 'utf8')) as Record<string, string>;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('prepared profiles, completed for a caller', () => {
  const distributor = new ProfileDistributor(GOLDEN.secrets, GOLDEN.options);
  const view = distributor.forViewer(GOLDEN.viewer);
  const corpus = distributionCorpus();

  it('covers every pinned profile', () => {
    expect(corpus.map(([name]) => name).sort()).toEqual(Object.keys(golden).sort());
  });

  it.each(corpus)('%s: sends the bytes the per-request distribution sent', (name, stored) => {
    expect(sha256(view.json(stored, distributor.prepare(stored.profile)))).toBe(golden[name]);
  });

  it('prepares a profile the same way every time, whoever asks, and leaves the viewer and the row times out', () => {
    const [, stored] = corpus.find(([name]) => name === 'control-chars')!;
    const prepared = distributor.prepare(stored.profile);
    expect(new ProfileDistributor(GOLDEN.secrets, GOLDEN.options).prepare(stored.profile)).toBe(prepared);
    expect(prepared).not.toContain('jNipq85v'); // the start of GOLDEN.viewer's watermark
    expect(prepared).not.toContain(new Date(stored.modifiedAt).toISOString());
    const other = distributor.forViewer({ ip: '198.51.100.1', keyId: 'other' });
    expect(other.json(stored, prepared)).not.toBe(view.json(stored, prepared));
    expect(other.json({ ...stored, modifiedAt: stored.modifiedAt + 1000 }, prepared)).toContain(
      new Date(stored.modifiedAt + 1000).toISOString(),
    );
  });

  it('keys prepared profiles by what they depend on besides the profile', () => {
    const key = (secrets: Partial<DistributionSecrets>, options: Partial<DistributionOptions>) =>
      new ProfileDistributor({ ...GOLDEN.secrets, ...secrets }, { ...GOLDEN.options, ...options }).preparationKey;
    expect(key({}, {})).toBe(distributor.preparationKey);
    expect(key({ trackingSecret: 'u'.repeat(40), previousTrackingSecret: 't'.repeat(40) }, {})).toBe(
      distributor.preparationKey,
    );
    for (const changed of [
      key({ idSecret: 'j'.repeat(40) }, {}),
      key({ emailHashSalt: 'z'.repeat(40) }, {}),
      key({}, { freelancerProxyDomain: 'x.example' }),
      key({}, { trackingBaseUrl: 'https://t.example/t' }),
    ]) {
      expect(changed).not.toBe(distributor.preparationKey);
    }
    expect(distributor.preparationKey).not.toContain('i'.repeat(8));
  });
});
