// Background jobs on the same PostgreSQL through pg-boss: safe with any number of app instances (a scheduled
// job runs once per tick across all of them; a job is fetched by one worker with SKIP LOCKED).
import pg from "pg";
import { PgBoss } from "pg-boss";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/log.server";

/**
 * pg-boss 12's tables. pg-boss 11 rewrote them and has no migration from pg-boss 10's (schema "pgboss", version 24:
 * its start() refuses that schema), so 12 installs into a schema of its own and the jobs 10 left waiting are moved
 * over at start (`moveJobsOfPgBoss10`). Once no instance runs pg-boss 10, `DROP SCHEMA pgboss CASCADE` removes them.
 */
const SCHEMA = "pgboss_v12";
const PG_BOSS_10_SCHEMA = "pgboss";
/** Connections are named as pg-boss 10 named them (12 defaults to "pgboss:<instance id>"): operators and tests find them by it. */
const APPLICATION_NAME = "pgboss";

export interface JobDefinition {
  name: string;
  /** Cron expression (UTC) for recurring jobs; omit for jobs that are only sent. */
  cron?: string;
  handler: (data: unknown) => Promise<void>;
  retryLimit?: number;
}

let boss: PgBoss | undefined;
/** Whether this instance works the queues (a worker) or only sends jobs to them (a web machine, JOBS=send). */
let working = false;

/**
 * Starts pg-boss on this instance. `work` (the default) runs the handlers and the schedules; `work: false` only
 * sends: the queues are created (so a send succeeds before any worker has started) but nothing is fetched, scheduled
 * or maintained here — a web machine queues a product import for the worker instead of running it itself.
 */
export async function startJobs(
  definitions: JobDefinition[],
  { work = true }: { work?: boolean } = {},
): Promise<() => Promise<void>> {
  if (boss) return () => stopJobs();
  const instance = new PgBoss({
    connectionString: env().DATABASE_URL,
    max: 2,
    schema: SCHEMA,
    application_name: APPLICATION_NAME,
    ...(work ? {} : { schedule: false, supervise: false }),
  });
  instance.on("error", (error) => logger().error({ err: error }, "Job queue error"));
  await instance.start();
  for (const job of definitions) {
    await instance.createQueue(job.name, { retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    if (!work) continue;
    await instance.work(job.name, async (jobs) => {
      for (const item of jobs) await job.handler(item.data);
    });
    if (job.cron) await instance.schedule(job.name, job.cron);
  }
  boss = instance;
  working = work;
  if (!work) return () => stopJobs();
  // Recurring jobs are scheduled again above; only sent ones (a product import) can be waiting in the old schema.
  const sentOnly = definitions.filter((job) => !job.cron).map((job) => job.name);
  await moveJobsOfPgBoss10(instance, sentOnly)
    .then((moved) => moved > 0 && logger().info(`Job queue: ${moved} waiting job(s) moved from pg-boss 10's schema`))
    .catch((error) =>
      logger().error({ err: error }, "Job queue: the jobs waiting in pg-boss 10's schema could not be moved"),
    );
  return () => stopJobs();
}

/**
 * Moves the jobs of `names` that pg-boss 10 holds (waiting, retrying or running: a running one was cut off by the
 * upgrade's restart) into pg-boss 12's queues, in one transaction: each is deleted there and sent here, or neither.
 * Runs at every start, so what an instance still on pg-boss 10 queued during a rolling deploy is picked up by the
 * next new one. A job moved while an old instance still runs it runs again; the handlers are safe to repeat (an
 * import resumes under its lease).
 */
export async function moveJobsOfPgBoss10(instance: PgBoss, names: string[]): Promise<number> {
  if (names.length === 0) return 0;
  const { rows } = await instance
    .getDb()
    .executeSql(`SELECT to_regclass($1) IS NOT NULL AND to_regclass($2) IS NOT NULL AS present`, [
      `${PG_BOSS_10_SCHEMA}.job`,
      `${PG_BOSS_10_SCHEMA}.version`,
    ]);
  if (!rows[0]?.present) return 0;
  const client = new pg.Client({ connectionString: env().DATABASE_URL, application_name: APPLICATION_NAME });
  client.on("error", () => undefined);
  await client.connect();
  try {
    await client.query("BEGIN");
    const version = await client.query<{ version: number }>(`SELECT version FROM ${PG_BOSS_10_SCHEMA}.version`);
    // pg-boss 10.x wrote schema versions 21 to 24, all with these columns; anything else is not pg-boss 10's.
    if (!version.rows.every((row) => row.version >= 21 && row.version <= 24)) {
      await client.query("ROLLBACK");
      return 0;
    }
    const waiting = await client.query<{
      name: string;
      data: object | null;
      priority: number;
      singleton_key: string | null;
      start_after: Date;
    }>(
      `DELETE FROM ${PG_BOSS_10_SCHEMA}.job
        WHERE name = ANY($1::text[]) AND state::text IN ('created', 'retry', 'active')
        RETURNING name, data, priority, singleton_key, start_after`,
      [names],
    );
    const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
    for (const job of waiting.rows) {
      await instance.send(job.name, job.data, {
        priority: job.priority,
        startAfter: job.start_after,
        ...(job.singleton_key === null ? {} : { singletonKey: job.singleton_key }),
        db,
      });
    }
    await client.query("COMMIT");
    return waiting.rows.length;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Health check: "off" when this instance runs no queue (JOBS=0), else whether pg-boss still reaches the database. */
export async function jobQueueHealth(): Promise<"ok" | "off" | "unreachable"> {
  if (!boss) return "off";
  try {
    await boss.isInstalled();
    return "ok";
  } catch {
    return "unreachable";
  }
}

/**
 * Counts of each queue from pg-boss's cached queue stats (metrics, ADR 052); null when this instance works no queue
 * (a send-only web machine leaves them to the workers, so a sum over machines counts each queue once).
 */
export async function jobQueueCounts() {
  if (!boss || !working) return null;
  const queues = await boss.getQueues();
  return queues.map((queue) => ({
    name: queue.name,
    queued: queue.queuedCount,
    active: queue.activeCount,
    failed: queue.failedCount,
    deferred: queue.deferredCount,
  }));
}

async function stopJobs() {
  const instance = boss;
  boss = undefined;
  working = false;
  await instance?.stop({ graceful: true, timeout: 5000 });
}

/** Queues a one-off job (e.g. an e-mail to deliver with retries); no-op when the queue is not running. */
export async function sendJob(
  name: string,
  data: object,
  options: { startAfter?: Date | number; singletonKey?: string } = {},
) {
  if (!boss) return null;
  return boss.send(name, data, options);
}

export const isJobQueueRunning = () => boss !== undefined;
