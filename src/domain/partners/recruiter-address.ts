/**
 * Recruiters' proxy addresses: `{company}.{firstname}{initial}@{RECRUITER_PROXY_DOMAIN}`, the initial being that of
 * the last name. Each part is lower-cased, accents are folded, and characters outside [a-z0-9-] are dropped, so the
 * address is always valid. When the address is already taken by ANOTHER e-mail in the same owner's whitelist, a
 * number is appended to the local part (acme.jeand2, acme.jeand3, ...). Collisions are counted within the owner only,
 * so an address says nothing about other owners' whitelists.
 */

export function foldAddressPart(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '');
}

export function recruiterLocalPart(company: string, firstname: string, lastname: string): string {
  const initial = foldAddressPart(lastname).replace(/-/g, '').charAt(0);
  return `${foldAddressPart(company).slice(0, 30)}.${foldAddressPart(firstname).slice(0, 25)}${initial}`;
}

/** The n-th candidate address (n = 1 has no suffix). */
export function recruiterAddress(localPart: string, domain: string, n: number): string {
  return `${localPart}${n > 1 ? n : ''}@${domain}`;
}
