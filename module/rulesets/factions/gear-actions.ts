/**
 * factions "Combat gear degradation" on the sheet: after a fight, each weapon and armour used at least once makes
 * a durability roll (durabilityRolls, the engine's default reading: a weapon rolls its own damage die, shields and
 * armour a d6, damaged on a 1). The owner says which pieces were used; the card lists each roll, and the items that
 * fail are marked damaged. Broken gear does not roll (it is destroyed); an improvised weapon is damaged already.
 */
import { queuedDice } from "../../engine/dice/source";
import { durabilityRolls, type Gear } from "../../engine/rulesets/factions/gear";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField, type ActionDialog } from "../action-fields";
import type { ActionOutcome, SheetAction, SheetActionItem } from "../adapter";

export interface DurabilityPiece {
  id: string;
  name: string;
  gear: Gear;
}

export interface FactionsDurabilityRequest {
  name: string;
  pieces: DurabilityPiece[];
}

type Block = { damageDie?: unknown; damaged?: unknown; broken?: unknown; improvised?: unknown } | null | undefined;

/** The owner's weapons and armour with factions stats that can still wear (not broken), as the engine's gear. */
export function durabilityCandidates(items: readonly SheetActionItem[]): DurabilityPiece[] {
  const out: DurabilityPiece[] = [];
  for (const item of items) {
    if (item.type !== "weapon" && item.type !== "armour") continue;
    const b = item.system["factions"] as Block;
    if (!b || b.broken === true) continue;
    const shield = item.type === "armour" && (item.system as Record<string, unknown>)["shield"] === true;
    const die = typeof b.damageDie === "string" ? Number(/^d(\d+)$/.exec(b.damageDie)?.[1] ?? Number.NaN) : Number.NaN;
    const gear: Gear = {
      id: item.id,
      kind: item.type === "weapon" ? "weapon" : shield ? "shield" : "armour",
      damaged: b.damaged === true,
      improvised: b.improvised === true,
      used: true,
      ...(item.type === "weapon" && Number.isInteger(die) ? { damageDie: die } : {}),
    };
    out.push({ id: item.id, name: item.name, gear });
  }
  return out;
}

/** The dialog: one yes/no per piece, "used in this fight" (yes by default). */
export function durabilityDialog(pieces: readonly DurabilityPiece[]): ActionDialog {
  return {
    title: "FRAY.Factions.Durability.Title",
    hint: { key: "FRAY.Factions.Durability.Hint", data: [] },
    fields: pieces.map((p) => ({
      kind: "select" as const,
      name: `used-${p.id}`,
      label: "FRAY.Factions.Durability.Used",
      text: p.name,
      options: [
        { value: "yes", label: "FRAY.Factions.Durability.Used" },
        { value: "no", label: "FRAY.Factions.Durability.NotUsed" },
      ],
      value: "yes",
    })),
  };
}

export function factionsDurabilityRequest(name: string, pieces: readonly DurabilityPiece[], fields: Readonly<Record<string, string | undefined>>): FactionsDurabilityRequest {
  return { name, pieces: pieces.map((p) => ({ ...p, gear: { ...p.gear, used: choiceField(fields, `used-${p.id}`, ["yes", "no"] as const) === "yes" } })) };
}

/** One die per used piece, in order (its damage die for a weapon, a d6 otherwise). */
export function durabilityDice(req: FactionsDurabilityRequest): DiceGroup[] {
  return req.pieces.filter((p) => p.gear.used).map((p) => ({ count: 1, sides: p.gear.kind === "weapon" ? (p.gear.damageDie ?? 6) : 6, purpose: "FRAY.Roll.Die" }));
}

export function resolveDurability(req: FactionsDurabilityRequest, faces: readonly number[]): ActionOutcome {
  const results = durabilityRolls(queuedDice(faces), req.pieces.map((p) => p.gear));
  const items: NonNullable<ActionOutcome["items"]> = [];
  const details: CardData["details"] = [];
  const dice: CardData["dice"] = [];
  results.forEach((r, i) => {
    const piece = req.pieces[i]!;
    if (r.roll !== null) dice.push({ value: r.roll, mark: r.damaged ? "failure" : "success" });
    details.push({ label: r.roll === null ? "FRAY.Factions.Durability.Unused" : r.damaged ? "FRAY.Factions.Durability.Damaged" : "FRAY.Factions.Durability.Sound", value: r.roll === null ? piece.name : `${piece.name} (${r.roll})` });
    if (r.damaged && !piece.gear.damaged) items.push({ id: piece.id, update: { "system.factions.damaged": true } });
  });
  const card: CardData = {
    ruleset: "factions",
    title: req.name,
    kind: "FRAY.Factions.Durability.Title",
    dice,
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: "FRAY.Factions.Durability.Outcome", data: { count: items.length }, success: items.length === 0 },
    odds: null,
    details,
  };
  return { card, update: {}, items };
}

export const durabilityAction: SheetAction<FactionsDurabilityRequest> = {
  prepare: async ({ name, items, askFields }) => {
    const pieces = durabilityCandidates(items ?? []);
    if (pieces.length === 0) throw new RangeError("no weapon or armour with factions stats to roll for");
    const fields = await askFields(durabilityDialog(pieces));
    return fields ? factionsDurabilityRequest(name, pieces, fields) : null;
  },
  dice: durabilityDice,
  resolve: resolveDurability,
};
