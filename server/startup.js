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
 * The listeners a start opens: the app's port and, unless METRICS_PORT=0, the metrics port (ADR 052). `label`
 * prefixes a problem's message ("metrics: ").
 * @param {Record<string, string | undefined>} vars
 * @param {string} host the app's listen host (server/settings.js listenHostFrom)
 * @returns {{ port: number, host: string, label: string }[]}
 */
export function listenersFrom(vars, host) {
  const metricsPort = Number(vars.METRICS_PORT ?? 9091);
  return [
    { port: Number(vars.PORT ?? 3000), host, label: "" },
    ...(metricsPort ? [{ port: metricsPort, host: vars.METRICS_HOST ?? host, label: "metrics: " }] : []),
  ];
}

/**
 * Null when every listener's port can be listened on now, else the first problem as one line.
 * @param {{ port: number, host: string, label: string }[]} listeners
 * @returns {Promise<string | null>}
 */
export async function portProblem(listeners) {
  for (const where of listeners) {
    const problem = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", (error) => resolve(`${where.label}${portMessage(error, where)}`));
      probe.listen(where.port, where.host, () => probe.close(() => resolve(null)));
    });
    if (problem) return problem;
  }
  return null;
}

/**
 * Fails at once when one of the ports cannot be listened on (before migrating or starting the embedded database,
 * which take seconds).
 */
export async function ensurePortsFree(listeners) {
  const problem = await portProblem(listeners);
  if (problem) fail(problem);
}
