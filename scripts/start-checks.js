// What `npm start` checks before it builds (issue 34): settings and the ports, each problem one line, so a mistake
// costs a second instead of a 90-second build followed by a stack trace.
import { environmentProblems } from "../app/utils/env.server.ts";
import { listenHostFrom, startupProblems } from "../server/settings.js";
// The same listeners and words the server uses for a port that cannot be listened on (server/startup.js).
import { listenersFrom, portProblem as portProblemOf } from "../server/startup.js";

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

/** Null when every port server/index.js opens can be listened on now, else the first problem as one line. */
export async function portProblem(vars) {
  return portProblemOf(listenersFrom(vars, listenHostFrom(vars)));
}
