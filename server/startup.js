// What every start shares, whichever process runs it: a start-up problem is one line on stderr and exit code 1 (no
// stack trace for a setting or a busy port), and a busy port is found before the database is touched.
import net from "node:net";

/** Exits with one line: "LabMarket cannot start: …". */
export function fail(message) {
  process.stderr.write(`LabMarket cannot start: ${message}\n`);
  process.exit(1);
}

/** What a failed listen means, in words an operator acts on. */
export function portMessage(error, { port, host }) {
  if (error.code === "EADDRINUSE")
    return `port ${port} on ${host} is already in use (another server running? set PORT to use another).`;
  if (error.code === "EACCES") return `no permission to listen on port ${port} (use PORT above 1023).`;
  return `cannot listen on ${host}:${port}: ${error.message}`;
}

/**
 * Fails at once when one of the ports cannot be listened on (before migrating or starting the embedded database,
 * which take seconds). `label` prefixes the message (e.g. "metrics: ").
 * @param {{ port: number, host: string, label?: string }[]} listeners
 */
export async function ensurePortsFree(listeners) {
  for (const where of listeners) {
    await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", (error) => fail(`${where.label ?? ""}${portMessage(error, where)}`));
      probe.listen(where.port, where.host, () => probe.close(resolve));
    });
  }
}
