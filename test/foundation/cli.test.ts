/**
 * The npm scripts' entry files, run as `npm run build` runs them, in a scratch copy of the repository:
 * a version mismatch and a bad pack file each stop the build with a clear message; packs and packs:extract
 * round-trip the sources.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { listSourceFiles } from "../../scripts/lib/packs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
const temps: string[] = [];
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A scratch repository: the scripts, the module sources (the validator checks actors against the actor data model,
 * module/data and the rulesets' stat blocks), the pack sources and the manifests; node_modules linked.
 */
function scratch(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fray-cli-"));
  temps.push(root);
  for (const part of ["scripts", "module", "packs/_source", "system.json", "package.json"]) {
    fs.cpSync(path.join(repo, part), path.join(root, part), { recursive: true });
  }
  fs.symlinkSync(path.join(repo, "node_modules"), path.join(root, "node_modules"), "dir");
  return root;
}

function run(root: string, script: string) {
  const result = spawnSync(process.execPath, [path.join(root, "scripts", script)], { cwd: root, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe("build scripts", () => {
  it("check-version fails when package.json and system.json versions differ", () => {
    const root = scratch();
    expect(run(root, "check-version.mjs")).toMatchObject({ status: 0 });
    const pkgFile = path.join(root, "package.json");
    fs.writeFileSync(pkgFile, JSON.stringify({ ...JSON.parse(fs.readFileSync(pkgFile, "utf8")), version: "0.2.0" }));
    const result = run(root, "check-version.mjs");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/package\.json version 0\.2\.0 differs from system\.json version \d+\.\d+\.\d+/);
  });

  it("build-packs fails on a bad file, naming it and the field, and writes no packs", () => {
    const root = scratch();
    const file = path.join(root, "packs/_source/poisons/six-seconds/snake-venom.yml");
    fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(/_key: '!items!(\w+)'/, "_key: '!item!$1'"));
    const result = run(root, "build-packs.mjs");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/packs\/_source\/poisons\/six-seconds\/snake-venom\.yml: _key: expected "!items!\w{16}", got "!item!\w{16}"/);
    expect(fs.existsSync(path.join(root, "dist/packs"))).toBe(false);
  });

  it("packs then packs:extract leaves the sources exactly as they were", () => {
    const root = scratch();
    const snapshot = () =>
      listSourceFiles(path.join(root, "packs/_source")).map((f) => [path.relative(root, f), fs.readFileSync(f, "utf8")]);
    const before = snapshot();
    expect(run(root, "build-packs.mjs")).toMatchObject({ status: 0 });
    const extracted = run(root, "extract-packs.mjs");
    expect(extracted.stderr).toBe("");
    expect(extracted.status).toBe(0);
    expect(snapshot()).toEqual(before);
  });
});
