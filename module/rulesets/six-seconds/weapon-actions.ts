/**
 * six-seconds weapon state on the sheet: Aim (2 s at the first target; the attack dialog's Aimed box then starts
 * ticked against that target, and the aim is spent by the next attack or lost when the wielder moves) and Reload
 * (4 s, +4 s per scale the weapon is larger than the reloader, the time divided between those reloading together;
 * a weapon that needs reloading is emptied by each shot and refuses to fire empty). No roll: the card says what was
 * done and the seconds it took, which are paid through the tracker in a fight.
 */
import { AIM_SECONDS, reloadSeconds } from "../../engine/rulesets/six-seconds/ranged";
import type { WeaponState } from "../../data/item/weapon-state";
import type { CardData } from "../../dice/card";
import { wholeField, type ActionField } from "../action-fields";
import type { ActionOutcome, SheetAction, SheetActionContext, SheetItem } from "../adapter";

const K = "FRAY.Action.SixSeconds.Weapon";

type Item = SheetActionContext["items"][number];

/** A weapon's six-seconds block as the sheet hands it over. */
function block(item: Pick<SheetItem, "system">): Record<string, unknown> {
  return item.system["sixSeconds"] ?? {};
}

export const isRanged = (item: Pick<SheetItem, "system">): boolean => typeof block(item)["rangeIncrement"] === "number" && (block(item)["rangeIncrement"] as number) > 0;
export const needsReload = (item: Pick<SheetItem, "system">): boolean => block(item)["reload"] === true;

/** The weapons that fit (ranged ones to aim, reload ones to reload); none is a clear error. */
function weaponsFor(ctx: SheetActionContext, fits: (i: Item) => boolean, none: string): Item[] {
  const weapons = ctx.items.filter((i) => i.type === "weapon" && fits(i));
  if (weapons.length === 0) throw new RangeError(ctx.localize(none));
  return weapons;
}

/** The dialog's weapon select (free-text names). */
function weaponField(weapons: readonly Item[]): ActionField {
  return { kind: "select", name: "weapon", label: `${K}.Weapon`, options: weapons.map((w) => ({ value: w.id, label: "", text: w.name })) };
}

/** The weapon chosen in the dialog, or a clear error. */
function chosen(weapons: readonly Item[], fields: Readonly<Record<string, string | undefined>>): Item {
  const w = weapons.find((x) => x.id === fields["weapon"]);
  if (!w) throw new RangeError(`weapon must be one of ${weapons.map((x) => x.name).join(", ")}, got ${JSON.stringify(fields["weapon"] ?? "")}`);
  return w;
}

function card(title: string, kind: string, outcome: { key: string; data: Record<string, string | number> }, seconds: number): CardData {
  return {
    ruleset: "six-seconds",
    title,
    kind,
    dice: [],
    modifiers: [],
    total: null,
    target: null,
    outcome: { ...outcome, success: null },
    odds: null,
    details: [{ label: `${K}.Seconds`, value: seconds }],
  };
}

// ---- aim -------------------------------------------------------------------------------------

export interface SixSecondsAimRequest {
  name: string;
  weapon: { id: string; name: string };
  target: { uuid: string; name: string };
}

export function resolveSixSecondsAim(req: SixSecondsAimRequest): ActionOutcome {
  return {
    card: card(req.name, `${K}.Aim`, { key: `${K}.Aimed`, data: { weapon: req.weapon.name, target: req.target.name } }, AIM_SECONDS),
    update: {},
    weapons: [{ id: req.weapon.id, state: { aimedAt: req.target.uuid } }],
  };
}

export const aimAction: SheetAction<SixSecondsAimRequest> = {
  prepare: async (ctx) => {
    const weapons = weaponsFor(ctx, isRanged, `${K}.NoRanged`);
    const target = ctx.targets()[0];
    if (!target) throw new RangeError(ctx.localize(`${K}.AimNeedsTarget`));
    const fields = await ctx.askFields({ title: `${K}.Aim`, hint: { key: `${K}.AimHint`, data: [target.name] }, fields: [weaponField(weapons)] });
    if (!fields) return null;
    const weapon = chosen(weapons, fields);
    return { name: ctx.name, weapon: { id: weapon.id, name: weapon.name }, target: { uuid: target.uuid, name: target.name } };
  },
  dice: () => [],
  resolve: resolveSixSecondsAim,
  cost: () => ({ name: "aim-weapon", seconds: AIM_SECONDS }),
};

// ---- reload ----------------------------------------------------------------------------------

export interface SixSecondsReloadRequest {
  name: string;
  weapon: { id: string; name: string };
  weaponScale: number;
  reloaderScale: number;
  reloaders: number;
  /** The others reloading with the user: the tokens the user targets (each in a running fight pays its share). */
  crew?: readonly { uuid: string; name: string }[];
}

export function resolveSixSecondsReload(req: SixSecondsReloadRequest): ActionOutcome {
  const seconds = reloadSeconds({ weaponScale: req.weaponScale, reloaderScale: req.reloaderScale, reloaders: req.reloaders });
  return {
    card: card(req.name, `${K}.Reload`, { key: `${K}.Reloaded`, data: { weapon: req.weapon.name, seconds, reloaders: req.reloaders } }, seconds),
    update: {},
    weapons: [{ id: req.weapon.id, state: { loaded: true } }],
  };
}

/**
 * Each reloader's seconds: "dividing the time between them", the tracker charges this one and each of the crew in the
 * fight the same share, in one step (refused for all when one cannot pay).
 */
export function reloadCost(req: SixSecondsReloadRequest): { name: string; seconds: number; crew?: string[] } {
  const seconds = reloadSeconds({ weaponScale: req.weaponScale, reloaderScale: req.reloaderScale, reloaders: req.reloaders });
  return { name: "reload", seconds, ...(req.crew && req.crew.length > 0 ? { crew: req.crew.map((c) => c.uuid) } : {}) };
}

export const reloadAction: SheetAction<SixSecondsReloadRequest> = {
  prepare: async (ctx) => {
    const weapons = weaponsFor(ctx, needsReload, `${K}.NoReload`);
    const scale = ctx.stats.sixSeconds.scale;
    // A weapon's item names its own scale (Weapon scale); only one naming none asks it here.
    const ownScale = (w: (typeof weapons)[number]): number | null => (typeof block(w)["scale"] === "number" ? (block(w)["scale"] as number) : null);
    const ask = weapons.some((w) => ownScale(w) === null);
    const fields = await ctx.askFields({
      title: `${K}.Reload`,
      hint: { key: `${K}.ReloadHint`, data: [] },
      fields: [
        weaponField(weapons),
        ...(ask ? [{ kind: "number" as const, name: "weaponScale", label: `${K}.WeaponScale`, value: scale, min: -10, max: 10 }] : []),
      ],
    });
    if (!fields) return null;
    const weapon = chosen(weapons, fields);
    const weaponScale = ownScale(weapon) ?? wholeField(fields, "weaponScale", -10, 10);
    // "Reloaders divide the time": whoever else reloads is targeted, so each is known and pays its own share.
    const crew = ctx.targets().map((t) => ({ uuid: t.uuid, name: t.name }));
    return { name: ctx.name, weapon: { id: weapon.id, name: weapon.name }, weaponScale, reloaderScale: scale, reloaders: 1 + crew.length, crew };
  },
  dice: () => [],
  resolve: resolveSixSecondsReload,
  cost: reloadCost,
};

// ---- the attack's side -----------------------------------------------------------------------

/** Why this weapon may not fire now (empty), as a lang key, or null. */
export function shotRefusal(item: SheetItem): string | null {
  return needsReload(item) && item.state?.loaded === false ? `${K}.Unloaded` : null;
}

/** The attack dialog's Aimed box starts ticked when the weapon's aim is on the first of the user's targets. */
export function aimedAt(item: SheetItem, targetUuid: string | undefined): boolean {
  return isRanged(item) && targetUuid !== undefined && item.state?.aimedAt === targetUuid;
}

/** After a shot: a weapon that needs reloading is empty, and any aim is spent. */
export function afterSixSecondsAttack(item: SheetItem): Partial<WeaponState> | null {
  const change: Partial<WeaponState> = {};
  if (needsReload(item)) change.loaded = false;
  if (item.state?.aimedAt) change.aimedAt = null;
  return Object.keys(change).length > 0 ? change : null;
}
