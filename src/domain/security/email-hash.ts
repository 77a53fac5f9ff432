import { hash } from 'node:crypto';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `meta.personalEmail`: salted SHA-256 (hex) of the normalised personal e-mail; equal hashes, same freelancer. */
export function hashPersonalEmail(salt: string, email: string): string {
  return hash('sha256', salt + normaliseEmail(email), 'hex');
}
