/**
 * An e-mail address (RFC 5321 mailbox in its common form, with RFC 6531's internationalised local part): a dot-atom
 * local part of at most 64 characters, whose atoms may hold letters and digits of any script (`sophie.lefèvre`), `@`,
 * and a domain of at least two labels in ASCII (letters, digits, inner hyphens; 63 at most each). A domain with
 * accented letters is written in its `xn--` form (IDNA), which every mail system reads; mail servers that do not speak
 * SMTPUTF8 cannot deliver to an accented local part, but the address is the recruiter's (or the freelancer's) own.
 */
const ATOM = "[\\p{L}\\p{M}\\p{N}!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
export const EMAIL_ADDRESS = new RegExp(`^(?=[^@]{1,64}@)${ATOM}(?:\\.${ATOM})*@${LABEL}(?:\\.${LABEL})+$`, 'u');

/** Why a string is not an address: its domain has letters outside ASCII (to be written as `xn--`), or anything else. */
export const emailProblem = (input: unknown): string =>
  typeof input === 'string' && /@.*\P{ASCII}/u.test(input)
    ? 'must be an e-mail address (a domain with accented letters is written in its xn-- form)'
    : 'must be an e-mail address';
