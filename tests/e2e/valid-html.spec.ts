// Valid HTML (issue 37): the Nu Html Checker (npm vnu-jar, run with Java; .ci/run installs Debian's
// default-jre-headless when the machine has none) reports no errors on the main pages as the server sends them.
// The server's HTML is the same with JavaScript on or off, so the check runs once (in the js-on project).
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";

const vnuJar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

const PAGES = [
  "/",
  "/store",
  "/store/product/agilent-1290-uhplc",
  "/finder",
  "/login",
  "/signup",
  "/events",
  "/community",
  "/demo",
];

type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
};

test("the main pages are valid HTML (Nu Html Checker: 0 errors)", async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== "js-on", "the server's HTML does not depend on the browser's JavaScript");
  test.setTimeout(120_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const files: Record<string, string> = {};
  for (const [index, page] of PAGES.entries()) {
    const response = await request.get(page);
    expect(response.status(), page).toBe(200);
    const file = path.join(dir, `page-${index}.html`);
    fs.writeFileSync(file, await response.text());
    files[file] = page;
  }
  const result = await promisify(execFile)(
    "java",
    ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...Object.keys(files)],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const { messages } = JSON.parse(result.stderr || result.stdout) as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => {
      const file = decodeURIComponent((m.url ?? "").replace(/^file:/, ""));
      return `${files[file] ?? file}:${m.lastLine ?? "?"} ${m.message} ${m.extract ? `[${m.extract.trim().slice(0, 80)}]` : ""}`;
    });
  fs.rmSync(dir, { recursive: true, force: true });
  expect(errors).toEqual([]);
});
