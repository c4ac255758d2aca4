// A loopback TCP proxy in front of PostgreSQL that counts the statements the app executes (Execute messages of
// the extended protocol plus simple Query messages), so the benchmark can report SQL queries per page view
// without any instrumentation inside the app.
//
// It parses messages only while `count` runs: under load it forwards bytes untouched. Parsing every message (and
// keeping every statement's text) in the process that also runs autocannon cost CPU on the same two cores the app
// and PostgreSQL share, and delayed autocannon's own timestamps: the instrument moved what it measured.
import net from "node:net";

export async function startQueryCounter(targetUrl) {
  const target = new URL(targetUrl);
  let counting = false;
  let count = 0;
  // The SQL text of what was counted (an Execute's: the text its Bind's statement was parsed from, when that Parse was
  // seen), to see where statements come from.
  let statements = [];
  const connections = new Set();

  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    const connection = { buffer: Buffer.alloc(0), started: false, texts: new Map(), bound: "" };
    connections.add(connection);
    client.on("data", (chunk) => {
      upstream.write(chunk);
      if (!connection.started) readStartup(connection, chunk);
      else if (counting) readMessages(connection, chunk);
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => {
      connections.delete(connection);
      upstream.end();
    });
    upstream.on("close", () => client.end());
  });

  /** The first messages (startup or SSL request) have no type byte: just a length. */
  function readStartup(connection, chunk) {
    connection.buffer = Buffer.concat([connection.buffer, chunk]);
    while (!connection.started && connection.buffer.length >= 8) {
      const length = connection.buffer.readInt32BE(0);
      if (connection.buffer.length < length) return;
      const code = connection.buffer.readInt32BE(4);
      connection.buffer = connection.buffer.subarray(length);
      if (code !== 80877103) connection.started = true; // 80877103 = SSLRequest: the real startup follows
    }
    // Authentication messages may follow in the same chunk: read them as messages only while counting.
    const rest = connection.buffer;
    connection.buffer = Buffer.alloc(0);
    if (connection.started && counting && rest.length) readMessages(connection, rest);
  }

  function readMessages(connection, chunk) {
    let buffer = connection.buffer.length ? Buffer.concat([connection.buffer, chunk]) : chunk;
    while (buffer.length >= 5) {
      const length = buffer.readInt32BE(1);
      if (buffer.length < 1 + length) break;
      const type = String.fromCharCode(buffer[0]);
      if (type === "P") {
        const nameEnd = buffer.indexOf(0, 5);
        const name = buffer.toString("utf8", 5, nameEnd);
        connection.texts.set(name, buffer.toString("utf8", nameEnd + 1, buffer.indexOf(0, nameEnd + 1)));
      }
      if (type === "B") {
        const portalEnd = buffer.indexOf(0, 5);
        connection.bound = buffer.toString("utf8", portalEnd + 1, buffer.indexOf(0, portalEnd + 1));
      }
      if (type === "E" || type === "Q") {
        count += 1;
        statements.push(
          type === "Q"
            ? buffer.toString("utf8", 5, 1 + length - 1)
            : (connection.texts.get(connection.bound) ?? `(statement ${connection.bound}, prepared before counting)`),
        );
      }
      buffer = buffer.subarray(1 + length);
    }
    connection.buffer = buffer;
  }

  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const proxied = new URL(targetUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(server.address().port);
  return {
    url: proxied.toString(),
    /**
     * The statements the app executes while `work` runs. The app must be idle when it starts (no request in
     * flight), so that every connection's next bytes begin a message.
     */
    count: async (work) => {
      for (const connection of connections) connection.buffer = Buffer.alloc(0);
      count = 0;
      statements = [];
      counting = true;
      try {
        await work();
      } finally {
        counting = false;
      }
      return { queries: count, statements };
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
