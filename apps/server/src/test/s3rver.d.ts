// s3rver ships no types; these are the parts the S3 media tests use.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type Options = {
    port?: number;
    address?: string;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
