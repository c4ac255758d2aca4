// What `npm start` checks before it builds (issue 34): settings and the ports, each problem one line, so a mistake
// costs a second instead of a 90-second build followed by a stack trace.
import net from "node:net";
import { environmentProblems } from "../app/utils/env.server.ts";
import { listenHostFrom, startupProblems } from "../server/settings.js";
// The same words the server uses for a port that cannot be listened on (server/startup.js).
import { portMessage } from "../server/startup.js";

/**
 * Every settings problem: server/settings.js's start-up rules (what server/index.js checks too) and the app's
 * environment schema (app/utils/env.server.ts: SESSION_SECRET's length, numbers in range, URLs), without repeats.
 * @param {Record<string, string | undefined>} vars
 * @returns {string[]}
 */
export function settingsProblems(vars) {
  const startup = startupProblems(vars);
  // A variable server/settings.js already named is not named again in the schema's words.
  const named = new Set(startup.map((problem) => /^[A-Z][A-Z0-9_]*/.exec(problem)?.[0]));
  const schema = environmentProblems(vars).filter((problem) => !named.has(/^[A-Z][A-Z0-9_]*/.exec(problem)?.[0]));
  return [...startup, ...schema];
}

/** The listeners server/index.js opens: the app's port and, unless METRICS_PORT=0, the metrics port (ADR 052). */
export function listeners(vars) {
  const host = listenHostFrom(vars);
  const port = Number(vars.PORT ?? 3000);
  const metricsPort = Number(vars.METRICS_PORT ?? 9091);
  return [
    { name: "", port, host },
    ...(metricsPort ? [{ name: "metrics: ", port: metricsPort, host: vars.METRICS_HOST ?? host }] : []),
  ];
}

/** Null when every listener's port can be bound now, else the first problem as one line. */
export async function portProblem(vars) {
  for (const where of listeners(vars)) {
    const problem = await new Promise((resolve) => {
      const probe = net.createServer();
      probe.once("error", (error) => resolve(`${where.name}${portMessage(error, where)}`));
      probe.listen(where.port, where.host, () => probe.close(() => resolve(null)));
    });
    if (problem) return problem;
  }
  return null;
}
