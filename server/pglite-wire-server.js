// A loopback PostgreSQL wire front for PGlite: many client connections share PGlite's single backend session.
//
// Why not @electric-sql/pglite-socket: its queue interleaves messages of different connections one by one and
// keeps a connection's messages together only inside a transaction block, so two connections' extended-protocol
// batches (Parse/Bind/Describe/Execute/Sync, what node-postgres sends for every parameterised query) mix and
// one binds against the other's unnamed statement (electric-sql/pglite#1046, still open). Here a connection owns
// the session from its first message until PGlite is back at ReadyForQuery outside a transaction block, i.e.
// after a Sync or a simple Query that leaves no transaction open. See docs/decisions/006-embedded-wire-server.md.
import net from "node:net";

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

// Mid-batch, a ROLLBACK aborts the implicit transaction of the statements executed so far, as PostgreSQL does when
// a client disconnects before its Sync; after an error the backend skips it and the Sync ends the batch instead.
const ABANDON_BATCH = Buffer.concat([frame("Q", [cString("ROLLBACK")]), SYNC]);

/** Who owns PGlite's session; the others wait in arrival order. */
export class SessionLock {
  owner = null;
  #waiting = [];

  /** Resolves once `holder` owns the session (at once if it already does). */
  acquire(holder) {
    if (this.owner === holder) return Promise.resolve();
    if (this.owner === null) {
      this.owner = holder;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.#waiting.push({ holder, resolve }));
  }

  release(holder) {
    if (this.owner !== holder) return;
    const next = this.#waiting.shift();
    this.owner = next ? next.holder : null;
    next?.resolve();
  }

  get waiting() {
    return this.#waiting.length;
  }
}

/**
 * Splits a connection's byte stream into protocol messages. Before the startup message, messages have no type
 * byte (length + code); afterwards each is a type byte + length.
 */
export class MessageReader {
  #buffer = Buffer.alloc(0);
  started = false;

  push(chunk) {
    this.#buffer = this.#buffer.length === 0 ? chunk : Buffer.concat([this.#buffer, chunk]);
  }

  /** The next complete message, or null when more bytes are needed. */
  next() {
    const buffer = this.#buffer;
    if (!this.started) {
      if (buffer.length < 8) return null;
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) return null;
      const code = buffer.readInt32BE(4);
      const bytes = buffer.subarray(0, length);
      this.#buffer = buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSSENC_REQUEST) return { kind: "encryption-request", bytes };
      if (code === CANCEL_REQUEST) return { kind: "cancel", bytes };
      this.started = true;
      return { kind: "startup", bytes };
    }
    if (buffer.length < 5) return null;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) return null;
    const bytes = buffer.subarray(0, length);
    this.#buffer = buffer.subarray(length);
    return { kind: String.fromCharCode(bytes[0]), bytes };
  }
}

function cString(text) {
  return Buffer.from(`${text}\0`);
}

function readCString(bytes, offset) {
  const end = bytes.indexOf(0, offset);
  return { text: bytes.toString("utf8", offset, end), next: end + 1 };
}

function frame(type, parts) {
  const body = Buffer.concat(parts);
  const header = Buffer.alloc(5);
  header.write(type);
  header.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

/**
 * Named prepared statements and portals live in the backend session, which all connections share: two connections
 * preparing "s1" would collide ("prepared statement already exists"; rate-limiter-flexible names its statements).
 * Prefixing every non-empty name with the connection's own prefix keeps each connection's names apart.
 * Returns the rewritten message and the statement name it prepares, if any.
 */
export function scopeNames(bytes, prefix) {
  const type = String.fromCharCode(bytes[0]);
  const body = bytes.subarray(5);
  const scoped = (name) => (name === "" ? "" : prefix + name);
  switch (type) {
    case "P": {
      // Parse: statement name, query, parameter types
      const name = readCString(body, 0);
      if (name.text === "") return { bytes, prepared: null };
      return { bytes: frame("P", [cString(scoped(name.text)), body.subarray(name.next)]), prepared: scoped(name.text) };
    }
    case "B": {
      // Bind: portal name, statement name, the rest
      const portal = readCString(body, 0);
      const statement = readCString(body, portal.next);
      if (portal.text === "" && statement.text === "") return { bytes, prepared: null };
      return {
        bytes: frame("B", [
          cString(scoped(portal.text)),
          cString(scoped(statement.text)),
          body.subarray(statement.next),
        ]),
        prepared: null,
      };
    }
    case "D":
    case "C": {
      // Describe / Close: 'S' (statement) or 'P' (portal), then the name
      const name = readCString(body, 1);
      if (name.text === "") return { bytes, prepared: null };
      return {
        bytes: frame(type, [body.subarray(0, 1), cString(scoped(name.text)), body.subarray(name.next)]),
        prepared: null,
      };
    }
    case "E": {
      // Execute: portal name, row limit
      const portal = readCString(body, 0);
      if (portal.text === "") return { bytes, prepared: null };
      return { bytes: frame("E", [cString(scoped(portal.text)), body.subarray(portal.next)]), prepared: null };
    }
    default:
      return { bytes, prepared: null };
  }
}

/** Messages after which the backend answers ReadyForQuery: the end of a batch. */
function endsBatch(kind) {
  return kind === "startup" || kind === "S" || kind === "Q";
}

/**
 * Serves `db` on host:port (port 0 = any free port).
 * @returns {Promise<{ port: number, stats: () => { connections: number, waiting: number }, close: () => Promise<void> }>}
 */
export async function startWireServer({ db, host = "127.0.0.1", port = 0, maxConnections = 100 }) {
  await db.waitReady;
  const lock = new SessionLock();
  const sockets = new Set();
  let connectionCount = 0;
  let stopping = false;

  /** Runs one message through PGlite, streaming its answer to `socket`. */
  async function execute(socket, message) {
    await db.runExclusive(() =>
      db.execProtocolRawStream(new Uint8Array(message.bytes), {
        syncToFs: endsBatch(message.kind),
        onRawData: (data) => {
          if (data.length > 0 && socket.writable) socket.write(Buffer.from(data));
        },
      }),
    );
  }

  /** Runs raw protocol bytes whose answers nobody reads. */
  function discard(bytes) {
    return db.runExclusive(() => db.execProtocolRawStream(new Uint8Array(bytes), { onRawData: () => {} }));
  }

  /**
   * Leaves the shared session clean when a connection ends: rolls back a batch or transaction it left open (as
   * PostgreSQL does on disconnect) and closes the statements it prepared.
   */
  async function abandon(holder, prepared) {
    const owned = lock.owner === holder;
    if (stopping || (!owned && prepared.size === 0)) return;
    await lock.acquire(holder);
    try {
      if (owned) {
        await discard(ABANDON_BATCH);
        if (db.isInTransaction()) await db.exec("ROLLBACK");
      }
      if (prepared.size > 0) {
        const closes = [...prepared].map((name) => frame("C", [Buffer.from("S"), cString(name)]));
        await discard(Buffer.concat([...closes, SYNC]));
      }
    } catch (error) {
      console.error("[embedded-db] cleaning up after a closed connection failed:", error);
    } finally {
      lock.release(holder);
    }
  }

  function serve(socket) {
    sockets.add(socket);
    socket.setNoDelay(true);
    const holder = Symbol("connection");
    const prefix = `c${++connectionCount}_`;
    const prepared = new Set();
    const reader = new MessageReader();
    let closed = false;
    let work = Promise.resolve();

    async function handle(message) {
      if (closed) return;
      if (message.kind === "encryption-request") {
        socket.write("N"); // no TLS on loopback; the client continues in plain text
        return;
      }
      if (message.kind === "cancel" || message.kind === "X") {
        socket.end();
        return;
      }
      await lock.acquire(holder);
      if (closed) return; // abandon() releases
      const scoped =
        message.kind === "startup" ? { bytes: message.bytes, prepared: null } : scopeNames(message.bytes, prefix);
      if (scoped.prepared) prepared.add(scoped.prepared);
      await execute(socket, { kind: message.kind, bytes: scoped.bytes });
      if (endsBatch(message.kind) && !db.isInTransaction()) lock.release(holder);
    }

    socket.on("data", (chunk) => {
      reader.push(chunk);
      try {
        for (let message = reader.next(); message; message = reader.next()) {
          const current = message;
          work = work.then(() => handle(current));
        }
      } catch (error) {
        console.error("[embedded-db] unreadable message:", error);
        socket.destroy();
      }
      work = work.catch((error) => {
        console.error("[embedded-db] query failed:", error);
        socket.destroy();
      });
    });
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      closed = true;
      sockets.delete(socket);
      work = work.then(() => abandon(holder, prepared));
    });
  }

  const server = net.createServer(serve);
  server.maxConnections = maxConnections;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    port: server.address().port,
    stats: () => ({ connections: sockets.size, waiting: lock.waiting }),
    close: () =>
      new Promise((resolve) => {
        stopping = true;
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
