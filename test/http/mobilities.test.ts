import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CreateBucketCommand, DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import request from 'supertest';
import { BullmqJobScheduler } from '../../src/adapters/schedule/bullmq-job-scheduler';
import { HttpMobilitySource } from '../../src/adapters/mobility/http-mobility-source';
import { DomainError } from '../../src/domain/errors';
import { MobilityService } from '../../src/services/mobility.service';
import { describeWithEngine } from '../support/engines';
import { captureLog } from '../support/log';
import { bundledMobilityBytes, bundledMobilityDataset, datasetWithout, gzipJson } from '../support/mobility';
import { startTestApp, type TestApp } from '../support/test-app';
import { apiError, invalid } from '../support/errors';

const FULL = bundledMobilityDataset().areas.length;

describe('mobility admin routes', () => {
  let t: TestApp;
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-mobility-'));
    file = join(dir, 'areas.json.gz');
    writeFileSync(file, bundledMobilityBytes());
    t = await startTestApp({ MOBILITY_SOURCE_URL: pathToFileURL(file).href });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const length = () => request(t.app).get('/mobilities/length').set('x-api-key', t.key.admin);
  const refresh = () => request(t.app).post('/mobilities/refresh-cache').set('x-api-key', t.key.admin);

  it('GET /mobilities/length answers the number of areas', async () => {
    const res = await length();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mobilities: { length: FULL } });
    expect((await request(t.app).get('/v1/mobilities/length').set('x-api-key', t.key.admin)).body).toEqual({
      mobilities: { length: FULL },
    });
  });

  it.each(['client', 'partner', 'integrator'] as const)('refuses %s keys (403) on both routes', async (type) => {
    for (const res of [
      await request(t.app).get('/mobilities/length').set('x-api-key', t.key[type]),
      await request(t.app).post('/mobilities/refresh-cache').set('x-api-key', t.key[type]),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(
        apiError(403, 'wrong_key_type', `This route is not open to ${type} keys; it needs a key of type admin`),
      );
    }
  });

  it('needs a key (401) and rejects parameters it does not take (400)', async () => {
    expect((await request(t.app).post('/mobilities/refresh-cache')).body).toEqual(
      apiError(401, 'missing_api_key', 'Missing x-api-key header'),
    );
    expect((await request(t.app).get('/mobilities/length?verbose=1').set('x-api-key', t.key.admin)).body).toEqual(
      invalid('verbose: unknown parameter'),
    );
    expect((await refresh().send({ force: true })).body).toEqual(invalid('body.force: unknown parameter'));
  });

  it('POST /mobilities/refresh-cache reloads the file and says what it loaded', async () => {
    const smaller = datasetWithout(7);
    writeFileSync(file, smaller.bytes);
    t.clock.set(Date.UTC(2026, 10, 2, 2, 0, 0));
    const res = await refresh();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mobilities: { length: smaller.length },
      source: pathToFileURL(file).href,
      loadedAt: '2026-11-02T02:00:00.000Z',
    });
    expect((await length()).body).toEqual({ mobilities: { length: FULL - 7 } });
  });

  it('keeps the current dataset when the file is corrupt (422) or missing (502), and says why', async () => {
    const before = (await length()).body.mobilities.length;
    writeFileSync(file, bundledMobilityBytes().subarray(0, 10_000));
    let res = await refresh();
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      apiError(
        422,
        'upstream_invalid',
        expect.stringMatching(
          /^Mobility dataset not refreshed: file:\/\/.*areas\.json\.gz is invalid: not a valid gzip file .*; the current dataset stays in place$/,
        ),
      ),
    );

    writeFileSync(
      file,
      gzipJson({
        ...bundledMobilityDataset(),
        areas: bundledMobilityDataset().areas.filter((a) => a.countryCode !== 'LU'),
      }),
    );
    res = await refresh();
    expect(res.status).toBe(422);
    expect(res.body.message).toContain('countries missing (no country entry or no city): LU');

    rmSync(file);
    res = await refresh();
    expect(res.status).toBe(502);
    expect(res.body).toEqual(
      apiError(
        502,
        'upstream_failed',
        expect.stringMatching(
          /^Mobility dataset not refreshed: cannot read file:\/\/.*: no such file; the current dataset stays in place$/,
        ),
      ),
    );
    expect((await length()).body).toEqual({ mobilities: { length: before } });
  });
});

describeWithEngine('redis', 'POST /mobilities/refresh-cache with several API processes', (redisUrl) => {
  // Two services on one source and one Redis, as two API processes would be; each has the daily refresh scheduled.
  const prefix = `fpd-test-refresh-${process.pid}`;
  let dir: string;
  let file: string;
  let apps: TestApp[];
  let schedulers: BullmqJobScheduler[];
  const errors: string[] = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-mobility-'));
    file = join(dir, 'areas.json.gz');
    writeFileSync(file, bundledMobilityBytes());
    apps = [
      await startTestApp({ MOBILITY_SOURCE_URL: pathToFileURL(file).href }),
      await startTestApp({ MOBILITY_SOURCE_URL: pathToFileURL(file).href }),
    ];
    schedulers = apps.map(
      () => new BullmqJobScheduler(redisUrl, (name, err) => errors.push(`${name}: ${String(err)}`), prefix),
    );
    for (const [i, app] of apps.entries())
      await app.c.mobility.scheduleRefresh(schedulers[i]!, { pattern: '0 3 * * *', tz: 'Europe/Paris' });
  });
  afterAll(async () => {
    for (const s of schedulers) await s.close();
    for (const app of apps) await app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const length = (t: TestApp) => request(t.app).get('/mobilities/length').set('x-api-key', t.key.admin);
  const refresh = (t: TestApp) => request(t.app).post('/mobilities/refresh-cache').set('x-api-key', t.key.admin);
  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('a refresh answered by one process reaches the other', async () => {
    const smaller = datasetWithout(5);
    writeFileSync(file, smaller.bytes);
    expect((await refresh(apps[0]!)).body.mobilities).toEqual({ length: smaller.length });
    await eventually(async () => (await length(apps[1]!)).body.mobilities.length === smaller.length);
    expect((await length(apps[1]!)).body).toEqual({ mobilities: { length: smaller.length } });
    expect(errors).toEqual([]);
  });

  it('a refresh that fails in the answering process is not passed on', async () => {
    const before = (await length(apps[1]!)).body.mobilities.length;
    writeFileSync(file, bundledMobilityBytes().subarray(0, 10_000));
    expect((await refresh(apps[0]!)).status).toBe(422);
    // Had it been passed on, the other process would have tried the same file and reported its failure.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(errors).toEqual([]);
    expect((await length(apps[1]!)).body).toEqual({ mobilities: { length: before } });
  });
});

describe('search and import through the mobility dataset', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('resolves a city given by postal code and name to its region; an unknown area is kept, flagged, and matched by its own fields', async () => {
    const { rawProfile } = await import('../support/profiles');
    const withAreas = (id: string, workAreas: object[]) =>
      JSON.stringify(
        rawProfile(id, {
          meta: {
            freelance: {
              available: true,
              rate: '',
              seniority: '',
              professions: [],
              openToCdi: false,
              vehicle: false,
              preferences: { missionDuration: [], remoteWork: [], daysPerWeek: [], workAreas },
            },
          } as never,
        }),
      );
    const { Readable } = await import('node:stream');
    const report = await t.c.imports.importNdjson(
      Readable.from(
        [
          withAreas('bordeaux-by-zip', [{ type: 'ville', cityZipCode: '33000', cityName: 'Bordeaux' }]),
          withAreas('unknown-town', [
            { type: 'ville', cityZipCode: '33999', cityName: 'Bordeaux-sur-Mer', regionCode: '75' },
            { type: 'pays', countryCode: 'BE' },
          ]),
        ].join('\n'),
      ),
    );
    expect(report).toMatchObject({ created: 2, rejected: [] });
    expect(report.unresolvedAreas).toEqual([
      { line: 2, field: 'meta.freelance.preferences.workAreas.0', area: 'ville Bordeaux-sur-Mer 33999 (FR)' },
    ]);
    const res = await request(t.app)
      .post('/partners/search')
      .set('x-api-key', t.key.partner)
      .send({ workAreas: ['nouvelle-aquitaine'] });
    expect(res.status).toBe(200);
    expect(res.body.infos.total).toBe(2);
    expect(
      (
        await request(t.app)
          .post('/partners/search')
          .set('x-api-key', t.key.partner)
          .send({ workAreas: ['belgique'] })
      ).body.infos.total,
    ).toBe(1);
  });
});

describe('an https source', () => {
  let server: Server;
  let dir: string;
  let ca: Buffer;
  let body: Buffer | null;
  let url: URL;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fpd-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    ca = readFileSync(join(dir, 'cert.pem'));
    server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: ca }, (req, res) => {
      if (body === null || req.url !== '/mobility/areas.json.gz') return void res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/gzip' }).end(req.method === 'HEAD' ? undefined : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = new URL(`https://user:secret@127.0.0.1:${(server.address() as AddressInfo).port}/mobility/areas.json.gz`);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('loads over TLS, keeps the dataset when the server fails, and never shows credentials', async () => {
    body = bundledMobilityBytes();
    const mobility = new MobilityService(new HttpMobilitySource(url, { ca }), () => Date.UTC(2026, 10, 3));
    expect(await mobility.refresh()).toEqual({
      mobilities: { length: FULL },
      source: `https://127.0.0.1:${url.port}/mobility/areas.json.gz`,
      loadedAt: '2026-11-03T00:00:00.000Z',
    });
    await expect(mobility.checkMobilitySource()).resolves.toBeUndefined();

    body = null;
    const failure = await mobility.refresh().catch((err: DomainError) => err);
    expect(failure).toBeInstanceOf(DomainError);
    expect(failure).toMatchObject({
      code: 'upstream_failed',
      message: `Mobility dataset not refreshed: GET https://127.0.0.1:${url.port}/mobility/areas.json.gz failed: HTTP 404; the current dataset stays in place`,
    });
    await expect(mobility.checkMobilitySource()).rejects.toThrow('HEAD https://127.0.0.1');

    body = Buffer.from('{"format":"fpd-mobility-areas/1","sources":[],"areas":[');
    await expect(mobility.refresh()).rejects.toMatchObject({
      code: 'upstream_invalid',
      message: expect.stringContaining('not valid JSON'),
    });
    expect(mobility.length).toBe(FULL);
    expect(((await mobility.refresh().catch((e: Error) => e)) as Error).message).not.toContain('secret');
  });

  it('refuses a server whose certificate it does not trust', async () => {
    body = bundledMobilityBytes();
    const mobility = new MobilityService(new HttpMobilitySource(url), Date.now);
    await expect(mobility.refresh()).rejects.toMatchObject({
      code: 'upstream_failed',
      message: expect.stringContaining('SELF_SIGNED_CERT'),
    });
  });
});

describeWithEngine('s3', 'the dataset in object storage', (endpoint) => {
  process.env.AWS_ACCESS_KEY_ID ??= 'fpd-test';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'fpd-test-secret';
  const bucket = `fpd-test-mobility-${process.pid}`;
  const key = 'mobility/areas.json.gz';
  const s3 = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: 'fpd-test', secretAccessKey: 'fpd-test-secret' },
  });
  const put = (body: Buffer) => s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
  let t: TestApp;
  const length = async () =>
    (await request(t.app).get('/mobilities/length').set('x-api-key', t.key.admin)).body.mobilities.length;
  const refresh = () => request(t.app).post('/mobilities/refresh-cache').set('x-api-key', t.key.admin);

  beforeAll(async () => {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
    await put(datasetWithout(3).bytes);
    t = await startTestApp({ MOBILITY_SOURCE_URL: `s3://${bucket}/${key}`, S3_ENDPOINT: endpoint });
  });
  afterAll(async () => {
    await t.close();
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    s3.destroy();
  });

  it('loads the dataset from the bucket at start', async () => {
    expect(await length()).toBe(FULL - 3);
    expect(t.c.mobility.status()!.source).toBe(`s3://${bucket}/${key}`);
    await expect(t.c.mobility.checkMobilitySource()).resolves.toBeUndefined();
  });

  it('refreshes from the bucket', async () => {
    await put(bundledMobilityBytes());
    const res = await refresh();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mobilities: { length: FULL },
      source: `s3://${bucket}/${key}`,
      loadedAt: expect.any(String),
    });
    expect(await length()).toBe(FULL);
  });

  it('keeps the current dataset when the object in the bucket is corrupt, and says why', async () => {
    const d = bundledMobilityDataset();
    await put(gzipJson({ ...d, areas: d.areas.slice(0, 500) }));
    const res = await refresh();
    expect(res.status).toBe(422);
    expect(res.body).toEqual(
      apiError(
        422,
        'upstream_invalid',
        `Mobility dataset not refreshed: s3://${bucket}/${key} is invalid: only 500 areas, at least 30000 expected: the file looks truncated; the current dataset stays in place`,
      ),
    );
    expect(await length()).toBe(FULL);
  });

  it('keeps the current dataset when the object is gone (502), and the health check says so', async () => {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    const res = await refresh();
    expect(res.status).toBe(502);
    expect(res.body).toEqual(
      apiError(
        502,
        'upstream_failed',
        `Mobility dataset not refreshed: GetObject s3://${bucket}/${key} failed: NoSuchKey (HTTP 404); the current dataset stays in place`,
      ),
    );
    expect(await length()).toBe(FULL);
    await expect(t.c.mobility.checkMobilitySource()).rejects.toThrow(`HeadObject s3://${bucket}/${key} failed`);
  });

  it('starts on the committed file when the bucket cannot be read, and says so', async () => {
    const log = captureLog();
    const other = await startTestApp(
      { MOBILITY_SOURCE_URL: `s3://${bucket}-missing/${key}`, S3_ENDPOINT: endpoint },
      { logDestination: log.destination },
    );
    try {
      expect(other.c.mobility.length).toBe(FULL);
      expect(other.c.mobility.status()!.source).toMatch(/^file:\/\/.*resources\/mobility\/mobility-areas\.json\.gz$/);
      expect(log.lines()).toContainEqual(
        expect.objectContaining({
          level: 40,
          msg: expect.stringContaining(`GetObject s3://${bucket}-missing/${key} failed: NoSuchBucket`),
        }),
      );
    } finally {
      await other.close();
    }
  });
});
