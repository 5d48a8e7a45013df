import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Config } from '../config.ts';

export type TestBucket = {
  /** The app's S3 settings for the bucket (no public address: the app serves its objects). */
  s3: S3Config;
  /** A client of the same bucket, to look at what the app stored. */
  client: S3Client;
  /** Stops the stand-in and deletes its files. */
  close(): Promise<void>;
};

/** An S3 bucket `name` on s3rver, the local S3 stand-in, listening on a free port. */
export async function startTestBucket(name: string): Promise<TestBucket> {
  const directory = await mkdtemp(join(tmpdir(), 'academy-s3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed development credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
  return {
    s3: {
      bucket: name,
      endpoint,
      region: 'us-east-1',
      ...credentials,
      publicUrl: undefined,
      forcePathStyle: true,
    },
    client,
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
