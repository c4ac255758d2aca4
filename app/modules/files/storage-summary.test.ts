// The start log's line about uploads (issue 34): a deployment without a bucket is warned at start, naming the
// settings that give it one; the embedded first run and development are not.
import { describe, expect, it } from "vitest";
import { storageSummary } from "./storage.server";

describe("storageSummary", () => {
  it("warns a production deployment without a bucket, naming the S3 settings", () => {
    const summary = storageSummary({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" });
    expect(summary.status).toBe("warning");
    expect(summary.text).toContain("this machine's disk (data/files)");
    expect(summary.text).toMatch(/Several machines need a bucket/);
    for (const name of ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "BUCKET_NAME", "AWS_ENDPOINT_URL_S3"])
      expect(summary.text).toContain(name);
  });

  it("says where the files are, FILES_DIR included", () => {
    expect(storageSummary({ NODE_ENV: "production", FILES_DIR: "/mnt/files" }).text).toContain("(/mnt/files)");
  });

  it("is ok with a bucket (S3_BUCKET or Tigris's BUCKET_NAME), on the embedded database and in development", () => {
    expect(storageSummary({ NODE_ENV: "production", S3_BUCKET: "shop" })).toEqual({
      status: "ok",
      text: "uploads in the S3 bucket shop",
    });
    expect(
      storageSummary({
        NODE_ENV: "production",
        BUCKET_NAME: "t",
        AWS_ENDPOINT_URL_S3: "https://fly.storage.tigris.dev",
      }),
    ).toEqual({ status: "ok", text: "uploads in the S3 bucket t at https://fly.storage.tigris.dev" });
    expect(storageSummary({ NODE_ENV: "production", EMBEDDED_DB: "1" }).status).toBe("ok");
    expect(storageSummary({ NODE_ENV: "development" }).status).toBe("ok");
  });
});
