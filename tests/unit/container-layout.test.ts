// The container smoke test reads the deployment files; these tests pin how (scripts/container-layout.js) and check
// the files themselves: the runtime stage carries what the server, the seed and the release command need.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  assembleLayout,
  ownLayout,
  parseDockerignore,
  parseFlyToml,
  parseRuntimeStage,
  processCommand,
  stageIds,
} from "../../scripts/container-layout.js";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");

describe("parseRuntimeStage", () => {
  it("reads the last stage's WORKDIR, ENV, COPY and CMD, continuation lines included", () => {
    const stage = parseRuntimeStage(`FROM node:24 AS build
COPY . .
FROM node:24-slim AS runtime
# a comment
ENV NODE_ENV=production \\
    PORT=8080 HOST="0.0.0.0"
WORKDIR /app
RUN groupadd --system --gid 1001 app \\
    && useradd --system --uid 1001 --gid app --no-create-home --shell /usr/sbin/nologin app \\
    && install -d -o app -g app -m 0755 /app/data data/files
COPY --from=build --chown=app /app/build build
COPY package.json prisma.config.ts ./
USER app
CMD ["node", "server/index.js"]
`);
    expect(stage).toEqual({
      name: "runtime",
      workdir: "/app",
      env: { NODE_ENV: "production", PORT: "8080", HOST: "0.0.0.0" },
      copies: [
        { from: "build", sources: ["/app/build"], destination: "build", chown: "app" },
        { from: null, sources: ["package.json", "prisma.config.ts"], destination: "./", chown: null },
      ],
      cmd: ["node", "server/index.js"],
      user: "app",
      users: { app: { uid: 1001, group: "app" } },
      groups: { app: 1001 },
      dirs: [
        { path: "/app/data", owner: "app", group: "app", mode: "0755" },
        { path: "/app/data/files", owner: "app", group: "app", mode: "0755" },
      ],
    });
    expect(stageIds(stage, "app")).toEqual({ uid: 1001, gid: 1001 });
    expect(stageIds(stage, "root")).toEqual({ uid: 0, gid: 0 });
    expect(() => stageIds(stage, "nobody-here")).toThrow(/no user nobody-here/);
  });

  it("refuses instructions it does not understand instead of drifting", () => {
    expect(() => parseRuntimeStage('FROM a\nADD x y\nCMD ["node"]')).toThrow(/ADD in the runtime stage/);
    expect(() => parseRuntimeStage("FROM a\nCOPY x y")).toThrow(/no CMD/);
    expect(() => parseRuntimeStage('FROM a\nRUN apt-get install -y curl\nCMD ["node"]')).toThrow(
      /RUN apt-get install -y curl in the runtime stage/,
    );
  });
});

describe("the project's deployment files", () => {
  const stage = parseRuntimeStage(read("Dockerfile"));
  const fly = parseFlyToml(read("fly.toml"));

  it("run Node 24 with the image's HOST open to Fly's proxy and production settings", () => {
    expect(read("Dockerfile")).toMatch(/^FROM node:24[-\w.]* AS runtime$/m);
    expect(stage.env).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0", PORT: "8080" });
    expect(stage.cmd).toEqual([
      "node",
      "--max-old-space-size=224",
      "--max-semi-space-size=16",
      "--heap-growing-percent=100",
      "server/index.js",
    ]);
  });

  it("release migrations and the seed with plain Node (no tsx, no TypeScript sources in the image)", () => {
    expect(fly.releaseCommand).toBe("node scripts/release.js");
    const release = read("scripts/release.js");
    expect(release).toContain("build/seed.js");
    expect(release).not.toMatch(/tsx|\.ts"/);
    const copied = stage.copies.flatMap((c) => c.sources);
    expect(copied).toContain("/app/build");
    expect(copied.some((source) => source === "app" || source.startsWith("app/"))).toBe(false);
  });

  it("copies only the scripts the image runs, and everything they import", () => {
    const copied = stage.copies.flatMap((c) => c.sources.filter((source) => !source.startsWith("/app/")));
    const scripts = copied.filter((source) => source === "scripts" || source.startsWith("scripts/"));
    expect(scripts.sort()).toEqual(["scripts/prisma.js", "scripts/release.js", "scripts/seed.js"]);
    expect(copied.filter((source) => source.endsWith(".ts") && source !== "prisma.config.ts")).toEqual([]);
    // The release command and package.json's db:* scripts name only copied files.
    const pkg = JSON.parse(read("package.json"));
    for (const script of ["db:migrate", "db:seed", "db:release"]) {
      const file = pkg.scripts[script].match(/node (scripts\/\S+\.js)/)?.[1];
      expect(scripts, script).toContain(file);
    }
    // Their relative imports resolve to copied files too.
    for (const script of scripts) {
      for (const [, spec] of read(script).matchAll(/from "(\.{1,2}\/[^"]+)"/g)) {
        const target = path.posix.join(path.posix.dirname(script), spec!);
        expect(
          copied.some((source) => target === source || target.startsWith(`${source}/`)),
          `${script} imports ${target}`,
        ).toBe(true);
      }
    }
  });

  it("run as a user that is not root, who owns ./data (the local file driver's FILES_DIR) but not /app", () => {
    expect(stage.user).not.toBe("root");
    const { uid } = stageIds(stage, stage.user);
    expect(uid).toBeGreaterThan(0);
    const owned = stage.dirs.filter((dir) => stageIds(stage, `${dir.owner}:${dir.group}`).uid === uid);
    expect(owned.map((dir) => dir.path)).toContain(`${stage.workdir}/data/files`);
    expect(stage.dirs.map((dir) => dir.path)).not.toContain(stage.workdir);
  });

  it("split machines into web (routed, no jobs) and worker (jobs) processes running the image's command", () => {
    expect(Object.keys(fly.processes).sort()).toEqual(["web", "worker"]);
    expect(processCommand(stage, fly, "web")).toEqual(["env", "JOBS=send", ...stage.cmd]);
    expect(processCommand(stage, fly, "worker")).toEqual(["env", "JOBS=1", ...stage.cmd]);
    expect(fly.httpServiceProcesses).toEqual(["web"]);
    expect(() => processCommand(stage, fly, "cron")).toThrow(/no process named cron/);
    expect(processCommand(stage, parseFlyToml('[env]\n  A = "1"'), "web")).toEqual(stage.cmd);
  });

  it("the image leaves build-only packages out", () => {
    const pkg = JSON.parse(read("package.json"));
    for (const name of [
      "tsx",
      "vite",
      "typescript",
      "@remix-run/dev",
      "@remix-run/route-config",
      "@remix-run/fs-routes",
      "tailwindcss",
    ]) {
      expect(pkg.dependencies[name], name).toBeUndefined();
    }
    expect(pkg.engines.node).toBe(">=24");
  });
});

describe("assembleLayout", () => {
  it("copies COPY sources into the workdir, links node_modules and refuses sources .dockerignore removes", () => {
    const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), "layout-src-"));
    const layoutDir = fs.mkdtempSync(path.join(os.tmpdir(), "layout-out-"));
    const nodeModulesDir = fs.mkdtempSync(path.join(os.tmpdir(), "layout-nm-"));
    try {
      fs.mkdirSync(path.join(buildRoot, "build"));
      fs.writeFileSync(path.join(buildRoot, "build/seed.js"), "");
      fs.writeFileSync(path.join(buildRoot, "package.json"), "{}");
      const stage = parseRuntimeStage(`FROM x AS runtime
WORKDIR /app
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/build build
COPY package.json ./
CMD ["node"]`);
      const workdir = assembleLayout(stage, { buildRoot, layoutDir, nodeModulesDir });
      expect(fs.existsSync(path.join(workdir, "build/seed.js"))).toBe(true);
      expect(fs.existsSync(path.join(workdir, "package.json"))).toBe(true);
      expect(fs.realpathSync(path.join(workdir, "node_modules"))).toBe(fs.realpathSync(nodeModulesDir));

      const fromContext = parseRuntimeStage('FROM x\nWORKDIR /app\nCOPY build build\nCMD ["node"]');
      expect(() =>
        assembleLayout(fromContext, {
          buildRoot,
          layoutDir: fs.mkdtempSync(path.join(os.tmpdir(), "layout-out-")),
          nodeModulesDir,
          dockerignore: parseDockerignore("build\n"),
        }),
      ).toThrow(/\.dockerignore excludes build/);
    } finally {
      for (const dir of [buildRoot, layoutDir, nodeModulesDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  // Changing owners needs root (the container smoke test runs as root on CI and here).
  it.runIf(process.getuid?.() === 0)("owns the layout as the image does: COPY --chown and install -d -o", () => {
    const buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), "layout-src-"));
    const layoutDir = fs.mkdtempSync(path.join(os.tmpdir(), "layout-out-"));
    const nodeModulesDir = fs.mkdtempSync(path.join(os.tmpdir(), "layout-nm-"));
    try {
      fs.mkdirSync(path.join(buildRoot, "build/server"), { recursive: true });
      fs.writeFileSync(path.join(buildRoot, "build/server/index.js"), "");
      fs.writeFileSync(path.join(buildRoot, "package.json"), "{}");
      const stage = parseRuntimeStage(`FROM x AS runtime
WORKDIR /app
RUN groupadd --system --gid 1001 app && useradd --system --uid 1001 --gid app app \\
    && install -d -o app -g app /app/data /app/data/files
COPY --from=build --chown=app /app/build build
COPY package.json ./
USER app
CMD ["node"]`);
      const workdir = assembleLayout(stage, { buildRoot, layoutDir, nodeModulesDir });
      ownLayout(stage, layoutDir);
      const owner = (file: string) => fs.statSync(path.join(workdir, file)).uid;
      expect(owner(".")).toBe(0);
      expect(owner("package.json")).toBe(0);
      expect(owner("build")).toBe(1001);
      expect(owner("build/server/index.js")).toBe(1001);
      expect(owner("data")).toBe(1001);
      expect(fs.statSync(path.join(workdir, "data/files")).gid).toBe(1001);
      expect(fs.statSync(layoutDir).mode & 0o777).toBe(0o755);
    } finally {
      for (const dir of [buildRoot, layoutDir, nodeModulesDir]) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
