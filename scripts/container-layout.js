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
 * A runtime-stage RUN line, one `&&`-joined command at a time. Only what changes who may write where is understood:
 * `groupadd`/`useradd` (names and numeric ids) and `install -d` (directories with an owner). Anything else is an
 * error, so a RUN added to the runtime stage is either modelled here or noticed.
 */
function parseRun(rest, stage) {
  for (const command of rest.split("&&").map((part) => part.trim().split(/\s+/))) {
    const [program, ...words] = command;
    const option = (...names) => {
      const at = words.findIndex((word) => names.includes(word));
      return at < 0 ? undefined : words[at + 1];
    };
    const operands = (withValue) => {
      const out = [];
      for (let i = 0; i < words.length; i++) {
        if (words[i].startsWith("-")) i += withValue.includes(words[i]) ? 1 : 0;
        else out.push(words[i]);
      }
      return out;
    };
    // Fixed ids: the smoke test runs as them, and files on a volume keep their owner across images.
    const id = (...names) => {
      const value = option(...names);
      if (!/^\d+$/.test(value ?? ""))
        throw new Error(`Dockerfile: ${program} in the runtime stage needs ${names[0]} N`);
      return Number(value);
    };
    if (program === "groupadd") {
      const [name] = operands(["--gid", "-g"]);
      stage.groups[name] = id("--gid", "-g");
    } else if (program === "useradd") {
      const [name] = operands(["--uid", "-u", "--gid", "-g", "--shell", "-s", "--home-dir", "-d"]);
      stage.users[name] = { uid: id("--uid", "-u"), group: option("--gid", "-g") ?? name };
    } else if (program === "install" && words.includes("-d")) {
      const owner = option("-o", "--owner") ?? "root";
      const group = option("-g", "--group") ?? "root";
      const mode = option("-m", "--mode");
      for (const dir of operands(["-o", "--owner", "-g", "--group", "-m", "--mode"]))
        stage.dirs.push({ path: path.posix.resolve(stage.workdir, dir), owner, group, mode: mode ?? null });
    } else {
      throw new Error(
        `Dockerfile: RUN ${command.join(" ")} in the runtime stage is not understood by the container smoke test`,
      );
    }
  }
}

/**
 * The last stage of a Dockerfile: what the image runs, as whom, and who owns what.
 * @returns {{ name: string | null, workdir: string, env: Record<string, string>,
 *   copies: { from: string | null, sources: string[], destination: string, chown: string | null }[], cmd: string[],
 *   user: string, users: Record<string, { uid: number, group: string }>, groups: Record<string, number>,
 *   dirs: { path: string, owner: string, group: string, mode: string | null }[] }}
 */
export function parseRuntimeStage(dockerfileText) {
  const all = instructions(dockerfileText);
  const start = all.map((i) => i.keyword).lastIndexOf("FROM");
  if (start < 0) throw new Error("Dockerfile: no FROM line");
  const name = all[start].rest.match(/\sAS\s+(\S+)/i)?.[1] ?? null;
  const stage = { name, workdir: "/", env: {}, copies: [], cmd: [], user: "root", users: {}, groups: {}, dirs: [] };
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
        let chown = null;
        while (words[0]?.startsWith("--")) {
          const flag = words.shift();
          if (flag.startsWith("--from=")) from = flag.slice("--from=".length);
          else if (flag.startsWith("--chown=")) chown = flag.slice("--chown=".length);
          else if (!flag.startsWith("--chmod=")) throw new Error(`Dockerfile: COPY flag ${flag} not understood`);
        }
        if (words.length < 2) throw new Error(`Dockerfile: COPY needs a source and a destination: ${rest}`);
        const destination = words.pop();
        stage.copies.push({ from, sources: words, destination, chown });
        break;
      }
      case "CMD":
        stage.cmd = JSON.parse(rest);
        break;
      case "RUN":
        parseRun(rest, stage);
        break;
      case "USER":
        stage.user = rest;
        break;
      case "EXPOSE":
      case "LABEL":
        break; // ports and labels do not change what files the server finds
      default:
        throw new Error(`Dockerfile: ${keyword} in the runtime stage is not understood by the container smoke test`);
    }
  }
  if (stage.cmd.length === 0) throw new Error('Dockerfile: the runtime stage has no CMD ["..."]');
  return stage;
}

/**
 * The numeric uid and gid of a user or `user:group` of the stage (root is 0). Unknown names are an error: the image
 * build would fail on them too.
 * @returns {{ uid: number, gid: number }}
 */
export function stageIds(stage, spec) {
  const [userName, groupName] = spec.split(":");
  const gidOf = (group) => {
    if (group === "root") return 0;
    if (/^\d+$/.test(group)) return Number(group);
    if (!(group in stage.groups)) throw new Error(`Dockerfile: no group ${group} in the runtime stage`);
    return stage.groups[group];
  };
  if (userName === "root") return { uid: 0, gid: groupName ? gidOf(groupName) : 0 };
  if (/^\d+$/.test(userName)) return { uid: Number(userName), gid: groupName ? gidOf(groupName) : Number(userName) };
  const user = stage.users[userName];
  if (!user) throw new Error(`Dockerfile: no user ${userName} in the runtime stage`);
  return { uid: user.uid, gid: gidOf(groupName ?? user.group) };
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

/**
 * fly.toml's `release_command` (under [deploy]), its [env] table, its [processes] (name → command) and the
 * processes [http_service] routes to (null when it names none: all of them). Enough TOML for this file's shape.
 */
export function parseFlyToml(text) {
  let section = "";
  const env = {};
  const processes = {};
  let releaseCommand = null;
  let httpServiceProcesses = null;
  for (const raw of text.split("\n")) {
    const line = raw.replace(/\s+#.*$/, "").trim();
    if (!line || line.startsWith("#")) continue;
    const header = line.match(/^\[+([^\]]+)\]+$/);
    if (header) {
      section = header[1].trim();
      continue;
    }
    const list = line.match(/^processes\s*=\s*(\[.*\])$/);
    if (list && section === "http_service") httpServiceProcesses = JSON.parse(list[1]);
    const pair = line.match(/^([A-Za-z0-9_.-]+)\s*=\s*"((?:[^"\\]|\\.)*)"$/);
    if (!pair) continue;
    if (section === "env") env[pair[1]] = pair[2];
    if (section === "processes") processes[pair[1]] = pair[2];
    if (section === "deploy" && pair[1] === "release_command") releaseCommand = pair[2];
  }
  return { releaseCommand, env, processes, httpServiceProcesses };
}

/**
 * What a machine of fly.toml process `name` runs: its [processes] command (which replaces the image's CMD, split into
 * words as Fly does) or, without [processes], the CMD.
 */
export function processCommand(stage, fly, name) {
  const command = fly.processes[name];
  if (command === undefined) {
    if (Object.keys(fly.processes).length > 0) throw new Error(`fly.toml: no process named ${name}`);
    return stage.cmd;
  }
  return command.trim().split(/\s+/);
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
      const target = copyTarget(copy, from, workdir);
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
  // RUN install -d: the directories exist before the server starts (their owners: ownLayout).
  for (const dir of stage.dirs) fs.mkdirSync(path.join(layoutDir, dir.path), { recursive: true });
  return workdir;
}

/** Where a COPY puts one of its sources (`from`: the source relative to the build root). */
function copyTarget(copy, from, workdir) {
  return copy.destination.endsWith("/") || copy.sources.length > 1
    ? path.join(path.resolve(workdir, copy.destination), path.basename(from))
    : path.resolve(workdir, copy.destination);
}

function chownTree(target, uid, gid) {
  fs.lchownSync(target, uid, gid);
  if (!fs.lstatSync(target).isDirectory()) return;
  for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), uid, gid);
}

/**
 * Gives an assembled layout the image's ownership (needs root): what a COPY --chown copied belongs to that user
 * (a linked node_modules only as a link), `RUN install -d -o` directories to their owner with their mode, and
 * everything else — the WORKDIR itself included — stays root's, as Docker leaves it. The directories above the
 * WORKDIR in the temp layout are opened for traversal, as / and /app are in the image.
 */
export function ownLayout(stage, layoutDir) {
  const workdir = path.join(layoutDir, stage.workdir);
  for (let dir = workdir; dir.startsWith(layoutDir); dir = path.dirname(dir)) {
    fs.chownSync(dir, 0, 0);
    fs.chmodSync(dir, 0o755);
    if (dir === layoutDir) break;
  }
  for (const copy of stage.copies) {
    if (!copy.chown) continue;
    const { uid, gid } = stageIds(stage, copy.chown);
    for (const source of copy.sources) {
      const from = copy.from ? source.replace(/^\/app\/?/, "") : source;
      chownTree(copyTarget(copy, from, workdir), uid, gid);
    }
  }
  for (const dir of stage.dirs) {
    const target = path.join(layoutDir, dir.path);
    const { uid, gid } = stageIds(stage, `${dir.owner}:${dir.group}`);
    fs.chownSync(target, uid, gid);
    if (dir.mode) fs.chmodSync(target, parseInt(dir.mode, 8));
  }
}
