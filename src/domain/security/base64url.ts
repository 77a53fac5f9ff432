const ALPHABET = /^[A-Za-z0-9_-]+$/;

/**
 * The bytes of a base64url token, decoded strictly: null unless the token is exactly how those bytes encode (no
 * padding, and the unused low bits of the last character zero). A lenient decoder reads several spellings of the
 * same bytes (the last character of `...Q` and `...R` can decode alike), so a token altered there would still be
 * accepted: a link altered in any part must be refused.
 */
export function decodeBase64Url(token: unknown, maxLength: number): Buffer | null {
  if (typeof token !== 'string' || token.length > maxLength || !ALPHABET.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  return raw.toString('base64url') === token ? raw : null;
}
