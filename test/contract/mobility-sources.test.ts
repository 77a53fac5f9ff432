import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FileMobilitySource } from '../../src/adapters/mobility/file-mobility-source';
import { HttpMobilitySource } from '../../src/adapters/mobility/http-mobility-source';
import { S3MobilitySource } from '../../src/adapters/mobility/s3-mobility-source';
import { describeWithEngine } from '../support/engines';
import { mobilitySourceContract } from './mobility-source.contract';

describe('MobilitySource [file]', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fpd-mobility-file-'));
  const file = join(dir, 'areas.json.gz');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mobilitySourceContract(() => ({
    source: () => new FileMobilitySource(pathToFileURL(file)),
    missing: () => new FileMobilitySource(pathToFileURL(join(dir, 'missing.json.gz'))),
    put: async (bytes) => writeFileSync(file, bytes),
    secrets: [],
  }));
});

describe('MobilitySource [https]', () => {
  const dir = mkdtempSync(join(tmpdir(), 'fpd-mobility-tls-'));
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
  const ca = readFileSync(join(dir, 'cert.pem'));
  let body: Buffer = Buffer.alloc(0);
  const server: Server = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: ca }, (req, res) => {
    if (req.url !== '/areas.json.gz') return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/gzip' }).end(req.method === 'HEAD' ? undefined : body);
  });
  const url = (path: string) =>
    new URL(`https://user:s3cr3t-pass@127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });
  mobilitySourceContract(() => ({
    source: () => new HttpMobilitySource(url('/areas.json.gz'), { ca }),
    missing: () => new HttpMobilitySource(url('/missing.json.gz'), { ca }),
    put: async (bytes) => void (body = bytes),
    secrets: ['s3cr3t-pass'],
  }));
});

describeWithEngine('s3', 'MobilitySource', (endpoint) => {
  const credentials = { accessKeyId: 'fpd-test', secretAccessKey: 'fpd-test-secret' };
  process.env.AWS_ACCESS_KEY_ID ??= credentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY ??= credentials.secretAccessKey;
  const bucket = `fpd-test-source-${process.pid}`;
  const s3 = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials });
  beforeAll(() => s3.send(new CreateBucketCommand({ Bucket: bucket })));
  afterAll(async () => {
    await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: 'areas.json.gz' }));
    await s3.send(new DeleteBucketCommand({ Bucket: bucket }));
    s3.destroy();
  });
  mobilitySourceContract(() => ({
    source: () => new S3MobilitySource(new URL(`s3://${bucket}/areas.json.gz`), { endpoint }),
    missing: () => new S3MobilitySource(new URL(`s3://${bucket}/missing.json.gz`), { endpoint }),
    put: async (bytes) =>
      void (await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'areas.json.gz', Body: bytes }))),
    secrets: [credentials.secretAccessKey],
  }));
});
