// A local fake S3 (s3rver) for the S3 storage driver's tests: in-process, on a free port, in a temporary folder.
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
const S3rver = createRequire(import.meta.url)("s3rver") as new (options: Record<string, unknown>) => S3rverInstance;

export async function startFakeS3(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), "labmarket-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    /** s3rver accepts any well-formed signature with these. */
    credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    directory,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
