import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { type Storage, safeKey } from './storage';

/**
 * Files as objects of an S3-compatible bucket, keyed by their storage key. Reads stream the object
 * from the bucket; the bucket stays private (the API serves every file with its own checks).
 */
export function s3Storage(config: S3Config): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible servers refuse the newer
    // checksum trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  async function* keysUnder(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, bytes: object.Size ?? 0 };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  return {
    kind: 's3',
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket, Key: safeKey(key), Body: body, ContentLength: body.length }));
    },
    async open(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (err) {
        if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) {
          return null;
        }
        throw err;
      }
    },
    async removeWithStem(stem) {
      // One request per object: a stem has a handful (a picture and its sizes), and DeleteObjects
      // needs checksums some S3-compatible servers do not take.
      for await (const { key } of keysUnder(`${safeKey(stem)}.`)) {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      }
    },
    list: () => keysUnder(''),
  };
}
