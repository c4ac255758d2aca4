// Reads the deployment files the way Docker and Fly do, for the container smoke test (scripts/container-smoke.js):
// the Dockerfile's runtime stage (its COPY, ENV, WORKDIR and CMD lines) and fly.toml's release command and [env].
// Only the instructions this project's Dockerfile uses are understood; anything else in the runtime stage is an
// error, so the test cannot silently drift from the file.
import fs from "node:fs";
import path from "node:path";

/** Joins continuation lines and drops comments and blank lines. */
function instructions(text) {
  const lines = [];
  let current = "";
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (!current && (line === "" || line.startsWith("#"))) continue;
    if (line.endsWith("\\")) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(current + line);
    current = "";
  }
  if (current) lines.push(current);
  return lines.map((line) => {
    const [keyword] = line.split(/\s+/, 1);
    return { keyword: keyword.toUpperCase(), rest: line.slice(keyword.length).trim() };
  });
}

/** ENV KEY=VALUE KEY2="VALUE 2" (the legacy `ENV KEY VALUE` form too). */
function parseEnv(rest) {
  const env = {};
  if (!rest.includes("=")) {
    const [key, ...value] = rest.split(/\s+/);
    env[key] = value.join(" ");
    return env;
  }
  for (const match of rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|'([^']*)'|(\S*))/g)) {
    env[match[1]] = match[3] ?? match[4] ?? match[5] ?? "";
  }
  return env;
}

/**
 * The last stage of a Dockerfile: what the image runs.
 * @returns {{ name: string | null, workdir: string, env: Record<string, string>,
 *   copies: { from: string | null, sources: string[], destination: string }[], cmd: string[] }}
 */
export function parseRuntimeStage(dockerfileText) {
  const all = instructions(dockerfileText);
  const start = all.map((i) => i.keyword).lastIndexOf("FROM");
  if (start < 0) throw new Error("Dockerfile: no FROM line");
  const name = all[start].rest.match(/\sAS\s+(\S+)/i)?.[1] ?? null;
  const stage = { name, workdir: "/", env: {}, copies: [], cmd: [] };
  for (const { keyword, rest } of all.slice(start + 1)) {
    switch (keyword) {
      case "WORKDIR":
        stage.workdir = path.posix.resolve(stage.workdir, rest);
        break;
      case "ENV":
        Object.assign(stage.env, parseEnv(rest));
        break;
      case "COPY": {
        const words = rest.split(/\s+/);
        let from = null;
        while (words[0]?.startsWith("--")) {
          const flag = words.shift();
          if (flag.startsWith("--from=")) from = flag.slice("--from=".length);
          else if (!flag.startsWith("--chown=") && !flag.startsWith("--chmod="))
            throw new Error(`Dockerfile: COPY flag ${flag} not understood`);
        }
        if (words.length < 2) throw new Error(`Dockerfile: COPY needs a source and a destination: ${rest}`);
        const destination = words.pop();
        stage.copies.push({ from, sources: words, destination });
        break;
      }
      case "CMD":
        stage.cmd = JSON.parse(rest);
        break;
      case "RUN":
      case "USER":
      case "EXPOSE":
      case "LABEL":
        break; // users, ports and labels do not change what files the server finds
      default:
        throw new Error(`Dockerfile: ${keyword} in the runtime stage is not understood by the container smoke test`);
    }
  }
  if (stage.cmd.length === 0) throw new Error('Dockerfile: the runtime stage has no CMD ["..."]');
  return stage;
}

/** The entries of a .dockerignore (plain paths, as this project writes them). */
export function parseDockerignore(text) {
  return text
    .split("\n")
    .map((line) =>
      line
        .trim()
        .replace(/^\.?\//, "")
        .replace(/\/$/, ""),
    )
    .filter((line) => line && !line.startsWith("#"));
}

/** fly.toml's `release_command` (under [deploy]) and its [env] table. Enough TOML for this file's shape. */
export function parseFlyToml(text) {
  let section = "";
  const env = {};
  let releaseCommand = null;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (!line || line.startsWith("#")) continue;
    const header = line.match(/^\[+([^\]]+)\]+$/);
    if (header) {
      section = header[1].trim();
      continue;
    }
    const pair = line.match(/^([A-Za-z0-9_.-]+)\s*=\s*"((?:[^"\\]|\\.)*)"$/);
    if (!pair) continue;
    if (section === "env") env[pair[1]] = pair[2];
    if (section === "deploy" && pair[1] === "release_command") releaseCommand = pair[2];
  }
  return { releaseCommand, env };
}

/**
 * Copies the runtime stage's files from `buildRoot` (the project after `npm run build`, standing in for both the
 * build stage's /app and the build context, which are the same tree here) into `layoutDir`. node_modules is
 * provided by the caller (`nodeModulesDir`: a production-only install), as the build stage prunes it.
 */
export function assembleLayout(stage, { buildRoot, layoutDir, nodeModulesDir, dockerignore = [] }) {
  const workdir = path.join(layoutDir, stage.workdir);
  fs.mkdirSync(workdir, { recursive: true });
  for (const copy of stage.copies) {
    for (const source of copy.sources) {
      const from = copy.from ? source.replace(/^\/app\/?/, "") : source;
      if (path.isAbsolute(from)) throw new Error(`Dockerfile: COPY ${source} is outside /app`);
      // The build context lacks what .dockerignore leaves out (node_modules, build, ...): only the build stage has it.
      const ignoredBy = copy.from
        ? undefined
        : dockerignore.find((entry) => from === entry || from.startsWith(`${entry}/`));
      if (ignoredBy)
        throw new Error(
          `Dockerfile: COPY ${source} comes from the build context, where .dockerignore excludes ${ignoredBy}`,
        );
      const target =
        copy.destination.endsWith("/") || copy.sources.length > 1
          ? path.join(path.resolve(workdir, copy.destination), path.basename(from))
          : path.resolve(workdir, copy.destination);
      if (from === "node_modules") {
        fs.symlinkSync(nodeModulesDir, target, "dir");
        continue;
      }
      const absolute = path.join(buildRoot, from);
      if (!fs.existsSync(absolute)) throw new Error(`Dockerfile: COPY source ${source} does not exist after the build`);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.cpSync(absolute, target, { recursive: true });
    }
  }
  return workdir;
}
