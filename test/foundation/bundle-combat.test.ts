/**
 * The built fray.mjs registers the combat classes, the tracker and the combat query, and carries the engine's
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

it("fray.mjs registers FrayCombat, FrayCombatant, the Combat model, the tracker and the fray.combat query", async () => {
  const config = mergeConfig(viteConfig as UserConfig, { logLevel: "silent", build: { outDir: tmp, emptyOutDir: true } } satisfies UserConfig);
  await build({ ...config, configFile: false });
  const code = fs.readFileSync(path.join(tmp, "fray.mjs"), "utf8");
  for (const line of [
    "CONFIG.Combat.documentClass = FrayCombat;",
    "CONFIG.Combatant.documentClass = FrayCombatant;",
    "CONFIG.Combat.dataModels = { base: FrayCombatData };",
    "CONFIG.ui.combat = FrayCombatTracker;",
    "CONFIG.queries[COMBAT_QUERY_NAME] = handleCombatQuery;",
  ]) expect(code, line).toContain(line);
  expect(code).toMatch(/COMBAT_QUERY_NAME = "fray\.combat"/);
  expect(code).toMatch(/function dispatch\(policy, scheduler, command, dice\)/);
  expect(code).toMatch(/class FrayCombatTracker extends foundry\.applications\.sidebar\.tabs\.CombatTracker/);
});
