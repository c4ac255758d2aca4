import { jobQueueHealth } from "~/modules/jobs/jobs.server";
import { rateLimitStoreReachable } from "~/modules/security/rate-limit.server";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/utils/db-errors";
import { prisma } from "~/utils/db.server";

async function databaseReachable(): Promise<boolean> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    console.error("Health check: database unreachable", error instanceof Error ? error.message : error);
    return false;
  }
}

// Liveness and readiness for Fly's health checks: which part is down, each checked on its own pool.
export async function loader() {
  const [database, rateLimits, jobs] = await Promise.all([
    databaseReachable(),
    rateLimitStoreReachable(),
    jobQueueHealth(),
  ]);
  const checks = {
    database: database ? "ok" : "unreachable",
    rateLimitStore: rateLimits ? "ok" : "unreachable",
    jobQueue: jobs,
  };
  const ok = database && rateLimits && jobs !== "unreachable";
  return Response.json(
    { status: ok ? "ok" : "error", ...checks },
    {
      status: ok ? 200 : 503,
      headers: { "Cache-Control": "no-store", ...(ok ? {} : { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }) },
    },
  );
}
