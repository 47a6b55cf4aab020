/**
 * Use Combo on the six-seconds sheet (a 4-second action): the player declares, before rolling, which component goes
 * at which of their targets, all the dice are rolled at once as one Roll, and each Attack component is an ordinary
 * attack (the target's cover status, Helpless, reach and range from the metres, flanked), resolved separately against
 * the target's Toughness as it was when the combo began. Each defender picks their own defence on their card
 * (combo-defence.ts), under the same rules as against a weapon attack.
 * Damage is never added together: each target gets its own attack card holding its hits, applied through the
 * exchange's exactly-once GM query, where the hits are judged together (comboDamage). Components other than Attack
 * (a Trip, a Disarm …) are named on the combo's card for the GM to resolve; Charge needs the 6 m straight move just
 * before, which the player confirms in the dialog.
 */
import type { FlatFootedReading } from "../../engine/rulesets/six-seconds/conditions";
import { combineHits } from "../../engine/rulesets/six-seconds/combat-simultaneous";
import { applyDamage } from "../../engine/rulesets/six-seconds/damage";
import { ATTACK_COMPONENT, CHARGE_COMPONENT, combosKnownAllowed } from "../../engine/rulesets/six-seconds/combos";
import { checkCombo, componentId, type ComboOwnerData } from "./combo-check";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField, wholeField } from "../action-fields";
import type { ActionField } from "../action-fields";
import type { ActionOutcome, AttackTarget, DamageApplication, ExchangeSeed } from "../adapter";
import type { DamageContext, SheetAction, SheetActionContext } from "./types";
import { resolveSixSecondsAttack, sixSecondsAttackDice, sixSecondsAttackRequest, type SixSecondsAttackRequest, type SixSecondsWeaponData } from "./attack";
import { weaponPoison } from "./poison-weapon";
import { coverFromStatuses, LOCATIONS, NO_SITUATION } from "./situation";
import { ITEM_TARGETS, type ItemTarget } from "./item-attack";
import type { LocationId } from "../../engine/rulesets/six-seconds/called-shots";
import { shotSeeds } from "./combo-shots";
import { comboTargetHit } from "./combo-target";
import { postureFromStatuses } from "./posture-actions";
import { COMBO_KIND, type SixSecondsComboTarget } from "./combo-defence";
import { isRanged } from "./weapon-actions";
import { assertCanCarry, HURT_HAND_SPLIT, soreHandDefault } from "./hurt-limbs";
import type { SheetItem } from "../adapter";

const K = "FRAY.Action.SixSeconds.Combo";

/** One Attack component of the combo, aimed at one target. */
export interface ComboAttackPlan {
  component: string;
  target: { uuid: string; name: string };
  attack: SixSecondsAttackRequest;
}

export interface SixSecondsComboRequest {
  /** The attacker's and the combo's names (free text). */
  name: string;
  combo: string;
  attacks: ComboAttackPlan[];
  /** Components the GM resolves by hand (a Trip, a Grab …), with their targets' names. */
  others: { component: string; target: string }[];
  /** The weapon whose aim the combo's Attacks used (spent by the combo, as by a single attack); absent: none. */
  aimSpent?: string;
}

/** Where one target stands for the combo: metres centre to centre (null: not measured, no reach or range check), flanked. */
export interface ComboPlace {
  metres: number | null;
  flanked: boolean;
  /** High speed from the fight's record of moves (absent: 0): the target's squares this turn, the faster speed (m/s). */
  moved?: number;
  speed?: number;
}

/** The plain choices of the combo dialog, once read: a target (by UUID) per component, and each target's place. */
export interface ComboChoices {
  weapon: SixSecondsWeaponData;
  targets: readonly string[];
  /** By target UUID; a target not listed is unmeasured and not flanked. */
  places?: Readonly<Record<string, ComboPlace>>;
  /** The world's Flat-Footed reading (absent: the Conditions list's). */
  flatFooted?: FlatFootedReading;
  /** The weapon's aim (the Aim action: its id and the target it is on), from its state; absent: none. */
  aim?: { weapon: string; at: string } | null;
  /** Per component (by index): an Attack's called shot or the item it aims at, as a single attack picks them. */
  shots?: readonly ComboShot[];
  /** The attacker's status ids (Raging's −1 to a Dexterity- or Intelligence-based attack skill). */
  attackerStatuses?: readonly string[];
  /** The weapon is in a hand hit at the Minimum column ("−1 to attacks made with this hand"): every Attack's −1. */
  hurtHand?: boolean;
}

/** What one Attack of the combo aims at on its target: a called shot's location, or an item it wears or holds. */
export interface ComboShot {
  location?: LocationId | null;
  item?: ItemTarget | null;
}

/**
 * Build the combo from the attacker, its components and the choices: every Attack becomes one ordinary attack request
 * against the chosen target's present Toughness (the same snapshot for all: the combo is simultaneous), with the
 * target's situation: its cover status, its conditions (Helpless: an automatic melee hit), reach or range from the
 * metres, flanked. No defence is declared: the defender chooses on the card.
 */
export function sixSecondsComboRequest(
  name: string,
  stats: ActorSystem,
  derived: ActorDerived,
  combo: { name: string; components: readonly { name: string }[] },
  targets: readonly (AttackTarget & { uuid: string })[],
  choices: ComboChoices,
): SixSecondsComboRequest {
  if (combo.components.length === 0) throw new RangeError(`${combo.name} has no components`);
  const attacks: ComboAttackPlan[] = [];
  const others: SixSecondsComboRequest["others"] = [];
  let aimSpent: string | undefined;
  combo.components.forEach((c, i) => {
    const t = targets.find((x) => x.uuid === choices.targets[i]);
    if (!t) throw new RangeError(`${c.name}: choose one of your targets`);
    if (componentId(c.name) === ATTACK_COMPONENT.id) {
      const place = choices.places?.[t.uuid];
      // A called shot or an item per Attack, as a single attack's dialog picks them (the engine refuses both at once).
      const shot = choices.shots?.[i];
      const situation = { ...NO_SITUATION, cover: coverFromStatuses(t.statuses), posture: postureFromStatuses(t.statuses), flanked: place?.flanked ?? false, moved: place?.moved ?? 0, speed: place?.speed ?? 0, location: shot?.location ?? null, item: shot?.item ?? null };
      // The weapon's aim on this target: every Attack at it in this one simultaneous action has it.
      const aimed = isRanged({ system: { sixSeconds: choices.weapon.block as Record<string, unknown> | null } }) && choices.aim?.at === t.uuid;
      const attack = sixSecondsAttackRequest(stats, derived, choices.weapon, t, { situation, aimed, ...(place?.metres != null ? { distanceMetres: place.metres } : {}), ...(choices.flatFooted ? { flatFooted: choices.flatFooted } : {}), attackerStatuses: choices.attackerStatuses ?? [], ...(choices.hurtHand ? { splits: [HURT_HAND_SPLIT] } : {}) });
      if (aimed) aimSpent = choices.aim!.weapon;
      attacks.push({ component: c.name, target: { uuid: t.uuid, name: t.name }, attack });
    } else if (componentId(c.name) !== CHARGE_COMPONENT.id) others.push({ component: c.name, target: t.name });
  });
  return { name, combo: combo.name, attacks, others, ...(aimSpent ? { aimSpent } : {}) };
}

export function sixSecondsComboDice(req: SixSecondsComboRequest): DiceGroup[] {
  return req.attacks.flatMap((a) => sixSecondsAttackDice(a.attack));
}

/** Each attack's own faces, in the order the dice were asked for. */
function facesPerAttack(req: SixSecondsComboRequest, faces: readonly number[]): number[][] {
  let at = 0;
  return req.attacks.map((a) => {
    const n = sixSecondsAttackDice(a.attack).reduce((sum, g) => sum + g.count, 0);
    const mine = faces.slice(at, at + n);
    at += n;
    return mine;
  });
}

/** One target's card: its attacks' dice and results, and every hit that lands, never added together. */
function targetSeed(req: SixSecondsComboRequest, target: ComboAttackPlan["target"], cards: readonly { plan: ComboAttackPlan; card: CardData; faces: number[] }[]): ExchangeSeed {
  const mine = cards.filter((c) => c.plan.target.uuid === target.uuid);
  // Every hit that lands, with its called shot's location: each is judged at its own location (combo-shots.ts).
  const first = mine[0]!;
  const hit = comboTargetHit(mine.map((c) => c.card), first.plan.attack.input.nonlethal ?? false);
  const hits = hit.hits;
  const defender = first.plan.attack.input.defender;
  const card: CardData = {
    ruleset: "six-seconds",
    title: `${req.combo}: ${target.name}`,
    kind: `${K}.Kind`,
    dice: mine.flatMap((c) => c.card.dice),
    modifiers: first.card.modifiers,
    total: null,
    target: null,
    outcome: { key: hits.length > 0 ? `${K}.Hits` : `${K}.NoHits`, data: { target: target.name, hits: hits.length, damage: hits.join(", ") }, success: hits.length > 0 },
    odds: first.card.odds,
    details: [
      ...mine.map((c, i) => ({ label: `${K}.Attack`, value: `${i + 1}: ${c.card.damage ?? "—"}` })),
      { label: "FRAY.Attack.Toughness", value: `${defender.toughness}/${defender.toughness - 6}` },
    ],
    damage: hits.length > 0 ? Math.max(...hits) : null,
  };
  // The attacks are kept on the card, so the defender rolls their own defence against each one that landed.
  const attack: SixSecondsComboTarget = { kind: COMBO_KIND, attacks: mine.map((c) => ({ request: c.plan.attack, faces: c.faces })) };
  return { card, target, damage: card.damage ?? null, hit, attack: { request: attack, faces: mine.flatMap((c) => c.faces) } };
}

export function resolveSixSecondsCombo(req: SixSecondsComboRequest, faces: readonly number[]): ActionOutcome {
  const split = facesPerAttack(req, faces);
  const cards = req.attacks.map((plan, i) => ({ plan, card: resolveSixSecondsAttack(plan.attack, split[i]!), faces: split[i]! }));
  // An Attack at an item hurts the item, never the body: its own card, defended and applied like a single attack's.
  const atItems = cards.filter((c) => c.plan.attack.item);
  const atBodies = cards.filter((c) => !c.plan.attack.item);
  const targets = [...new Map(atBodies.map((c) => [c.plan.target.uuid, c.plan.target])).values()];
  const exchanges = [...targets.map((t) => targetSeed(req, t, atBodies)), ...shotSeeds(atItems)];
  const card: CardData = {
    ruleset: "six-seconds",
    title: `${req.name}: ${req.combo}`,
    kind: `${K}.Kind`,
    dice: cards.flatMap((c) => c.card.dice),
    modifiers: [],
    total: null,
    target: null,
    outcome: { key: `${K}.Outcome`, data: { attacks: req.attacks.length, targets: targets.length }, success: null },
    odds: null,
    details: [
      ...cards.map((c) => ({ label: `${K}.Attack`, value: `${c.plan.target.name}: ${c.card.damage ?? "—"}` })),
      ...req.others.map((o) => ({ label: `${K}.ByHand`, value: `${o.component} → ${o.target}` })),
    ],
  };
  // "If you move … between aiming and attacking": the aim is spent by the attack that used it.
  return { card, update: {}, exchanges, ...(req.aimSpent ? { weapons: [{ id: req.aimSpent, state: { aimedAt: null } }] } : {}) };
}

/**
 * A combo's hits on one target, applied together: each judged against the Toughness before the combo, the wounds
 * added, the worst result's conditions gained (Colonel Mauve's 8, 6 and 4 on a 9/3 Goblin: three wounds).
 */
export function comboDamage(s: ActorSystem, d: ActorDerived, hits: readonly number[], ctx: DamageContext = {}): DamageApplication {
  const statuses = ctx.statuses ?? [];
  const start = { toughness: d.sixSeconds.toughness.toughness, dying: statuses.includes("six-seconds.dying") };
  const outcomes = hits.map((amount) => applyDamage(start, { amount, nonlethal: ctx.hit?.nonlethal ?? false }, ctx.options?.sixSeconds ?? {}));
  const all = combineHits(outcomes);
  const gained = [...new Set(outcomes.flatMap((o) => o.conditionsGained))].filter((c) => c !== "wound");
  return {
    update: { "system.sixSeconds.wounds": s.sixSeconds.wounds + all.wounds },
    summary: { key: `${K}.Applied.${all.result}`, data: { damage: hits.join(", "), wounds: all.wounds, toughness: start.toughness, minimum: start.toughness - 6 } },
    statuses: [...gained.map((c) => `six-seconds.${c}`), ...(all.result === "dies" ? ["six-seconds.dead"] : [])],
  };
}

/** Metres in the dialog that mean "not measured" (no reach or range check for that target). */
export const UNMEASURED = -1;
const MAX_METRES = 100000;

/**
 * The combo dialog: the weapon, per component its target, and per target where it stands (metres, −1 when off the
 * board, and flanked), as the weapon attack's dialog asks them for its one target.
 */
export function comboFields(
  components: readonly { name: string }[],
  targets: readonly { uuid: string; name: string }[],
  weapons: readonly { id: string; name: string }[],
  /** Where the board has each target (metres, flanked), by UUID; the fields start from it. */
  placed: (uuid: string) => Record<string, unknown> = () => ({}),
  /** A hand is sore: whether *With the hurt hand?* starts at yes (hurt-limbs.ts soreHandDefault); null: not asked. */
  soreStart: boolean | null = null,
): ActionField[] {
  const fields: ActionField[] = [{ kind: "select", name: "weapon", label: `${K}.Weapon`, options: weapons.map((w) => ({ value: w.id, label: "", text: w.name })) }];
  // "−1 to attacks made with this hand": the combo's Attacks are made with its one weapon, so asked once.
  if (soreStart !== null) fields.push({ kind: "select", name: "sore", label: "FRAY.Action.SixSeconds.SoreHand.Label", value: soreStart ? "yes" : "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] });
  targets.forEach((t, j) => {
    const board = placed(t.uuid);
    const metres = typeof board["metres"] === "number" && Number.isInteger(board["metres"]) ? Math.min(MAX_METRES, Math.max(UNMEASURED, board["metres"])) : UNMEASURED;
    fields.push({ kind: "select", name: `flanked-${j}`, label: "", text: t.name, value: board["flanked"] === true ? "yes" : "no", options: [{ value: "no", label: `${K}.NotFlanked` }, { value: "yes", label: `${K}.Flanked` }] });
    fields.push({ kind: "number", name: `metres-${j}`, label: `${K}.Metres`, value: metres, min: UNMEASURED, max: MAX_METRES });
    // High speed, asked only where the running fight recorded moves (the weapon attack's dialog asks it always).
    for (const key of ["moved", "speed"] as const) {
      const n = board[key];
      if (typeof n === "number" && Number.isInteger(n) && n > 0) fields.push({ kind: "number", name: `${key}-${j}`, label: `FRAY.Dialog.SixSeconds.${key}`, value: Math.min(n, MAX_METRES), min: 0, max: MAX_METRES });
    }
  });
  // A running fight's record says whether the attacker's latest action was a straight 6 m move: then it decides.
  const onBoard = targets[0] ? placed(targets[0].uuid)["charged"] : undefined;
  const chargeOptions =
    onBoard === true ? [{ value: "yes", label: `${K}.ChargeYesOnBoard` }] : onBoard === false ? [{ value: "no", label: `${K}.ChargeNoOnBoard` }] : [{ value: "no", label: `${K}.ChargeNo` }, { value: "yes", label: `${K}.ChargeYes` }];
  components.forEach((c, i) => {
    fields.push({ kind: "select", name: `target-${i}`, label: "", text: `${i + 1}. ${c.name}`, options: targets.map((t) => ({ value: t.uuid, label: "", text: t.name })) });
    if (componentId(c.name) === ATTACK_COMPONENT.id) {
      // Each Attack picks a called shot or an item on its target, as the weapon attack's dialog does.
      fields.push({ kind: "select", name: `location-${i}`, label: "FRAY.Dialog.SixSeconds.location", value: "none", options: ["none", ...LOCATIONS].map((l) => ({ value: l, label: `FRAY.Dialog.SixSeconds.Locations.${l}` })) });
      fields.push({ kind: "select", name: `item-${i}`, label: "FRAY.Dialog.SixSeconds.item", value: "none", options: ["none", ...ITEM_TARGETS].map((l) => ({ value: l, label: `FRAY.Dialog.SixSeconds.Items.${l}` })) });
    }
    if (componentId(c.name) === CHARGE_COMPONENT.id) {
      fields.push({ kind: "select", name: `charge-${i}`, label: `${K}.Charged`, value: onBoard === true ? "yes" : "no", options: chargeOptions });
    }
  });
  return fields;
}

type Components = { name: string; rating: number }[];

/** An item's plain list field (the sheet hands items over as their system data). */
function listOf(system: SheetActionContext["items"][number]["system"], key: string): unknown[] {
  const v: unknown = system[key];
  return Array.isArray(v) ? v : [];
}

/** The combo item the button names, with its components read from its plain data. */
function comboOf(ctx: SheetActionContext): { name: string; components: Components } {
  const item = ctx.items.find((i) => i.id === ctx.data["itemId"] && i.type === "combo");
  if (!item) throw new RangeError(ctx.localize(`${K}.NoCombo`));
  const components = listOf(item.system, "components").flatMap((c) => {
    const o = c as { name?: unknown; rating?: unknown };
    return typeof o?.name === "string" ? [{ name: o.name, rating: typeof o.rating === "number" ? o.rating : 0 }] : [];
  });
  return { name: item.name, components };
}

/** What the combo check needs from the owner (the sheet's own check reads the same: skills, limit, techniques). */
function ownerOf(ctx: SheetActionContext): ComboOwnerData {
  const techniques = ctx.items
    .filter((i) => i.type === "technique")
    .map((i) => {
      const t = i.system as unknown as { component?: unknown; comboRating?: unknown };
      return { name: i.name, component: t.component === true, comboRating: typeof t.comboRating === "number" ? t.comboRating : 0 };
    });
  return { comboLimit: ctx.stats.sixSeconds.comboLimit, skills: ctx.stats.sixSeconds.skills, techniques };
}

export const useComboAction: SheetAction<SixSecondsComboRequest> = {
  async prepare(ctx) {
    const item = comboOf(ctx);
    const combo = item;
    // "Disabled: The character can't use any combos, but can make single attacks."
    if (ctx.statuses.includes("six-seconds.disabled")) throw new RangeError(ctx.localize(`${K}.Disabled`));
    // "The number of attack combos a character knows is determined by their Combat Expertise skill" (at least one).
    const known = ctx.items.filter((i) => i.type === "combo").length;
    const allowed = combosKnownAllowed(ctx.stats.sixSeconds.combosKnown);
    if (known > allowed) throw new RangeError(`${ctx.localize("FRAY.Combo.TooManyCombos")} (${known} / ${allowed})`);
    const check = checkCombo(combo, ownerOf(ctx));
    if (check.problems.length > 0) throw new RangeError(`${item.name}: ${ctx.localize(check.problems[0]!.key)}`);
    const targets = ctx.targets();
    if (targets.length === 0) throw new RangeError(ctx.localize(`${K}.NoTargets`));
    const weapons = ctx.items.filter((i) => i.type === "weapon" && typeof i.system["sixSeconds"]?.["damageDie"] === "string");
    if (weapons.length === 0 && combo.components.some((c) => componentId(c.name) === ATTACK_COMPONENT.id)) throw new RangeError(ctx.localize(`${K}.NoWeapon`));
    const fields = await ctx.askFields({ title: `${K}.Title`, hint: { key: `${K}.Hint`, data: [item.name] }, fields: comboFields(combo.components, targets, weapons, (uuid) => ctx.targetPrefill?.(uuid, weapons[0]?.system ?? {}) ?? {}, soreHandDefault(ctx.stats, ctx.derived.sixSeconds.handsFree)) });
    if (!fields) return null;
    const req = comboFromFields(ctx, combo.components, item.name, targets, weapons, fields);
    // The weapon's *Poisoned with* rides every Attack made with it (poison-weapon.ts).
    const w = weapons.find((x) => x.id === fields["weapon"]) ?? weapons[0];
    const poison = w && req.attacks.length > 0 ? await weaponPoison(w.name, w.system["sixSeconds"], ctx.items) : null;
    return poison ? { ...req, attacks: req.attacks.map((a) => ({ ...a, attack: { ...a.attack, poison } })) } : req;
  },
  dice: sixSecondsComboDice,
  resolve: resolveSixSecondsCombo,
  cost: () => "combo",
};

/** The dialog's strings as a combo request; a bad choice throws a clear error and nothing is rolled. */
export function comboFromFields(
  ctx: Pick<SheetActionContext, "name" | "stats" | "derived" | "localize"> & { options?: SheetActionContext["options"]; statuses?: readonly string[] },
  components: readonly { name: string }[],
  comboName: string,
  targets: readonly (AttackTarget & { uuid: string })[],
  weapons: readonly { id: string; name: string; system: Record<string, Record<string, unknown> | null | undefined>; state?: SheetItem["state"] }[],
  fields: Readonly<Record<string, string | undefined>>,
): SixSecondsComboRequest {
  const w = weapons.find((x) => x.id === fields["weapon"]) ?? weapons[0];
  components.forEach((c, i) => {
    if (componentId(c.name) === CHARGE_COMPONENT.id && fields[`charge-${i}`] !== "yes") throw new RangeError(ctx.localize(`${K}.ChargeNeedsMove`));
  });
  // Its Attacks are made with the weapon: a hurt arm or hand "cannot be used to carry … weapons", as on the weapon button.
  if (w && components.some((c) => componentId(c.name) === ATTACK_COMPONENT.id)) assertCanCarry(ctx.stats, w.name);
  const weapon: SixSecondsWeaponData = { name: w?.name ?? "", block: (w?.system["sixSeconds"] ?? null) as SixSecondsWeaponData["block"] };
  const places = Object.fromEntries(
    targets.map((t, j) => {
      const raw = (fields[`metres-${j}`] ?? "").trim();
      const metres = raw === "" ? UNMEASURED : wholeField(fields, `metres-${j}`, UNMEASURED, MAX_METRES);
      const f = fields[`flanked-${j}`];
      const flanked = f === undefined || f === "" ? false : choiceField(fields, `flanked-${j}`, ["no", "yes"] as const) === "yes";
      const fast = (key: "moved" | "speed") => ((fields[`${key}-${j}`] ?? "").trim() === "" ? 0 : wholeField(fields, `${key}-${j}`, 0, MAX_METRES));
      return [t.uuid, { metres: metres === UNMEASURED ? null : metres, flanked, moved: fast("moved"), speed: fast("speed") }];
    }),
  );
  return sixSecondsComboRequest(ctx.name, ctx.stats, ctx.derived, { name: comboName, components }, targets, {
    weapon,
    targets: components.map((_c, i) => fields[`target-${i}`] ?? ""),
    places,
    aim: w?.state?.aimedAt ? { weapon: w.id, at: w.state.aimedAt } : null,
    shots: components.map((_c, i) => shotFromFields(fields, i)),
    ...(ctx.options?.sixSeconds?.flatFooted ? { flatFooted: ctx.options.sixSeconds.flatFooted } : {}),
    attackerStatuses: ctx.statuses ?? [],
    hurtHand: fields["sore"] !== undefined && choiceField(fields, "sore", ["no", "yes"] as const) === "yes",
  });
}

/** One Attack's called shot and item from the dialog (absent fields: none); a value not offered is refused by name. */
function shotFromFields(fields: Readonly<Record<string, string | undefined>>, i: number): ComboShot {
  const pick = <V extends string>(name: string, values: readonly V[]): V | null => {
    const raw = fields[name];
    if (raw === undefined || raw === "" || raw === "none") return null;
    return choiceField(fields, name, values);
  };
  return { location: pick(`location-${i}`, LOCATIONS), item: pick(`item-${i}`, ITEM_TARGETS) };
}
