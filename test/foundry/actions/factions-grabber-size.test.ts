/**
 * factions: the grabber's size for Break free and Free a grabbed ally, prefilled from the user's targeted grabber
 * (the Grabbed status does not record who holds; the field stays editable), on the Foundry double's actors.
 * - "Smaller characters … can't free themselves from a grab by larger ones with a STR save" (factions.txt, Size)
 * - "Allies can also spend a main action to attempt to free them with a STR save." (factions.txt, Grapple)
 */
import { describe, expect, it } from "vitest";
import type { ActionDialog } from "../../../module/rulesets/action-fields";
import { breakFreeAction, NON_LETHAL_ATTACKS } from "../../../module/rulesets/factions/nonlethal-actions";
import { doubleWorld } from "../exchange/double-world";
import { uuid } from "../exchange/people";
import { fighter, sheetCtx } from "./factions-nonlethal-fixture";

const BANDIT = uuid("bandit");
const OGRE = uuid("ogre");

async function world() {
  return doubleWorld({
    [BANDIT]: { name: "Bandit", system: fighter(8), statuses: ["factions.grabbed"] },
    [OGRE]: { name: "Ogre", system: fighter(12, 14, "large"), statuses: [] },
  });
}

/** The dialog's grabber-size field as asked, answered with what the user leaves in it. */
function capture(seen: ActionDialog[]) {
  return async (d: ActionDialog) => {
    seen.push(d);
    const f = d.fields.find((x) => x.name === "grabberSize");
    return { grabberSize: String(f?.value ?? "") };
  };
}

const grabberField = (d: ActionDialog | undefined) => d?.fields.find((f) => f.name === "grabberSize")?.value;

describe("factions: the grabber's size comes from the targeted grabber", () => {
  it("Break free: the bandit targets the large ogre holding him; the size is prefilled large and the save is refused", async () => {
    const w = await world();
    const seen: ActionDialog[] = [];
    const ctx = { ...sheetCtx("Bandit", w.actors.get(BANDIT)!.system, w.actor(OGRE)), statuses: ["factions.grabbed"], askFields: capture(seen) };
    await expect(breakFreeAction.prepare(ctx)).rejects.toThrow(/held by a larger character/);
    expect(grabberField(seen[0])).toBe("large");
  });

  it("Free a grabbed ally: Theobald targets the bandit and the ogre; the size is prefilled from the ogre", async () => {
    const w = await world();
    const seen: ActionDialog[] = [];
    const targets = () => [{ ...w.actor(BANDIT)!, uuid: BANDIT }, { ...w.actor(OGRE)!, uuid: OGRE }];
    const ctx = { ...sheetCtx("Theobald", fighter(8), w.actor(BANDIT)), targets, askFields: capture(seen) };
    await expect(NON_LETHAL_ATTACKS.freeAlly(ctx)).rejects.toThrow(/larger than Theobald/);
    expect(grabberField(seen[0])).toBe("large");
  });

  it("no grabber targeted: the field is prefilled with the character's own size, to be changed by hand", async () => {
    const w = await world();
    const seen: ActionDialog[] = [];
    const ctx = { ...sheetCtx("Bandit", w.actors.get(BANDIT)!.system, null), statuses: ["factions.grabbed"], askFields: capture(seen) };
    await expect(breakFreeAction.prepare(ctx)).resolves.toMatchObject({ grabberSize: "medium" });
  });
});
