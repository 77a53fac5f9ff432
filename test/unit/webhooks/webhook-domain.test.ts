import { Webhook } from 'standardwebhooks';
import { addressProblem, checkEndpointUrl } from '../../../src/domain/webhooks/endpoint-address';
import {
  headRun,
  matchOf,
  matchSubject,
  messagePayload,
  newMessageId,
  retryDelayMs,
  type PendingEvent,
} from '../../../src/domain/webhooks/webhook-events';
import { signatureHeaders } from '../../../src/domain/webhooks/webhook-signature';

/** Refusals a developer meets with a local receiver name the setting that allows it. */
const INSECURE_HINT =
  ' (a receiver on the service’s own machine, for development: the operator starts the service with WEBHOOK_ALLOW_INSECURE_URLS=true)';

describe('endpoint address rules', () => {
  const strict = { allowInsecure: false };
  const dev = { allowInsecure: true };

  it('admits public unicast addresses only', () => {
    const verdicts = Object.fromEntries(
      [
        '8.8.8.8',
        '2606:4700::1111',
        '::ffff:8.8.8.8', // public
        '127.0.0.1',
        '127.8.9.10',
        '::1',
        '::ffff:127.0.0.1', // loopback
        '10.0.0.1',
        '172.16.5.4',
        '192.168.1.1',
        'fd00:ec2::254', // private
        '169.254.169.254',
        'fe80::1', // link-local (metadata)
        '100.100.100.200',
        '0.0.0.0',
        '::',
        '255.255.255.255',
        '224.0.0.1',
        'ff02::1',
        '192.0.2.1',
        '198.18.0.1',
        '240.0.0.1',
        '2001:db8::1',
        '64:ff9b::a00:1',
        '2002:a00:1::',
        '2001::1', // IPv6 forms embedding IPv4
        '::7f00:1',
        '::a9fe:a9fe',
        '::808:808',
        '::127.0.0.1',
        '::8.8.8.8', // IPv4-compatible (::/96), however written
      ].map((a) => [a, addressProblem(a, strict) === null]),
    );
    expect(
      Object.entries(verdicts)
        .filter(([, ok]) => ok)
        .map(([a]) => a),
    ).toEqual(['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8']);
  });

  it('with WEBHOOK_ALLOW_INSECURE_URLS: loopback and http too, and still nothing private or link-local', () => {
    expect(addressProblem('127.0.0.1', dev)).toBeNull();
    expect(addressProblem('::1', dev)).toBeNull();
    expect(addressProblem('10.0.0.1', dev)).toBe('10.0.0.1 is a private address, not a public one');
    expect(addressProblem('169.254.169.254', dev)).toMatch(/link-local/);
    expect(checkEndpointUrl('http://localhost:3000/h', dev)).toMatchObject({
      ok: true,
      host: 'localhost',
      literal: false,
    });
    expect(checkEndpointUrl('http://localhost:3000/h', strict)).toEqual({
      ok: false,
      problem: `must be an https:// URL${INSECURE_HINT}`,
    });
  });

  it('checks the URL itself: scheme, credentials, fragment, literal addresses, localhost names', () => {
    expect(checkEndpointUrl('https://hooks.example.com/x?y=1', strict)).toMatchObject({
      ok: true,
      host: 'hooks.example.com',
      literal: false,
    });
    expect(checkEndpointUrl('https://[2606:4700::1111]:8443/x', strict)).toMatchObject({
      ok: true,
      host: '2606:4700::1111',
      literal: true,
    });
    expect(checkEndpointUrl('ftp://hooks.example.com/', strict)).toEqual({
      ok: false,
      problem: 'must be an https:// URL',
    });
    expect(checkEndpointUrl('https://a:b@hooks.example.com/', strict)).toMatchObject({ ok: false });
    expect(checkEndpointUrl('https://hooks.example.com/#x', strict)).toEqual({
      ok: false,
      problem: 'must not have a #fragment',
    });
    expect(checkEndpointUrl('https://api.localhost/', strict)).toEqual({
      ok: false,
      problem: `api.localhost is a loopback address, not a public one${INSECURE_HINT}`,
    });
    // Spellings of loopback that URL parsing normalises are caught as the address they are.
    expect(checkEndpointUrl('https://2130706433/', strict)).toEqual({
      ok: false,
      problem: `127.0.0.1 is a loopback address, not a public one${INSECURE_HINT}`,
    });
    expect(checkEndpointUrl('https://0x7f.1/', strict)).toEqual({
      ok: false,
      problem: `127.0.0.1 is a loopback address, not a public one${INSECURE_HINT}`,
    });
    // IPv4-compatible IPv6 literals (::/96), which URL parsing writes in hex, are refused like the other forms
    // embedding IPv4.
    expect(checkEndpointUrl('https://[::127.0.0.1]/', strict)).toEqual({
      ok: false,
      problem: '::7f00:1 is an IPv4-compatible address, not a public one',
    });
    expect(checkEndpointUrl('https://[::a9fe:a9fe]/latest/meta-data', dev)).toEqual({
      ok: false,
      problem: '::a9fe:a9fe is an IPv4-compatible address, not a public one',
    });
  });
});

describe('webhook messages', () => {
  const ev = (subject: string, type: PendingEvent['type'], version: number): PendingEvent => ({
    subject,
    type,
    version,
  });

  it('a message is the run of one type at the head of the queue, at most 500 events', () => {
    const queue = [
      ev('p:a', 'profile.changed', 1),
      ev('p:b', 'profile.changed', 2),
      ev('p:c', 'profile.removed', 3),
      ev('p:d', 'profile.changed', 4),
    ];
    expect(headRun(queue).map((e) => e.subject)).toEqual(['p:a', 'p:b']);
    expect(headRun(queue.slice(2)).map((e) => e.subject)).toEqual(['p:c']);
    expect(headRun(Array.from({ length: 750 }, (_, i) => ev(`p:${i}`, 'profile.changed', i)))).toHaveLength(500);
    expect(headRun([])).toEqual([]);
  });

  it('a search.matched message speaks of one saved search: its Stage 1 ids, given by the caller', () => {
    const queue = [
      ev(matchSubject('ss_a', 'p1'), 'search.matched', 5),
      ev(matchSubject('ss_a', 'p:2'), 'search.matched', 5),
      ev(matchSubject('ss_b', 'p3'), 'search.matched', 5),
    ];
    expect(headRun(queue)).toEqual(queue.slice(0, 2));
    expect(headRun(queue.slice(2))).toEqual(queue.slice(2));
    expect(matchOf(matchSubject('ss_a', 'p:2'))).toEqual({ savedSearchId: 'ss_a', internalId: 'p:2' });
    expect(messagePayload('search.matched', queue.slice(0, 2), (id) => `s1-${id}`, 10)).toEqual({
      type: 'search.matched',
      timestamp: new Date(10).toISOString(),
      data: { savedSearchId: 'ss_a', ids: ['s1-p1', 's1-p:2'] },
    });
  });

  it('carries meta.ids and times, in the unit of the sync', () => {
    const payload = messagePayload(
      'profile.removed',
      [ev('p:x', 'profile.removed', 1793527260123)],
      (id) => `meta-${id}`,
      Date.UTC(2026, 10, 1),
    );
    expect(payload).toEqual({
      type: 'profile.removed',
      timestamp: '2026-11-01T00:00:00.000Z',
      data: { profiles: [{ id: 'meta-x', modifiedAt: '2026-11-01T10:01:00.123Z', modifiedTime: 1793527260 }] },
    });
    expect(
      messagePayload(
        'whitelist.changed',
        [ev('w:partner:a', 'whitelist.changed', 5), ev('w:partner:a', 'whitelist.changed', 9)],
        String,
        10,
      ),
    ).toEqual({
      type: 'whitelist.changed',
      timestamp: new Date(10).toISOString(),
      data: { changedAt: new Date(9).toISOString() },
    });
  });

  it('message ids sort by creation time', () => {
    const ids = [newMessageId(5), newMessageId(1_800_000_000_000), newMessageId(1_800_000_000_001)];
    expect([...ids].sort()).toEqual(ids);
  });

  it('backs off as long as the endpoint has been failing: 1 s at least, an hour at most', () => {
    expect([0, 1000, 2000, 4000, 60_000, 10 * 3600_000].map(retryDelayMs)).toEqual([
      1000, 1000, 2000, 4000, 60_000, 3600_000,
    ]);
  });

  it('is signed so that the official verifier accepts it, with every secret still valid', () => {
    const current = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw0r1kXMkOEUI=';
    const previous = 'whsec_C2FVsBQIhrscChlQIMV+b5sSYspob7oD';
    const now = Date.now();
    const body = '{"type":"profile.changed"}';
    const headers = signatureHeaders(
      [
        { secret: current, expiresAt: null },
        { secret: previous, expiresAt: now + 1000 },
      ],
      'msg_1',
      body,
      now,
    );
    expect(new Webhook(current).verify(body, headers)).toEqual({ type: 'profile.changed' });
    expect(new Webhook(previous).verify(body, headers)).toEqual({ type: 'profile.changed' });
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow('No matching signature found');
    const later = signatureHeaders(
      [
        { secret: current, expiresAt: null },
        { secret: previous, expiresAt: now + 1000 },
      ],
      'msg_1',
      body,
      now + 1000,
    );
    expect(later['webhook-signature']!.split(' ')).toHaveLength(1);
  });
});
