import { print } from './terminal-text';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { ProfileFilter } from '../ports/profile-store';
import type { ProfileSummary } from '../services/profile-admin.service';

/** One line `fpd import` takes, shown by `fpd import --help` (test/cli/fpd-cli.test.ts imports it). */
export const IMPORT_EXAMPLE = JSON.stringify({
  basics: {
    name: 'Camille Martin',
    label: 'Développeuse TypeScript',
    email: 'camille.martin@gmail.com',
    phone: '+33 6 12 34 56 78',
    url: 'https://www.linkedin.com/in/camille-martin',
  },
  skills: [{ name: 'TypeScript', level: 'Expert' }],
  meta: {
    id: 'crm-000123',
    firstName: 'Camille',
    lastName: 'Martin',
    cvUrl: 'https://cv.example/crm-000123.pdf',
    freelance: { available: true, seniority: 'Senior (7-10 ans)' },
  },
});

export const LIST_LIMIT_MAX = 1000;

/** `2026-01-31` (midnight UTC), an ISO date-time with its offset, or epoch milliseconds. */
function parseTime(value: string): number {
  const ms = /^\d+$/.test(value)
    ? Number(value)
    : /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/.test(value)
      ? Date.parse(value)
      : NaN;
  if (!Number.isFinite(ms))
    throw new InvalidArgumentError(
      'must be a date (2026-01-31), a date-time with its offset (2026-01-31T08:00:00Z) or epoch milliseconds',
    );
  return ms;
}

const wholeNumber = (min: number, max: number) => (value: string) => {
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new InvalidArgumentError(`must be a whole number from ${min} to ${max}`);
  return n;
};

export interface FilterFlags {
  status: ProfileFilter['status'];
  modifiedSince?: number;
  modifiedBefore?: number;
}

/** The filter options of `profiles list` and `profiles export`. */
export function filterOptions(command: Command): Command {
  return command
    .addOption(
      new Option('--status <status>', 'distributed, removed, or all')
        .choices(['all', 'distributed', 'removed'])
        .default('all'),
    )
    .addOption(new Option('--modified-since <date>', 'modified at or after this time').argParser(parseTime))
    .addOption(new Option('--modified-before <date>', 'modified before this time').argParser(parseTime));
}

export const filterOf = (o: FilterFlags): ProfileFilter => ({
  status: o.status,
  modifiedSince: o.modifiedSince,
  modifiedBefore: o.modifiedBefore,
});

export const pageOptions = {
  page: new Option('--page <n>', 'page number, from 1').argParser(wholeNumber(1, 1_000_000)).default(1),
  limit: new Option('--limit <n>', `profiles per page (at most ${LIST_LIMIT_MAX})`)
    .argParser(wholeNumber(1, LIST_LIMIT_MAX))
    .default(50),
};

const iso = (ms: number) => new Date(ms).toISOString();

export function printProfileList(listing: {
  items: ProfileSummary[];
  total: number;
  page: number;
  limit: number;
}): void {
  for (const p of listing.items) {
    const status = p.status === 'removed' ? `removed (${p.removalReason})` : 'distributed';
    print([p.internalId, p.metaId, status.padEnd(20), iso(p.modifiedAt), p.label].join('  '));
  }
  const pages = Math.max(1, Math.ceil(listing.total / listing.limit));
  const next = listing.page < pages ? `; next: --page ${listing.page + 1}` : '';
  print(
    `page ${listing.page} of ${pages} (${listing.total} profile${listing.total === 1 ? '' : 's'}, ${listing.limit} a page)${next}`,
  );
}
