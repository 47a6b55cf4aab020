/**
 * The release workflow, system.json's URLs, the version scheme and the licence agree, so pushing a tag v<version>
 * publishes exactly the assets the manifest and download URLs point at.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { STATIC_FILES, distProblems, zipSystem } from "../../scripts/lib/dist";
import { readJson, readManifest } from "../../scripts/lib/manifest";
import { MANIFEST_URL, isPrerelease, manifestUrlProblems, releaseTagProblems, tagFor, zipAssetFor } from "../../scripts/lib/release";
import { readZip } from "../../scripts/lib/zip";

const root = fileURLToPath(new URL("../..", import.meta.url));
const manifest = readManifest(root);
const pkg = readJson<{ version: string; license: string }>(path.join(root, "package.json"));

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push?: { tags?: string[]; branches?: string[] } };
  permissions?: Record<string, string>;
  jobs: Record<string, { steps: Step[] }>;
}
const workflow = parse(fs.readFileSync(path.join(root, ".github/workflows/release.yml"), "utf8")) as Workflow;
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
/** GitHub's tag filter glob, for the `*` it uses here. */
const globMatches = (glob: string, name: string) => new RegExp(`^${glob.split("*").map((s) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join("[^/]*")}$`).test(name);
const runIndex = (command: string) => steps.findIndex((s) => s.run?.split("\n").some((line) => line.includes(command)));

describe("release workflow", () => {
  it("runs on version tags only, and may write releases", () => {
    const tags = workflow.on.push?.tags ?? [];
    expect(tags.some((glob) => globMatches(glob, tagFor(manifest.version)))).toBe(true);
    expect(tags.some((glob) => globMatches(glob, manifest.version))).toBe(false);
    expect(workflow.on.push?.branches).toBeUndefined();
    expect(workflow.permissions?.["contents"]).toBe("write");
  });

  it("checks the tag, installs, tests, builds and checks the output before publishing", () => {
    const order = ["node scripts/release-version.mjs", "npm ci", "npm test", "npm run build", "node scripts/check-dist.mjs", "gh release upload"].map(runIndex);
    expect(order.every((i) => i >= 0), `steps found at ${order.join(", ")}`).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const setupNode = steps.find((s) => s.uses?.startsWith("actions/setup-node"));
    expect(Number(String(setupNode?.with?.["node-version"]).split(".")[0])).toBeGreaterThanOrEqual(20);
  });

  it("publishes under the tag the version scheme names, with the assets system.json's URLs point at", () => {
    const versionStep = steps.find((s) => s.run?.includes("scripts/release-version.mjs"));
    expect(versionStep?.id).toBeDefined();
    expect(versionStep?.run).toContain('"$GITHUB_REF_NAME"');
    const publish = steps[runIndex("gh release upload")]!;
    expect(publish.env?.["VERSION"]).toBe(`\${{ steps.${versionStep!.id}.outputs.version }}`);
    const upload = publish.run!.split("\n").find((line) => line.trim().startsWith("gh release upload"))!;
    const placeholder = "${VERSION}";
    expect(upload).toContain(`"${tagFor(placeholder)}"`);
    // The manifest URL's asset is the built system.json; the download URL's asset is the zip for this version.
    expect(path.posix.basename(MANIFEST_URL)).toBe("system.json");
    expect(upload).toContain(" dist/system.json");
    expect(upload).toContain(`"${zipAssetFor(placeholder)}"`);
    expect(manifest.download.endsWith(`/${tagFor(manifest.version)}/${zipAssetFor(manifest.version)}`)).toBe(true);
    // Pre-releases must not become "latest", or installs would pick them up through the manifest URL.
    expect(publish.run).toMatch(/--prerelease/);
    expect(publish.run).toMatch(/--latest/);
  });
});

describe("version scheme", () => {
  it("holds for this tree", () => {
    expect(manifestUrlProblems(manifest)).toEqual([]);
    expect(releaseTagProblems(tagFor(pkg.version), manifest.version)).toEqual([]);
  });

  it("rejects a tag that is not v<version>, a non-semantic version and stale URLs", () => {
    expect(releaseTagProblems("0.1.0", "0.1.0")).toEqual(["tag 0.1.0 does not match version 0.1.0 (expected v0.1.0)"]);
    expect(releaseTagProblems("v0.2.0", "0.1.0")).toEqual(["tag v0.2.0 does not match version 0.1.0 (expected v0.1.0)"]);
    expect(releaseTagProblems("v1.0", "1.0")).toEqual(["version 1.0 is not X.Y.Z or X.Y.Z-pre"]);
    expect(releaseTagProblems("v1.0.0-beta.1", "1.0.0-beta.1")).toEqual([]);
    expect(isPrerelease("1.0.0-beta.1")).toBe(true);
    expect(isPrerelease("1.0.0")).toBe(false);
    const stale = { ...manifest, version: "0.2.0" };
    expect(manifestUrlProblems(stale)).toEqual([`system.json download should be ${manifest.download.replaceAll(manifest.version, "0.2.0")}, got ${manifest.download}`]);
    expect(manifestUrlProblems({ ...manifest, manifest: `${MANIFEST_URL.replace("latest/download", "download/v0.1.0")}` })).toHaveLength(1);
  });
});

describe("licence", () => {
  it("is an MIT LICENSE file that system.json points at and the build ships", () => {
    const text = fs.readFileSync(path.join(root, "LICENSE"), "utf8");
    expect(text.startsWith("MIT License")).toBe(true);
    expect(text).toContain("Copyright (c) 2026 Fray developers");
    expect(manifest["license"]).toBe("LICENSE");
    expect(pkg.license).toBe("MIT");
    expect(STATIC_FILES).toContain("LICENSE");
  });
});

describe("release zip", () => {
  const temps: string[] = [];
  afterEach(() => {
    for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  function builtTree(bundle: string): string {
    const tree = fs.mkdtempSync(path.join(os.tmpdir(), "fray-release-"));
    temps.push(tree);
    const dist = path.join(tree, "dist");
    fs.mkdirSync(path.join(dist, "lang"), { recursive: true });
    const small = { id: "fray", version: "9.9.9", license: "LICENSE", esmodules: ["fray.mjs"], styles: [], languages: [{ lang: "en", name: "English", path: "lang/en.json" }], packs: [] };
    fs.writeFileSync(path.join(dist, "system.json"), JSON.stringify(small));
    fs.writeFileSync(path.join(dist, "fray.mjs"), bundle);
    fs.writeFileSync(path.join(dist, "fray.mjs.map"), "{}");
    fs.writeFileSync(path.join(dist, "lang/en.json"), "{}");
    fs.writeFileSync(path.join(dist, "LICENSE"), "MIT License\n");
    fs.writeFileSync(path.join(tree, "package.json"), JSON.stringify({ version: "9.9.9" }));
    return tree;
  }

  it("carries the licence but no source map", () => {
    const tree = builtTree("export{};\n");
    const { file } = zipSystem(path.join(tree, "dist"), tree);
    expect([...readZip(fs.readFileSync(file)).keys()].sort()).toEqual(["LICENSE", "fray.mjs", "lang/en.json", "system.json"]);
    expect(distProblems(tree)).toEqual([]);
  });

  it("fails the output check when the licence is missing or the bundle links its map", () => {
    const tree = builtTree("export{};\n//# sourceMappingURL=fray.mjs.map\n");
    fs.rmSync(path.join(tree, "dist/LICENSE"));
    zipSystem(path.join(tree, "dist"), tree);
    expect(distProblems(tree)).toEqual(["dist/fray.mjs links a source map the zip leaves out", "dist/LICENSE (system.json license) is missing"]);
  });
});
