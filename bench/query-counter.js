// A loopback TCP proxy in front of PostgreSQL that counts the statements the app executes (Execute messages of
// the extended protocol plus simple Query messages), so the benchmark can report SQL queries per page view
// without any instrumentation inside the app.
import net from "node:net";

export async function startQueryCounter(targetUrl) {
  const target = new URL(targetUrl);
  let count = 0;
  // The SQL text of what was counted (the last Parse's query for an Execute), to see where statements come from.
  let statements = [];
  const server = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    let buffer = Buffer.alloc(0);
    let started = false;
    let lastParsed = "";
    client.on("data", (chunk) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      // The first message (startup or SSL request) has no type byte: just a length.
      if (!started) {
        if (buffer.length < 4) return;
        const length = buffer.readInt32BE(0);
        if (buffer.length < length) return;
        const code = buffer.readInt32BE(4);
        buffer = buffer.subarray(length);
        if (code !== 80877103) started = true; // 80877103 = SSLRequest: the real startup follows
      }
      while (started && buffer.length >= 5) {
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) break;
        const type = String.fromCharCode(buffer[0]);
        if (type === "P") {
          const nameEnd = buffer.indexOf(0, 5);
          lastParsed = buffer.toString("utf8", nameEnd + 1, buffer.indexOf(0, nameEnd + 1));
        }
        if (type === "E" || type === "Q") {
          count += 1;
          statements.push(type === "Q" ? buffer.toString("utf8", 5, 1 + length - 1) : lastParsed);
        }
        buffer = buffer.subarray(1 + length);
      }
    });
    upstream.on("data", (chunk) => client.write(chunk));
    client.on("error", () => upstream.destroy());
    upstream.on("error", () => client.destroy());
    client.on("close", () => upstream.end());
    upstream.on("close", () => client.end());
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const proxied = new URL(targetUrl);
  proxied.hostname = "127.0.0.1";
  proxied.port = String(server.address().port);
  return {
    url: proxied.toString(),
    read: () => count,
    statements: () => statements,
    reset: () => {
      count = 0;
      statements = [];
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
