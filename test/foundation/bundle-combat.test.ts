/**
 * The built fray.mjs registers the combat classes, the tracker and the combat request on the system socket (and no
 * CONFIG.queries handler, which could not know its sender), and carries the engine's
 * scheduler (the system entry built exactly as `npm run build` builds it, into a temporary folder).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build, mergeConfig, type UserConfig } from "vite";
import { afterAll, expect, it } from "vitest";
import viteConfig from "../../vite.config";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-bundle-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it("fray.mjs registers FrayCombat, FrayCombatant, the Combat model, the tracker and the combat request", async () => {
  const config = mergeConfig(viteConfig as UserConfig, { logLevel: "silent", build: { outDir: tmp, emptyOutDir: true } } satisfies UserConfig);
  await build({ ...config, configFile: false });
  const code = fs.readFileSync(path.join(tmp, "fray.mjs"), "utf8");
  // The bundle is minified with names kept: classes and functions keep their names, local bindings do not.
  const ws = String.raw`\s*`;
  for (const [target, value] of [
    ["CONFIG.Combat.documentClass", "FrayCombat"],
    ["CONFIG.Combatant.documentClass", "FrayCombatant"],
    ["CONFIG.ui.combat", "FrayCombatTracker"],
  ] as const) {
    const binding = new RegExp(`${target.replace(/\./g, "\\.")}${ws}=${ws}([\\w$]+)`).exec(code)?.[1];
    expect(binding, target).toBeDefined();
    // Either the class itself or a minified binding of a class that keeps its name.
    if (binding !== value) expect(code, target).toMatch(new RegExp(`${binding!.replace(/\$/g, "\\$")}${ws}=${ws}class ${value}\\b`));
  }
  expect(code).toMatch(/CONFIG\.Combat\.dataModels\s*=\s*\{\s*base:\s*FrayCombatData\s*\}/);
  expect(code, "no query handler: a query cannot know its sender").not.toMatch(/CONFIG\.queries\[/);
  expect(code).toMatch(/registerGmHandler\([\w$]+,\s*handleCombatRequest\)/);
  expect(code).toMatch(/function listenOnChannel\(/);
  expect(code).toMatch(/function dispatch\(/);
  expect(code).toMatch(/class FrayCombatTracker extends foundry\.applications\.sidebar\.tabs\.CombatTracker/);
});
