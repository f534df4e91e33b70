import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Readable } from "node:stream";

/** Where off-site backups go: any S3-compatible storage (AWS S3, Cloudflare R2, Backblaze B2, DigitalOcean Spaces...). */
export interface BucketAccess {
  /** Empty for AWS S3; the provider's endpoint URL otherwise. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * Parts of 8 MB, two in flight: an upload holds at most about 16 MB of the backup in memory
 * whatever the shop's size (S3 takes at most 10,000 parts: 80 GB).
 */
export const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
const CALL_TIMEOUT_MS = 60_000;

export function bucketClient(access: BucketAccess): S3Client {
  return new S3Client({
    region: access.region,
    ...(access.endpoint ? { endpoint: access.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: access.accessKeyId, secretAccessKey: access.secretAccessKey },
    requestHandler: { requestTimeout: CALL_TIMEOUT_MS, connectionTimeout: 10_000 },
    maxAttempts: 3,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default
    // trailing checksums on a streamed upload.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Streams `body` to `key` as a multipart upload; a failed upload is aborted, leaving no parts behind. */
export async function uploadStream(client: S3Client, bucket: string, key: string, body: Readable): Promise<void> {
  const upload = new Upload({
    client,
    params: { Bucket: bucket, Key: key, Body: body, ContentType: "application/octet-stream" },
    partSize: PART_BYTES,
    queueSize: PARTS_IN_FLIGHT,
    leavePartsOnError: false,
  });
  // A body that fails (the database dropped mid-backup) must fail the upload, not leave it waiting.
  body.once("error", () => void upload.abort().catch(() => undefined));
  await upload.done();
}

/** Every object key under `prefix`, page by page. */
export async function listKeys(client: S3Client, bucket: string, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys;
}

export async function deleteKey(client: S3Client, bucket: string, key: string): Promise<void> {
  await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** The object's bytes as a stream, read as they arrive. */
export async function downloadStream(client: S3Client, bucket: string, key: string): Promise<Readable> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!answer.Body) throw new Error(`s3://${bucket}/${key} has no content`);
  return answer.Body as Readable;
}

/** s3://bucket/key, as `npm run restore` takes it. */
export function parseBucketUrl(url: string): { bucket: string; key: string } | null {
  const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(url);
  return match?.[1] && match[2] ? { bucket: match[1], key: match[2] } : null;
}
