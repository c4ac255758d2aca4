// The job queue (pg-boss 12) on the test database, PostgreSQL or PGlite behind the wire front (ADR 006): a sent job
// runs, and the jobs pg-boss 10 left waiting in its own schema (which pg-boss 11+ cannot migrate) are moved over and
// run once, while its finished jobs and the recurring queues' jobs stay where they are.
import { afterAll, expect, it } from "vitest";
import { jobQueueCounts, jobQueueHealth, sendJob, startJobs } from "~/modules/jobs/jobs.server";
import { prisma } from "~/utils/db.server";
import { eventually } from "./production-server.support";
import { uid } from "./store.support";

afterAll(async () => {
  await prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
});

it("runs a sent job, and /healthz's check says ok while the queue runs and off after it stops", async () => {
  const queue = uid("job-queue");
  const done: unknown[] = [];
  const stop = await startJobs([{ name: queue, retryLimit: 0, handler: async (data) => void done.push(data) }]);
  try {
    expect(await jobQueueHealth()).toBe("ok");
    expect(await sendJob(queue, { n: 1 })).toEqual(expect.any(String));
    await eventually(async () => (done.length > 0 ? true : undefined), "the job to run", 30_000);
    expect(done).toEqual([{ n: 1 }]);
  } finally {
    await stop();
  }
  expect(await jobQueueHealth()).toBe("off");
  expect(await sendJob(queue, { n: 2 })).toBeNull();
});

it("a send-only instance (JOBS=send, a web machine) queues a job without running it; a working instance then runs it", async () => {
  const queue = uid("send-only");
  const done: unknown[] = [];
  const definitions = [{ name: queue, retryLimit: 0, handler: async (data: unknown) => void done.push(data) }];
  const stopSender = await startJobs(definitions, { work: false });
  try {
    expect(await jobQueueHealth()).toBe("ok");
    expect(await sendJob(queue, { importId: "queued-on-web" })).toEqual(expect.any(String));
    // Nothing fetches here: the job waits in the queue for a worker, and this instance reports no queue counts.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(done).toEqual([]);
    expect(await jobQueueCounts()).toBeNull();
  } finally {
    await stopSender();
  }
  const stopWorker = await startJobs(definitions);
  try {
    await eventually(async () => (done.length > 0 ? true : undefined), "the worker to run the queued job", 30_000);
    expect(done).toEqual([{ importId: "queued-on-web" }]);
    expect(await jobQueueCounts()).toEqual(expect.arrayContaining([expect.objectContaining({ name: queue })]));
  } finally {
    await stopWorker();
  }
});

it("moves the jobs pg-boss 10 left waiting, retrying or running into pg-boss 12 and runs each once", async () => {
  const sent = uid("import-like");
  const recurring = uid("cron-like");
  // pg-boss 10.4's tables as far as the move reads them (schema version 24; its job table has these columns).
  await prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS pgboss CASCADE`);
  await prisma.$executeRawUnsafe(`CREATE SCHEMA pgboss`);
  await prisma.$executeRawUnsafe(`CREATE TABLE pgboss.version (version int PRIMARY KEY)`);
  await prisma.$executeRawUnsafe(`INSERT INTO pgboss.version VALUES (24)`);
  await prisma.$executeRawUnsafe(
    `CREATE TYPE pgboss.job_state AS ENUM ('created', 'retry', 'active', 'completed', 'cancelled', 'failed')`,
  );
  await prisma.$executeRawUnsafe(`
    CREATE TABLE pgboss.job (
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      name text NOT NULL,
      priority integer NOT NULL DEFAULT 0,
      data jsonb,
      state pgboss.job_state NOT NULL DEFAULT 'created',
      retry_limit integer NOT NULL DEFAULT 2,
      retry_count integer NOT NULL DEFAULT 0,
      start_after timestamptz NOT NULL DEFAULT now(),
      singleton_key text,
      created_on timestamptz NOT NULL DEFAULT now(),
      policy text
    )`);
  await prisma.$executeRawUnsafe(
    `INSERT INTO pgboss.job (name, data, state, singleton_key) VALUES
       ($1, '{"importId": "waiting"}', 'created', 'waiting'),
       ($1, '{"importId": "retrying"}', 'retry', NULL),
       ($1, '{"importId": "cut-off"}', 'active', 'cut-off'),
       ($1, '{"importId": "finished"}', 'completed', 'finished'),
       ($2, '{}', 'created', NULL)`,
    sent,
    recurring,
  );

  const done: unknown[] = [];
  const stop = await startJobs([
    { name: sent, retryLimit: 0, handler: async (data) => void done.push(data) },
    { name: recurring, cron: "0 0 1 1 *", retryLimit: 0, handler: async () => undefined },
  ]);
  try {
    await eventually(async () => (done.length >= 3 ? true : undefined), "the moved jobs to run", 30_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(done).toHaveLength(3);
    expect(done).toEqual(
      expect.arrayContaining([{ importId: "waiting" }, { importId: "retrying" }, { importId: "cut-off" }]),
    );
    const left = await prisma.$queryRawUnsafe<{ name: string; state: string }[]>(
      `SELECT name, state::text AS state FROM pgboss.job ORDER BY name, state`,
    );
    expect(left).toEqual(
      [
        { name: sent, state: "completed" },
        { name: recurring, state: "created" },
      ].sort((a, b) => (a.name < b.name ? -1 : 1)),
    );
  } finally {
    await stop();
  }

  // A second start finds nothing more to move: nothing runs twice.
  const again: unknown[] = [];
  const stopAgain = await startJobs([{ name: sent, retryLimit: 0, handler: async (data) => void again.push(data) }]);
  try {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(again).toEqual([]);
  } finally {
    await stopAgain();
  }
});
