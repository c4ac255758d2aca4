// What server/index.js needs of the app to run it (ADR 052): the probes its Prometheus metrics read, and the steps
// of a graceful shutdown that only the app can take.
import { jobQueueCounts } from "~/modules/jobs/jobs.server";
import { roomBus } from "~/modules/live/bus.server";
import { liveStreams } from "~/modules/live/stream-limits.server";
import { rateLimitPoolCounts } from "~/modules/security/rate-limit.server";
import { databasePoolCounts, prisma } from "~/utils/db.server";

type PoolCounts = { total: number; idle: number; waiting: number };

export function observabilitySources() {
  return {
    pools(): Record<string, PoolCounts> {
      const pools: Record<string, PoolCounts> = { app: databasePoolCounts() };
      const rateLimits = rateLimitPoolCounts();
      if (rateLimits) pools.rate_limit = rateLimits;
      const live = roomBus().poolCounts();
      if (live) pools.live_reader = live;
      return pools;
    },
    // The process's stream slots (ADR 044): every open stream holds one, subscribed to the bus or not yet.
    liveStreams: () => liveStreams().count(),
    jobQueues: jobQueueCounts,
  };
}

/**
 * Tells every open live-room stream of this process to reconnect, and ends it: the browser's EventSource reconnects
 * by itself after the jittered `retry` (resuming from Last-Event-ID), and the proxy sends it to another machine since
 * this one no longer accepts connections.
 */
export async function closeLiveStreams(): Promise<number> {
  const bus = roomBus();
  const open = bus.streamCount();
  // `retry:` is jittered per stream, so the viewers of a machine do not all land on the next one at the same moment.
  await bus.stop(
    () => `retry: ${500 + Math.floor(Math.random() * 2500)}\nevent: reconnect\ndata: server restarting\n\n`,
  );
  return open;
}

/** Closes the request pool (Prisma's adapter owns it). */
export async function closeDatabase(): Promise<void> {
  await prisma.$disconnect();
}
