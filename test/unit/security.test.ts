import { IdCipher } from '../../src/domain/security/id-cipher';
import { SealedBox } from '../../src/domain/security/sealed-box';
import { generateApiKey, parseApiKey, secretMatches } from '../../src/domain/keys/api-key';

const SECRET = 'a'.repeat(64);

describe('IdCipher (meta.id)', () => {
  const cipher = new IdCipher(SECRET);

  it('round-trips and is stable for one id', () => {
    const id = cipher.encrypt('demo-000042');
    expect(cipher.encrypt('demo-000042')).toBe(id);
    expect(cipher.decrypt(id)).toBe('demo-000042');
    expect(cipher.encrypt('demo-000043')).not.toBe(id);
    expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(id).not.toContain('demo');
  });

  it('answers null to any altered, truncated, extended or foreign id', () => {
    const id = cipher.encrypt('demo-000042');
    const raw = Buffer.from(id, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const copy = Buffer.from(raw);
      copy[i]! ^= 0x01;
      expect(cipher.decrypt(copy.toString('base64url'))).toBeNull();
    }
    expect(cipher.decrypt(raw.subarray(0, raw.length - 1).toString('base64url'))).toBeNull();
    expect(cipher.decrypt(Buffer.concat([raw, Buffer.alloc(16)]).toString('base64url'))).toBeNull();
    expect(new IdCipher('b'.repeat(64)).decrypt(id)).toBeNull();
    for (const junk of ['', 'abc', '%%%', 'demo-000042', 'A'.repeat(5000)]) expect(cipher.decrypt(junk)).toBeNull();
  });

  it('never starts with - or _ (a command line would take it for an option)', () => {
    const firsts = new Set(Array.from({ length: 2000 }, (_, i) => cipher.encrypt(`profile-${i}`)[0]));
    expect([...firsts].filter((c) => c === '-' || c === '_')).toEqual([]);
    expect(firsts.size).toBe(32); // A-Z a-f: the other 31 bits of the IV are left as derived
  });

  it('uses AES-256-CBC: the body after the IV is whole 16-byte blocks', () => {
    const raw = Buffer.from(cipher.encrypt('x'.repeat(40)), 'base64url');
    expect((raw.length - 16 - 16) % 16).toBe(0);
    expect(raw.length).toBe(16 + 48 + 16);
  });
});

describe('SealedBox (tracking tokens, cursors)', () => {
  const box = new SealedBox(SECRET, 'test');
  it('seals deterministically and opens only its own tokens', () => {
    const token = box.seal({ p: 'x', ip: '10.0.0.1' });
    expect(box.seal({ p: 'x', ip: '10.0.0.1' })).toBe(token);
    expect(box.open(token)).toEqual({ p: 'x', ip: '10.0.0.1' });
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('10.0.0.1');
    expect(new SealedBox(SECRET, 'other').open(token)).toBeNull();
    const raw = Buffer.from(token, 'base64url');
    raw[14]! ^= 0x80;
    expect(box.open(raw.toString('base64url'))).toBeNull();
  });
});

/** The other spellings of a base64url token's last character that a lenient decoder reads as the same bytes. */
function sameBytesSpellings(token: string): string[] {
  const raw = Buffer.from(token, 'base64url');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return [...alphabet]
    .map((c) => token.slice(0, -1) + c)
    .filter((t) => t !== token && Buffer.from(t, 'base64url').equals(raw));
}

describe('strict base64url: a token spelled otherwise is refused, even when it decodes to the same bytes', () => {
  it('meta.id', () => {
    const cipher = new IdCipher(SECRET);
    // 16 + 16k + 16 bytes: the last character carries unused bits for most lengths
    const ids = Array.from({ length: 6 }, (_, i) => cipher.encrypt('x'.repeat(i * 16 + 1)));
    const variants = ids.flatMap(sameBytesSpellings);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) expect(cipher.decrypt(v)).toBeNull();
    for (const id of ids) expect(cipher.decrypt(id)).not.toBeNull();
  });

  it('sealed tokens (watermarks, cursors, Stage 1 ids)', () => {
    const box = new SealedBox(SECRET, 'test');
    const tokens = Array.from({ length: 3 }, (_, i) => box.seal({ ip: '10.0.0.1', k: 'k'.repeat(i + 1) }));
    const variants = tokens.flatMap(sameBytesSpellings);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) expect(box.open(v)).toBeNull();
  });
});

describe('API keys', () => {
  it('have a recognisable prefix, a public id and a secret stored only as a hash', () => {
    const { key, id, secretHash } = generateApiKey();
    expect(key).toMatch(/^fpd_[A-Za-z0-9]{12}_[A-Za-z0-9]{40}$/);
    const parsed = parseApiKey(key)!;
    expect(parsed.id).toBe(id);
    expect(secretMatches(parsed.secret, secretHash)).toBe(true);
    expect(
      secretMatches(
        parsed.secret.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        secretHash,
      ),
    ).toBe(false);
    expect(secretHash).not.toContain(parsed.secret);
    expect(parseApiKey(`${key}x`)).toBeNull();
    expect(generateApiKey().key).not.toBe(key);
  });
});
