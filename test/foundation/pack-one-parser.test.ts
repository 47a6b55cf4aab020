/**
 * Issue 17, finding 10: the validator and the compiler read the same YAML. A name like 2001-12-14 is text to
 * the validator's parser (YAML 1.2) but a Date to fvtt-cli's (js-yaml); the build feeds the compiler the data it
 * validated, so the compiled document holds the text. Finding 5: deep or cyclic YAML is a clear rejection.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packDefinition, PackValidationError, SOURCE_ROOT, buildPacks } from "../../scripts/lib/packs";

const repo = fileURLToPath(new URL("../..", import.meta.url));
let tmp: string;

const WEAPON = (name: string, extra = "") => `_id: hCR87tJvgNCaDB5l
name: ${name}
type: weapon
img: icons/svg/sword.svg
system:
  ruleset: tactica
  description: <p>x</p>
  tactica:
    weightClass: massive
    reach: false
    natural: false
${extra}effects: []
folder: 0Z5VKtdEfoDRvXJQ
sort: 600000
flags: {}
_key: '!items!hCR87tJvgNCaDB5l'
`;

/** A root holding only the tactica folder of the weapons pack plus one extra file. */
function rootWith(file: string, yaml: string): string {
  const root = fs.mkdtempSync(path.join(tmp, "root-"));
  const src = path.join(root, SOURCE_ROOT, "weapons", "tactica");
  fs.mkdirSync(src, { recursive: true });
  fs.copyFileSync(path.join(repo, SOURCE_ROOT, "weapons", "tactica", "_folder.yml"), path.join(src, "_folder.yml"));
  fs.writeFileSync(path.join(src, file), yaml);
  return root;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "fray-one-parser-"));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("pack YAML is read one way", () => {
  it("name: 2001-12-14 is validated as text and compiled as the same text", async () => {
    const root = rootWith("2001-12-14.yml", WEAPON("2001-12-14"));
    const out = path.join(root, "out");
    await buildPacks({ root, outDir: out, packs: [packDefinition("weapons")] });
    const read = path.join(root, "read");
    await extractPack(path.join(out, "weapons"), read, { clean: true });
    const docs = fs.readdirSync(read).map((f) => JSON.parse(fs.readFileSync(path.join(read, f), "utf8")) as { _key: string; name: unknown });
    expect(docs.find((d) => d._key === "!items!hCR87tJvgNCaDB5l")?.name).toBe("2001-12-14");
  });

  it("a merge key (<<) the compiler's parser would apply is an unknown field to the validator, so the build refuses it", async () => {
    const root = rootWith("massive-weapon.yml", WEAPON("Massive weapon", "<<: {sort: 5}\n"));
    await expect(buildPacks({ root, outDir: path.join(root, "out"), packs: [packDefinition("weapons")] })).rejects.toThrow(PackValidationError);
  });

  it("deeply nested YAML is rejected naming the field, not a stack overflow", async () => {
    const deep = `${"[".repeat(100)}1${"]".repeat(100)}`;
    const root = rootWith("massive-weapon.yml", WEAPON("Massive weapon").replace("flags: {}", `flags: {deep: ${deep}}`));
    const error = await buildPacks({ root, outDir: path.join(root, "out"), packs: [packDefinition("weapons")] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PackValidationError);
    expect(String((error as Error).message)).toMatch(/flags\.deep.*nested deeper than/);
  });
});
