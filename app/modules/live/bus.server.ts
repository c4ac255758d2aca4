// The room bus of one app process (ADR 017): ONE dedicated pg.Client LISTENs on the live_room channel (never
// through Prisma's pool), and every open event stream of this process subscribes here. A NOTIFY carries only
// "demoId:eventId"; the bus then reads the demo's events after the last one it dispatched, turns them into views
// once, and hands them to the demo's streams. The table is the truth: after a reconnect, a missed NOTIFY or on
// every heartbeat the bus simply reads "id > cursor" again, so nothing is lost and nothing is sent twice.
import pg from "pg";
import { env } from "~/utils/env.server";
import { PRESENCE_WINDOW_MS, type RoomEventView } from "./room";
import { readEventViews, WATCHING_SQL, type RawQuery } from "./views.server";
import { logger } from "~/utils/log.server";

export const LIVE_CHANNEL = "live_room";
/** Heartbeat: a `: ping` to every stream, a presence count, a check of the LISTEN connection and a catch-up read. */
export const HEARTBEAT_MS = Number(process.env.LIVE_HEARTBEAT_MS ?? 15_000);
/** A stream whose unsent bytes pass this is a slow client and is dropped (it resumes by Last-Event-ID). */
export const MAX_BACKLOG_BYTES = 256 * 1024;
const PAGE = 500;
/** Connections of the bus's own pool: catch-up reads, replays and presence never wait behind page requests. */
const READ_POOL_SIZE = Number(process.env.LIVE_READ_POOL_SIZE ?? 3);

export interface Subscriber {
  demoId: string;
  userId: string;
  /** The last event id written to this stream. */
  lastId: bigint;
  /** Writes SSE text or bytes (shared by every stream: never modified); false = client too slow, drop it. */
  write(chunk: string | Uint8Array): boolean;
  close(): void;
}

/** A room event ready to send: its id and its SSE bytes, built once per batch and shared by every stream. */
interface Prepared {
  id: bigint;
  bytes: Uint8Array;
  /** Set for viewer_removed: the removed user's streams are closed after it. */
  removedUserId: string | null;
  /** demo_ended: every stream of the room is closed after it (the room reopens for no one). */
  endsRoom: boolean;
}

interface Live extends Subscriber {
  ready: boolean;
  buffered: Prepared[];
  closed: boolean;
}

export function sseEvent(view: RoomEventView): string {
  return `id: ${view.id}\ndata: ${JSON.stringify(view)}\n\n`;
}

const PING = Buffer.from(": ping\n\n");
const REMOVED = Buffer.from("event: removed\ndata: removed\n\n");

/** A batch of several events as one chunk (one write per stream instead of one per event), built once. */
interface Batch {
  firstId: bigint;
  lastId: bigint;
  bytes: Uint8Array;
  removed: Set<string>;
  endsRoom: boolean;
}

function batchOf(events: Prepared[]): Batch | null {
  if (events.length < 2) return null;
  return {
    firstId: events[0]!.id,
    lastId: events[events.length - 1]!.id,
    bytes: Buffer.concat(events.map((e) => e.bytes)),
    removed: new Set(events.flatMap((e) => (e.removedUserId ? [e.removedUserId] : []))),
    endsRoom: events.some((e) => e.endsRoom),
  };
}

function prepare(views: RoomEventView[]): Prepared[] {
  return views.map((view) => ({
    id: BigInt(view.id),
    bytes: Buffer.from(sseEvent(view)),
    removedUserId: view.kind === "viewer_removed" ? view.userId : null,
    endsRoom: view.kind === "demo_ended",
  }));
}

class RoomBus {
  private client: pg.Client | null = null;
  private pool: pg.Pool | null = null;
  private connecting: Promise<void> | null = null;
  private attempts = 0;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly rooms = new Map<string, Set<Live>>();
  private readonly cursors = new Map<string, bigint>();
  private readonly pending = new Set<string>();
  private draining: Promise<void> | null = null;
  private stopped = false;

  /** Opens the listening connection (once) and starts the heartbeat. Never throws: streams still work from the table. */
  start(): Promise<void> {
    this.stopped = false;
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => void this.beat(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: env().DATABASE_URL, application_name: "labmarket-live-listener" });
    client.on("notification", (message) => {
      const demoId = message.payload?.split(":")[0];
      if (demoId) this.wake(demoId);
    });
    client.on("error", (error) => this.lost(client, error));
    client.on("end", () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${LIVE_CHANNEL}`);
      this.client = client;
      this.attempts = 0;
      // Whatever was written while we were not listening is read now.
      for (const demoId of this.rooms.keys()) this.wake(demoId);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private lost(client: pg.Client, error: unknown) {
    if (this.client && this.client !== client) return;
    this.client = null;
    this.connecting = null;
    client.removeAllListeners("end");
    client.end().catch(() => {});
    if (this.stopped || this.reconnectTimer) return;
    if (error)
      logger().error({ reason: error instanceof Error ? error.message : error }, "[live] listener connection lost");
    // Jittered exponential backoff: 0.5 s, 1 s, 2 s ... capped at 30 s, so a restarted database is not stampeded.
    const delay = Math.min(30_000, 500 * 2 ** this.attempts) * (0.5 + Math.random() / 2);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.connecting ??= this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }

  private async beat() {
    const client = this.client;
    if (client) {
      try {
        await client.query("SELECT 1");
      } catch (error) {
        this.lost(client, error);
      }
    } else {
      this.start().catch(() => {});
    }
    for (const [demoId, subs] of this.rooms) {
      for (const sub of subs) if (!sub.write(PING)) this.drop(sub);
      this.wake(demoId);
      await this.presence(demoId, subs).catch((error) => logger().error({ err: error }, "[live] presence failed"));
    }
  }

  /** Marks everyone streaming a room present, then tells the room how many watch (across all processes). */
  private async presence(demoId: string, subs: Set<Live>) {
    const userIds = [...new Set([...subs].map((s) => s.userId))];
    if (userIds.length === 0) return;
    const query = this.query;
    await query(
      `INSERT INTO "LivePresence" ("demoId", "userId", "lastSeenAt")
       SELECT $1, u, now() AT TIME ZONE 'UTC' FROM unnest($2::text[]) AS u
       ON CONFLICT ("demoId", "userId") DO UPDATE SET "lastSeenAt" = EXCLUDED."lastSeenAt"`,
      [demoId, userIds],
    );
    const since = new Date(Date.now() - PRESENCE_WINDOW_MS).toISOString();
    const { rows } = await query<{ n: number }>(WATCHING_SQL, [demoId, since]);
    const bytes = Buffer.from(`event: presence\ndata: ${rows[0]?.n ?? 0}\n\n`);
    for (const sub of subs) if (!sub.write(bytes)) this.drop(sub);
  }

  /** Reads on the bus's own small pool (catch-up, replay, presence): never Prisma's request pool. */
  private readonly query: RawQuery = async <R>(text: string, values: unknown[]) => {
    this.pool ??= this.createPool();
    const result = await this.pool.query(text, values);
    return { rows: result.rows as R[] };
  };

  private createPool() {
    const pool = new pg.Pool({
      connectionString: env().DATABASE_URL,
      max: READ_POOL_SIZE,
      application_name: "labmarket-live-reader",
    });
    pool.on("error", (error) => logger().error({ reason: error.message }, "[live] idle reader connection lost"));
    return pool;
  }

  /** Something may have been written in `demoId`'s room: read and dispatch it (coalesced per demo). */
  wake(demoId: string) {
    if (!this.rooms.has(demoId)) return;
    this.pending.add(demoId);
    this.draining ??= this.drain().finally(() => {
      this.draining = null;
      if (this.pending.size > 0) this.wake([...this.pending][0]!);
    });
  }

  private async drain() {
    while (this.pending.size > 0) {
      const demoId = [...this.pending][0]!;
      this.pending.delete(demoId);
      const subs = this.rooms.get(demoId);
      const cursor = this.cursors.get(demoId);
      if (!subs || cursor === undefined) continue;
      try {
        const read = await readEventViews(this.query, demoId, cursor, PAGE);
        if (read.lastId === null) continue;
        // A batch's bytes are built once here and shared by every stream of the room on this process.
        const prepared = prepare(read.views);
        if (this.rooms.has(demoId)) this.cursors.set(demoId, read.lastId);
        const batch = batchOf(prepared);
        for (const sub of subs) this.deliver(sub, prepared, batch);
        if (read.count === PAGE) this.pending.add(demoId);
      } catch (error) {
        logger().error({ err: error }, "[live] catch-up read failed");
      }
    }
  }

  private deliver(sub: Live, events: Prepared[], batch: Batch | null = null) {
    if (sub.closed) return;
    if (!sub.ready) {
      sub.buffered.push(...events);
      return;
    }
    // The usual case: the stream is exactly at the batch's start and nobody in it is removed — one write.
    if (batch && sub.lastId < batch.firstId && !batch.removed.has(sub.userId) && !batch.endsRoom) {
      if (!sub.write(batch.bytes)) return this.drop(sub);
      sub.lastId = batch.lastId;
      return;
    }
    this.send(sub, events);
  }

  private send(sub: Live, events: Prepared[]) {
    if (sub.closed) return;
    for (const event of events) {
      if (event.id <= sub.lastId) continue;
      if (!sub.write(event.bytes)) return this.drop(sub);
      sub.lastId = event.id;
      if (event.removedUserId === sub.userId) {
        sub.write(REMOVED);
        return this.drop(sub);
      }
      // The browser closes its EventSource on this event; the server ends the stream too.
      if (event.endsRoom) return this.drop(sub);
    }
  }

  /**
   * Adds a stream: it first replays the demo's events after `afterId` from the table, then receives live ones.
   * Events dispatched meanwhile wait in a buffer and are filtered by id, so the seam neither loses nor doubles.
   */
  async subscribe(subscriber: Subscriber): Promise<() => void> {
    void this.start();
    const sub: Live = {
      ...subscriber,
      write: subscriber.write,
      close: subscriber.close,
      ready: false,
      buffered: [],
      closed: false,
    };
    let subs = this.rooms.get(sub.demoId);
    if (!subs) {
      subs = new Set();
      this.rooms.set(sub.demoId, subs);
    }
    subs.add(sub);
    try {
      if (!this.cursors.has(sub.demoId)) {
        const { rows } = await this.query<{ id: string | null }>(
          `SELECT max("id")::text AS id FROM "LiveRoomEvent" WHERE "demoId" = $1`,
          [sub.demoId],
        );
        if (!this.cursors.has(sub.demoId) && this.rooms.has(sub.demoId))
          this.cursors.set(sub.demoId, BigInt(rows[0]?.id ?? "0"));
      }
      for (;;) {
        if (sub.closed) break;
        const read = await readEventViews(this.query, sub.demoId, sub.lastId, PAGE);
        if (read.lastId === null) break;
        this.send(sub, prepare(read.views));
        // Rows without a view (a since-deleted question) still move the replay on.
        if (!sub.closed && read.lastId > sub.lastId) sub.lastId = read.lastId;
        if (read.count < PAGE) break;
      }
    } finally {
      sub.ready = true;
      const buffered = sub.buffered;
      sub.buffered = [];
      this.send(sub, buffered);
    }
    return () => this.drop(sub);
  }

  private drop(sub: Live) {
    if (sub.closed) return;
    sub.closed = true;
    const subs = this.rooms.get(sub.demoId);
    subs?.delete(sub);
    if (subs && subs.size === 0) {
      this.rooms.delete(sub.demoId);
      this.cursors.delete(sub.demoId);
      this.pending.delete(sub.demoId);
    }
    sub.close();
  }

  /** The bus's reader pool (metrics, ADR 052); null until the first read. */
  poolCounts() {
    const pool = this.pool;
    return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
  }

  /** Open streams of this process (for tests and the benchmark). */
  streamCount(): number {
    let n = 0;
    for (const subs of this.rooms.values()) n += subs.size;
    return n;
  }

  /** Ends every stream (after `farewell`'s text, if given: the shutdown's "reconnect elsewhere") and the listener. */
  async stop(farewell?: () => string): Promise<void> {
    this.stopped = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.heartbeat = null;
    this.reconnectTimer = null;
    for (const subs of [...this.rooms.values()])
      for (const sub of [...subs]) {
        if (farewell) sub.write(farewell());
        this.drop(sub);
      }
    const client = this.client;
    this.client = null;
    this.connecting = null;
    if (client) {
      client.removeAllListeners("end");
      await client.end().catch(() => {});
    }
    const pool = this.pool;
    this.pool = null;
    await pool?.end().catch(() => {});
  }
}

const globalBus = globalThis as unknown as { __liveRoomBus?: RoomBus };

/** This process's bus (kept on globalThis so dev reloads do not open a second listener). */
export function roomBus(): RoomBus {
  globalBus.__liveRoomBus ??= new RoomBus();
  return globalBus.__liveRoomBus;
}

/** Called after a room write commits: this process reads it at once (other processes hear the NOTIFY). */
export function announceRoomEvent(demoId: string) {
  globalBus.__liveRoomBus?.wake(demoId);
}

/** A separate bus, for tests that play two app processes in one. */
export function createRoomBus(): RoomBus {
  return new RoomBus();
}
export type { RoomBus };
