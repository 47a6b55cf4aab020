/**
 * factions non-lethal attacks on the sheet: Disarm, Shove, Grapple and Free an ally are attacks on the user's
 * target (sheet.attackActions: rolled as an exchange card, applied through the GM's client); Break free is the
 * grabbed character's own turn (a sheet action: a STR save that clears Grabbed on this actor). The size rules
 * refuse what the text forbids: a larger target cannot be disarmed, shoved or grabbed by a smaller attacker, and a
 * character held by a larger one cannot break free with a save. The grabber's size is read from the grab's record on
 * the grabbed character (actor.ts `grabbedBy`); only a Grabbed status set by hand (no record) asks it in the dialog,
 * prefilled from the user's targeted grabber.
 */
import { queuedDice } from "../../engine/dice/source";
import { breakFree, nonLethalRefusal, type NonLethalEffect } from "../../engine/rulesets/factions/nonlethal";
import type { FactionsOptions } from "../../engine/rulesets/factions/options";
import { factionsSaveOdds } from "../../engine/rulesets/factions/saves";
import { SIZES, sizeSteps, type Size } from "../../engine/rulesets/factions/size";
import type { CardData } from "../../dice/card";
import { choiceField, type ActionField } from "../action-fields";
import type { ActionOutcome, SheetAction, SheetActionContext } from "../adapter";
import type { FactionsHeld } from "./types";
import type { FactionsNonLethalRequest } from "./nonlethal-request";
import { CONCEALED, GRABBED } from "./status-ids";
import { grabRecord } from "./nonlethal-effect";
import { BREAK_FREE, refuseGrabbed, refuseSurrendered } from "./grabbed-refusal";

const K = "FRAY.Action.Factions.NonLethal";

function sizeField(name: string, label: string, value: Size): ActionField {
  return { kind: "select", name, label, value, options: SIZES.map((s) => ({ value: s, label: `FRAY.Factions.Size.${s}` })) };
}

/**
 * "Target a nearby character": nearby is the same zone on the board (the board's own attack prefill for the user's
 * target on the viewed scene, as a melee attack's distance); no board or no token there, the table decides.
 */
function nearbyOnBoard(ctx: SheetActionContext, uuid: string | undefined): boolean {
  const distance = uuid ? ctx.targetPrefill?.(uuid, {})["distance"] : undefined;
  return typeof distance !== "number" || distance === 0;
}

/** Disarm, shove or grapple the user's target (nearby: the attacker's own zone, as the text requires). */
export async function prepareNonLethal(ctx: SheetActionContext, effect: NonLethalEffect): Promise<FactionsNonLethalRequest | null> {
  refuseGrabbed(ctx.statuses);
  refuseSurrendered(ctx.name, ctx.stats.factions.surrendering);
  const target = ctx.firstTarget();
  if (!target) throw new RangeError(`target the character to ${effect} first`);
  const attackerSize = ctx.stats.factions.size;
  const targetSize = target.system.factions.size;
  const refusal = nonLethalRefusal({ effect, nearby: nearbyOnBoard(ctx, target.uuid), attackerSize, targetSize });
  if (refusal) throw new RangeError(`${target.name}: ${refusal}`);
  let freeHand = false;
  let weapon: { weaponId: string; weaponName: string } | object = {};
  if (effect === "disarm") {
    // "drop a weapon chosen by the attacker": one of the target's weapons it still holds (neither broken nor dropped).
    const held = ((target.held as FactionsHeld | undefined)?.factionsWeapons ?? []).filter((w): w is typeof w & { id: string } => typeof w.id === "string");
    if (held.length === 0) throw new RangeError(`${target.name} holds no weapon to drop`);
    const fields = await ctx.askFields({
      title: `${K}.disarm`,
      hint: { key: `${K}.NearbyHint`, data: [target.name] },
      fields: [
        { kind: "select", name: "weapon", label: `${K}.WeaponToDrop`, value: held[0]!.id, options: held.map((w) => ({ value: w.id, label: "", text: w.name })) },
        { kind: "select", name: "freeHand", label: `${K}.FreeHand`, value: "yes", options: [{ value: "yes", label: "FRAY.Sheet.Yes" }, { value: "no", label: "FRAY.Sheet.No" }] },
      ],
    });
    if (!fields) return null;
    freeHand = choiceField(fields, "freeHand", ["yes", "no"] as const) === "yes";
    const chosen = held.find((w) => w.id === choiceField(fields, "weapon", held.map((w) => w.id)))!;
    weapon = { weaponId: chosen.id, weaponName: chosen.name };
  }
  // The one the attacker holds (the grab's record names it): disarming it keeps hold; another action lets go.
  const onHeld = effect === "disarm" && ctx.uuid !== undefined && target.system.factions.grabbedBy === ctx.uuid && target.statuses.includes(GRABBED) ? { onHeld: true as const } : {};
  // An attack from concealment takes the target by surprise and reveals the attacker (the write-back lifts Concealed).
  const concealed = ctx.statuses.includes(CONCEALED) ? { concealed: true as const } : {};
  return { kind: "factions.nonlethal", label: ctx.name, effect, target: target.name, attackerSize, targetSize, str: target.system.factions.str, freeHand, ...weapon, grabberSize: targetSize, options: ctx.options?.factions ?? {}, ...concealed, ...onHeld };
}

/** The grabber's size as the grab recorded it, or null when no grab recorded one (Grabbed set from the token HUD). */
function recordedGrabberSize(size: string): Size | null {
  return (SIZES as readonly string[]).includes(size) ? (size as Size) : null;
}

/** Free a grabbed ally (the user's target) with a main action: this character's STR save. */
export async function prepareFreeAlly(ctx: SheetActionContext): Promise<FactionsNonLethalRequest | null> {
  refuseGrabbed(ctx.statuses);
  const ally = ctx.firstTarget();
  if (!ally) throw new RangeError("target the grabbed ally first");
  if (!ally.statuses.includes(GRABBED)) throw new RangeError(`${ally.name} is not grabbed`);
  const size = ctx.stats.factions.size;
  let grabberSize = recordedGrabberSize(ally.system.factions.grabbedBySize);
  if (!grabberSize) {
    // Grabbed set by hand (no record): the grabber, if the user targets it besides the ally, prefills an editable field.
    const grabber = ctx.targets().find((t) => t.uuid !== ally.uuid && t.name !== ally.name);
    const fields = await ctx.askFields({ title: `${K}.free`, hint: { key: `${K}.FreeHint`, data: [ally.name] }, fields: [sizeField("grabberSize", `${K}.GrabberSize`, grabber?.system.factions.size ?? size)] });
    if (!fields) return null;
    grabberSize = choiceField(fields, "grabberSize", SIZES);
  }
  if (sizeSteps(grabberSize, size) > 0) throw new RangeError(`the one holding ${ally.name} is larger than ${ctx.name}: no STR save can free them`);
  return { kind: "factions.nonlethal", label: ctx.name, effect: "free", target: ally.name, attackerSize: size, targetSize: ally.system.factions.size, str: ctx.stats.factions.str, freeHand: false, grabberSize, options: ctx.options?.factions ?? {} };
}

export const NON_LETHAL_ATTACKS = {
  disarm: (ctx: SheetActionContext) => prepareNonLethal(ctx, "disarm"),
  shove: (ctx: SheetActionContext) => prepareNonLethal(ctx, "shove"),
  grapple: (ctx: SheetActionContext) => prepareNonLethal(ctx, "grapple"),
  freeAlly: prepareFreeAlly,
};

// ---- breaking free (the grabbed character's turn) ---------------------------------------------------

export interface FactionsBreakFreeRequest {
  name: string;
  str: number;
  size: Size;
  grabberSize: Size;
  options: Partial<FactionsOptions>;
}

export function breakFreeRequest(name: string, statuses: readonly string[], str: number, size: Size, grabberSize: Size, options: Partial<FactionsOptions> = {}): FactionsBreakFreeRequest {
  if (!statuses.includes(GRABBED)) throw new RangeError(`${name} is not grabbed`);
  if (sizeSteps(grabberSize, size) > 0) throw new RangeError(`${name} is held by a larger character and cannot break free with a STR save (an ally may free them)`);
  return { name, str, size, grabberSize, options };
}

export function resolveBreakFree(req: FactionsBreakFreeRequest, faces: readonly number[]): ActionOutcome {
  const r = breakFree(queuedDice(faces), req.str, req.size, req.grabberSize, req.options);
  if (!r.possible) throw new RangeError(r.reason);
  const card: CardData = {
    ruleset: "factions",
    title: req.name,
    kind: `${K}.BreakFree`,
    dice: [{ value: r.save.roll, mark: r.free ? "success" : "failure" }],
    modifiers: [],
    total: r.save.roll,
    target: r.save.score,
    outcome: { key: r.free ? `${K}.BrokeFree` : `${K}.StillHeldSelf`, data: {}, success: r.free },
    odds: factionsSaveOdds(req.str, req.options),
    details: [],
  };
  return { card, update: r.free ? grabRecord(null) : {}, ...(r.free ? { statuses: { off: [GRABBED] } } : {}) };
}

export const breakFreeAction: SheetAction<FactionsBreakFreeRequest> = {
  // Breaking free takes the grabbed character's turn: the tracker charges its main action (the one a grabbed
  // character may still take: tracker-view.ts withActors refuses any other).
  cost: () => ({ name: BREAK_FREE, seconds: 0 }),
  prepare: async ({ name, stats, statuses, askFields, options, firstTarget }) => {
    if (!statuses.includes(GRABBED)) throw new RangeError(`${name} is not grabbed`);
    const recorded = recordedGrabberSize(stats.factions.grabbedBySize);
    if (recorded) return breakFreeRequest(name, statuses, stats.factions.str, stats.factions.size, recorded, options?.factions);
    // Grabbed set by hand (no record): the user's target (the grabber) prefills its size, editable in the dialog.
    const grabberSize = firstTarget()?.system.factions.size ?? stats.factions.size;
    const fields = await askFields({ title: `${K}.BreakFree`, fields: [sizeField("grabberSize", `${K}.GrabberSize`, grabberSize)] });
    if (!fields) return null;
    return breakFreeRequest(name, statuses, stats.factions.str, stats.factions.size, choiceField(fields, "grabberSize", SIZES), options?.factions);
  },
  dice: () => [{ count: 1, sides: 20, purpose: "FRAY.Roll.Die" }],
  resolve: resolveBreakFree,
};
