import { jobQueueHealth } from "~/modules/jobs/jobs.server";
import { rateLimitStoreReachable } from "~/modules/security/rate-limit.server";
import { DATABASE_RETRY_AFTER_SECONDS } from "~/utils/db-errors";
import { prisma } from "~/utils/db.server";
import { logger } from "~/utils/log.server";

async function databaseReachable(): Promise<boolean> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return true;
  } catch (error) {
    logger().error(
      { reason: error instanceof Error ? error.message : String(error) },
      "Health check: database unreachable",
    );
    return false;
  }
}

// Readiness (ADR 052): can this process serve — database, rate-limit pool and job queue, each checked on its own
// pool; 503 names what is down. Liveness is /healthz/live (server/index.js), which touches none of them: fly.toml's
// routing check uses that one, so a database blip does not take every machine out of routing at once.
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
