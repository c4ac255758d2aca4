import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { Prisma, PrismaClient } from "~/generated/prisma/client";
import {
  databaseUnavailableResponse,
  isDatabaseUnavailable,
  isSafeRead,
  isUnstorableText,
  unstorableTextResponse,
} from "./db-errors";
import { env } from "./env.server";
import { logger, requestStore } from "./log.server";

/**
 * The app's connection pool. It survives a database restart or failover: an idle client whose connection
 * drops is discarded (the 'error' listener keeps the process alive), and a read that ran outside a
 * transaction on a connection that just died is run once more on a fresh connection. Writes and
 * transactions are never repeated here: their caller sees the error (→ 503, see db-errors.ts).
 */
export function createResilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  pool.on("error", (error) => logger().error({ reason: error.message }, "[db] idle database connection lost"));
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = (async (...args: unknown[]) => {
    try {
      return await query(...args);
    } catch (error) {
      const first = args[0];
      const sql = typeof first === "string" ? first : ((first as { text?: unknown } | null)?.text ?? "");
      if (typeof sql !== "string" || !isSafeRead(sql) || !isDatabaseUnavailable(error)) throw error;
      logger().warn("[db] connection lost during a read; retrying once on a fresh connection");
      // A new connection, not the pool's next idle one: a restart or pg_terminate_backend kills the idle ones
      // too, and the pool notices that only when it hands one out.
      const client = new pg.Client(config);
      client.on("error", () => {});
      try {
        await client.connect();
        return await (client.query as (...a: unknown[]) => Promise<unknown>).apply(client, args);
      } finally {
        void client.end().catch(() => {});
      }
    }
  }) as typeof pool.query;
  return pool;
}

/**
 * A database error that says the database is unreachable becomes the 503 response, and a value PostgreSQL cannot
 * store (a NUL byte that no route's rule caught) a 400; anything else is rethrown.
 */
function unavailableTo503(error: unknown): never {
  if (isDatabaseUnavailable(error)) {
    // Once per request (its loaders may each fail on it), with the request's id, method and path (ADR 052).
    const request = requestStore();
    if (!request?.databaseDown) {
      if (request) request.databaseDown = true;
      logger().error({ reason: error instanceof Error ? error.message : String(error) }, "[db] database unavailable");
    }
    throw databaseUnavailableResponse();
  }
  if (isUnstorableText(error)) throw unstorableTextResponse();
  throw error;
}

/** The comment that marks a statement to be planned for its values on every call (see preparedStatementName). */
const PLAN_PER_CALL = "/* plan per call */";

/** A statement whose best plan depends on its values — how many products a search word or a range matches — is
 * planned anew on every call instead of being prepared (see preparedStatementName). */
export function plannedPerCall(sql: Prisma.Sql): Prisma.Sql {
  return Prisma.sql`${Prisma.raw(PLAN_PER_CALL)} ${sql}`;
}

/** At most this many statement texts are prepared per process (each connection keeps them all). */
const MAX_PREPARED_STATEMENTS = 300;
const preparedNames = new Map<string, string>();

/**
 * Statements are prepared: each connection parses and plans a statement text once and then only binds new values
 * to it. Parsing and planning were most of PostgreSQL's work on a page of one statement (a product page: 2 of 2.3 ms);
 * after five runs PostgreSQL keeps one generic plan when it costs no more than planning per value (ADR 034). Marked
 * statements (plannedPerCall) stay unnamed and are planned per call; texts past MAX_PREPARED_STATEMENTS too, so the
 * connections' memory stays bounded.
 */
export function preparedStatementName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined) {
    if (preparedNames.size >= MAX_PREPARED_STATEMENTS || sql.includes(PLAN_PER_CALL)) return undefined;
    name = `lm_${preparedNames.size}`;
    preparedNames.set(sql, name);
  }
  return name;
}

const rawReadObservers = new Set<(sql: Prisma.Sql) => void>();

/** Calls `observe` with every raw read's statement until the returned function is called (scripts that EXPLAIN
 * what a page runs, tests that count statements). */
export function observeRawReads(observe: (sql: Prisma.Sql) => void): () => void {
  rawReadObservers.add(observe);
  return () => rawReadObservers.delete(observe);
}

/** The rows of a raw read, typed by its caller as with `$queryRaw<T>`. */
export type ReadRows = <T extends unknown[]>(sql: Prisma.Sql) => Promise<T>;

// The values a raw read returns are those `$queryRaw` returns for the same columns: bigint as BigInt, numeric as
// Decimal, a timestamp without time zone as that instant in UTC (Prisma's columns hold UTC); the rest as pg parses
// them (integers and floats as numbers, json parsed, arrays as arrays).
const INT8 = 20;
const NUMERIC = 1700;
const TIMESTAMP = 1114;
const rawReadTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8) return (value: string) => BigInt(value);
    if (oid === NUMERIC) return (value: string) => new Prisma.Decimal(value);
    if (oid === TIMESTAMP) return (value: string) => new Date(`${value.replace(" ", "T")}Z`);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * A read of raw SQL straight on the pool: the same statement text, prepared statement name and 503 as
 * `prisma.$queryRaw`, without the Prisma client's per-query work (its query compiler is handed the whole text and
 * every value, and maps every row). For the catalogue's statements that work was most of the app's cost of a
 * statement: `/store`'s 1.4 against 0.3 ms of CPU, the finder's 3.8 against 1.5 ms (ADR 038).
 */
function rawReader(pool: pg.Pool): ReadRows {
  const prepared = env().DB_PREPARED_STATEMENTS === "1";
  return async <T extends unknown[]>(sql: Prisma.Sql) => {
    for (const observe of rawReadObservers) observe(sql);
    try {
      const result = await pool.query({
        text: sql.text,
        values: sql.values as unknown[],
        name: prepared ? preparedStatementName(sql.text) : undefined,
        types: rawReadTypes,
      });
      return result.rows as T;
    } catch (error) {
      unavailableTo503(error);
    }
  };
}

/**
 * The app's Prisma client over `connectionString`, and raw reads on its pool. A query that fails because the
 * database is unreachable (after the read retry) throws a 503 response with Retry-After: the page says the site is
 * temporarily unavailable rather than a bare 500. Model queries and raw queries go through the query extension;
 * `$transaction` (interactive or a batch) is wrapped as well, because a transaction that cannot BEGIN or COMMIT
 * fails outside any single query.
 */
export function createDatabase(
  connectionString: string,
  poolSize = Number(process.env.DB_POOL_SIZE ?? 10),
): { prisma: PrismaClient; readRows: ReadRows; pool: pg.Pool } {
  // JIT off: the catalogue's statements are short, but at a million products the planner's cost estimates pass
  // jit_above_cost and PostgreSQL spends ~90 ms compiling a statement that runs in 17 (ADR 015 addendum).
  // Synchronized sequential scans off: on a table larger than a quarter of shared_buffers a scan starts where the
  // previous one stopped, so a "first N matches" sample (the search's ranked sample, the finder's arms) was a
  // different N rows on every request, and a reload or the next page showed other products (ADR 037).
  const pool = createResilientPool({
    connectionString,
    max: poolSize,
    options: "-c jit=off -c synchronize_seqscans=off",
  });
  const adapter = new PrismaPg(pool, {
    // No name (undefined) runs the statement unnamed, as pg does by default; the type does not say so.
    statementNameGenerator:
      env().DB_PREPARED_STATEMENTS === "1" ? (query) => preparedStatementName(query.sql) as string : undefined,
    disposeExternalPool: true,
    onConnectionError: (error) => logger().error({ reason: error.message }, "[db] connection in a transaction lost"),
  });
  const client = new PrismaClient({ adapter }).$extends({
    query: {
      async $allOperations({ args, query }) {
        try {
          return await query(args);
        } catch (error) {
          unavailableTo503(error);
        }
      },
    },
  }) as unknown as PrismaClient;
  const transaction = client.$transaction.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const mappedTransaction = (...args: unknown[]) => transaction(...args).catch(unavailableTo503);
  const prisma = new Proxy(client, {
    get: (target, property, receiver) =>
      property === "$transaction" ? mappedTransaction : Reflect.get(target, property, receiver),
  });
  return { prisma, readRows: rawReader(pool), pool };
}

/** The Prisma client of createDatabase (tests that need a client of their own). */
export function createPrismaClient(connectionString: string, poolSize?: number): PrismaClient {
  return createDatabase(connectionString, poolSize).prisma;
}

// One client and pool per process; kept on globalThis so Vite's dev reloads do not open new pools.
const globalForDatabase = globalThis as unknown as { __database?: ReturnType<typeof createDatabase> };
const database = (globalForDatabase.__database ??= createDatabase(env().DATABASE_URL));

export const prisma: PrismaClient = database.prisma;
/** Raw SQL reads of the hot paths (see rawReader: the catalogue, ADR 038; the signed-in page's session, cart and
 * membership reads, ADR 071); everything else goes through `prisma`. */
export const readRows: ReadRows = database.readRows;

/**
 * The raw reads of a function that may be handed a transaction (or a client of its own): through `db`'s `$queryRaw`
 * when given — a read on the pool would take a connection of its own, outside the transaction — else `readRows`.
 * The same statement either way, with the same values and types (ADR 038).
 */
export function readerFor(db?: Pick<PrismaClient, "$queryRaw">): ReadRows {
  return db ? <T extends unknown[]>(sql: Prisma.Sql) => db.$queryRaw<T>(sql) : readRows;
}

/** The request pool's connections (metrics, ADR 052): all, idle, and queries waiting for one. */
export function databasePoolCounts() {
  const { pool } = database;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
