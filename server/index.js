// The server's entry point (the image's CMD, fly.toml's processes, `npm start`): start-up checks, then one app server
// in this process, or — WEB_CONCURRENCY above 1 — a primary process that runs that many app servers on the one port
// and keeps them running (server/primary.js, ADR 076).
// First: NODE_ENV's default, before any import loads React.
import "./node-env.js";
import cluster from "node:cluster";
import { ensurePortsFree, fail, listenersFrom } from "./startup.js";
import { listenHostFrom, processCountFrom, startupProblems } from "./settings.js";

// An app process started by the primary was checked by it: same settings, and its ports are the primary's.
if (cluster.isPrimary) {
  const problems = startupProblems(process.env);
  if (problems.length > 0) fail(problems.join("\n  "));
  await ensurePortsFree(listenersFrom(process.env, listenHostFrom(process.env)));
}

const processes = processCountFrom(process.env) ?? 1;
if (processes > 1 && process.argv.includes("--dev"))
  fail("WEB_CONCURRENCY above 1 is for the production server: `npm run dev` runs one process (unset it).");
if (cluster.isPrimary && processes > 1) await import("./primary.js");
else await import("./http-server.js");
