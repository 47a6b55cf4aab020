/**
 * frozen-lands Aim and Reload on the sheet: each is one of the round's actions (spent in the tracker with its Aim
 * or Reload button) and sets the weapon item's state (weapon-state.ts). Aim gives the next ranged shot +2; Reload
 * loads a Reload weapon (refused, translated, for any other), noting the fight's turn (a bow's load lasts that turn).
 * prepare picks the weapon from the sheet's list (and reads the fight's turn); resolve, Foundry-free, turns it into
 * the card and the item update.
 */
import { RulesError } from "../../engine/errors";
import { reloadKind, weaponFromItem } from "../../engine/rulesets/frozen-lands/weapons";
import type { CardData } from "../../dice/card";
import type { ActionOutcome, SheetAction, SheetActionContext, SheetItem } from "../adapter";
import type { FrozenLandsWeaponData } from "./attack";
import { AIM, loadUpdate } from "./weapon-state";
import { currentTurnKey } from "./turn-key";

export type WeaponStep = "aim" | "reload";

export interface FrozenLandsWeaponStepRequest {
  step: WeaponStep;
  /** The character's name (the card's title). */
  name: string;
  weapon: string;
  weaponId: string;
  /** The fight's turn a Reload is made in (a bow's load lasts only that turn); null outside a fight. */
  turn?: string | null;
}

/** The weapon the button names (data-item-id), from the sheet's list. */
function pickWeapon(ctx: Pick<SheetActionContext, "data" | "weapons">): SheetItem & { id: string } {
  const id = ctx.data["itemId"] ?? "";
  const item = ctx.weapons?.().find((w) => w.id === id);
  if (!item?.id) throw new RulesError("frozen-lands.no-weapon", { id }, `no weapon with id "${id}" on this sheet`);
  return item as SheetItem & { id: string };
}

export function frozenLandsWeaponStepRequest(ctx: Pick<SheetActionContext, "data" | "weapons" | "name">, step: WeaponStep): FrozenLandsWeaponStepRequest {
  const item = pickWeapon(ctx);
  const block = item.system["frozenLands"] as FrozenLandsWeaponData["block"];
  if (!block) throw new RulesError("no-ruleset-stats", { weapon: item.name }, `${item.name} has no frozen-lands stats`);
  const weapon = weaponFromItem(item.name, block);
  if (step === "reload" && reloadKind(weapon) === "none") throw new RulesError("frozen-lands.not-ranged", { weapon: item.name }, `${item.name} is not a Reload weapon`);
  return { step, name: ctx.name, weapon: item.name, weaponId: item.id, ...(step === "reload" ? { turn: currentTurnKey() } : {}) };
}

export function resolveWeaponStep(req: FrozenLandsWeaponStepRequest): ActionOutcome {
  const card: CardData = {
    ruleset: "frozen-lands",
    title: req.name,
    kind: req.step === "aim" ? "FRAY.Action.FrozenLands.Aim" : "FRAY.Action.FrozenLands.Reload",
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: req.step === "aim" ? "FRAY.Action.FrozenLands.Aimed" : "FRAY.Action.FrozenLands.Reloaded", data: { weapon: req.weapon }, success: null },
    odds: null,
    details: [],
  };
  return { card, update: {}, items: [{ id: req.weaponId, update: req.step === "aim" ? AIM : loadUpdate(req.turn ?? null) }] };
}

// Each is one of the round's actions ("Examples of actions: Move, Attack, Aim, Reload"), paid in the tracker first.
const stepAction = (step: WeaponStep): SheetAction<FrozenLandsWeaponStepRequest> => ({
  prepare: async (ctx) => frozenLandsWeaponStepRequest(ctx, step),
  cost: () => ({ name: step, seconds: 0 }),
  dice: () => [],
  resolve: resolveWeaponStep,
});

export const aimAction = stepAction("aim");
export const reloadAction = stepAction("reload");
