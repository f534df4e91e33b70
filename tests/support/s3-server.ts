import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { BucketAccess } from "@/lib/backup/bucket";

/**
 * A real S3-compatible server (s3rver) on this machine's loopback, its objects in a folder of its
 * own: the SDK speaks to it over HTTP exactly as to AWS S3, R2 or B2. It can be stopped and started
 * again on the same port, as a storage outage would look.
 */
export class TestS3Server {
  private server: S3rver | null = null;
  private port = 0;
  readonly folder = mkdtempSync(path.join(os.tmpdir(), "scents-s3-"));

  constructor(readonly bucket = "scents-test") {}

  async start(): Promise<void> {
    this.server = new S3rver({ address: "127.0.0.1", port: this.port, silent: true, directory: this.folder, configureBuckets: [{ name: this.bucket, configs: [] }] });
    const address = await this.server.run();
    this.port = address.port;
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.folder, { recursive: true, force: true });
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  access(bucket = this.bucket): BucketAccess {
    return { endpoint: this.endpoint, region: "us-east-1", bucket, accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  }
}
