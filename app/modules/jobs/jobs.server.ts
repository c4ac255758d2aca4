// Background jobs on the same PostgreSQL through pg-boss: safe with any number of app instances (a scheduled
// job runs once per tick across all of them; a job is fetched by one worker with SKIP LOCKED).
import PgBoss from "pg-boss";
import { env } from "~/utils/env.server";

export interface JobDefinition {
  name: string;
  /** Cron expression (UTC) for recurring jobs; omit for jobs that are only sent. */
  cron?: string;
  handler: (data: unknown) => Promise<void>;
  retryLimit?: number;
}

let boss: PgBoss | undefined;

export async function startJobs(definitions: JobDefinition[]): Promise<() => Promise<void>> {
  if (boss) return () => stopJobs();
  const instance = new PgBoss({ connectionString: env().DATABASE_URL, max: 2, schema: "pgboss" });
  instance.on("error", (error) => console.error("Job queue error", error));
  await instance.start();
  for (const job of definitions) {
    await instance.createQueue(job.name, { name: job.name, retryLimit: job.retryLimit ?? 3, retryBackoff: true });
    await instance.work(job.name, async (jobs) => {
      for (const item of jobs) await job.handler(item.data);
    });
    if (job.cron) await instance.schedule(job.name, job.cron);
  }
  boss = instance;
  return () => stopJobs();
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

async function stopJobs() {
  const instance = boss;
  boss = undefined;
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
