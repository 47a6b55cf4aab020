/**
 * frozen-lands dual wielding from the sheet (Special Actions): a weapon row's "Dual wield" button makes that weapon
 * the first; the roll dialog picks the second melee weapon and how the Melee dice split (each weapon's bonus added
 * after the split, by the attack itself). The two attacks are an AttackSeries: one Roll, a bound card each, and the
 * tracker charged once for both Attack actions (the second a repeat the rule allows). Weapons that do not qualify
 * (planDualWield's rules) are refused with coded, translated errors before anything is rolled or spent.
 */
import { refusalError, RulesError } from "../../engine/errors";
import type { DiceModifier } from "../../engine/modifiers";
import { dualWieldRefusalOf, planDualWield } from "../../engine/rulesets/frozen-lands/melee";
import { RANGE_BANDS, type RangeBand } from "../../engine/rulesets/frozen-lands/range";
import { weaponFromItem, type Weapon } from "../../engine/rulesets/frozen-lands/weapons";
import type { ActorSystem } from "../../data/actor/schema";
import type { AttackSeries, AttackTarget, SheetItem } from "../adapter";
import type { SheetActionContext } from "./types";
import { frozenLandsAttackRequest, type FrozenLandsAttackRequest, type FrozenLandsWeaponData } from "./attack";
import { parseFirstDice } from "./dialog-fields";

/** The rule the tracker is told allows the second Attack in the turn. */
export const DUAL_WIELDING = "dual wielding";

/** A melee weapon on the sheet with its frozen-lands stats. */
interface MeleeItem {
  id: string;
  name: string;
  block: NonNullable<FrozenLandsWeaponData["block"]>;
  weapon: Weapon;
}

function meleeItem(item: SheetItem): MeleeItem | null {
  const block = item.system["frozenLands"] as FrozenLandsWeaponData["block"];
  if (!item.id || !block || block.category === "ranged") return null;
  return { id: item.id, name: item.name, block, weapon: weaponFromItem(item.name, block) };
}

/** The Melee skill's dice (the pool to split), or the coded refusal. */
function meleePool(stats: ActorSystem, weapon: string): number {
  const skill = stats.frozenLands.skills.find((s) => s.name.trim().toLowerCase() === "melee");
  if (!skill) throw new RulesError("no-attack-skill", { weapon, skill: "Melee" }, `the attacker has no "Melee" skill for ${weapon}`);
  return skill.rank;
}

/** The first weapon (the button's) and the second weapons it may be paired with; throws when there is none. */
export function dualWieldChoices(items: readonly SheetItem[], mainId: string): { main: MeleeItem; offhands: MeleeItem[] } {
  const item = items.find((w) => w.id === mainId);
  if (!item?.id) throw new RulesError("frozen-lands.no-weapon", { id: mainId }, `no weapon with id "${mainId}" on this sheet`);
  const main = meleeItem(item);
  if (!main) {
    if (!item.system["frozenLands"]) throw new RulesError("no-ruleset-stats", { weapon: item.name }, `${item.name} has no frozen-lands stats`);
    throw new RulesError("frozen-lands.dual-wield-not-melee", { weapon: item.name }, `dual wielding is for melee weapons: ${item.name} is ranged`);
  }
  const others = items.flatMap((w) => (w.id === main.id ? [] : [meleeItem(w)].filter((m): m is MeleeItem => m !== null)));
  if (others.length === 0) throw new RulesError("frozen-lands.dual-wield-no-offhand", { weapon: main.name }, `no second melee weapon besides ${main.name}`);
  const offhands = others.filter((o) => dualWieldRefusalOf(main.weapon, o.weapon) === null);
  // None pairs with it: the first pairing's reason (two-handed, no Light weapon) says why.
  if (offhands.length === 0) throw refusalError(dualWieldRefusalOf(main.weapon, others[0]!.weapon)!);
  return { main, offhands };
}

export interface DualWieldChoice {
  offhandId: string;
  firstDice: number;
  band?: RangeBand;
  modifiers?: readonly DiceModifier[];
}

/**
 * The two attacks: the first with `firstDice` Melee dice and the first weapon, the second with the rest and the
 * second weapon. Situational dice and the band are the dialog's, for both attacks (made in the same moment).
 */
export function dualWieldSeries(stats: ActorSystem, main: MeleeItem, offhands: readonly MeleeItem[], target: AttackTarget | null, choice: DualWieldChoice): AttackSeries<FrozenLandsAttackRequest> {
  if (choice.offhandId === main.id) throw new RulesError("frozen-lands.dual-wield-same", { weapon: main.name }, `choose another weapon than ${main.name}`);
  const offhand = offhands.find((o) => o.id === choice.offhandId);
  if (!offhand) throw new RulesError("frozen-lands.bad-choice", { field: "offhand", value: choice.offhandId }, `offhand must be one of ${offhands.map((o) => o.id).join(", ")}`);
  const refusal = dualWieldRefusalOf(main.weapon, offhand.weapon);
  if (refusal) throw refusalError(refusal);
  const pool = meleePool(stats, main.name);
  const plan = planDualWield(pool, choice.firstDice, main.weapon, offhand.weapon);
  const attacks = [
    { item: main, melee: plan.first.melee, attack: 1 as const },
    { item: offhand, melee: plan.second.melee, attack: 2 as const },
  ];
  const series = attacks.map(({ item, melee, attack }): FrozenLandsAttackRequest => {
    const req = frozenLandsAttackRequest(stats, { name: item.name, block: item.block }, target, {
      ...(choice.band ? { band: choice.band } : {}),
      modifiers: choice.modifiers ?? [],
      weaponId: item.id,
    });
    return { ...req, skill: melee, dualWield: { attack, pool } };
  });
  return { series, repeat: { times: 2, because: DUAL_WIELDING } };
}

/** The sheet's "Dual wield" (data-sheet-attack="dualWield", data-item-id: the first weapon). */
export async function dualWieldAttack(ctx: SheetActionContext): Promise<AttackSeries<FrozenLandsAttackRequest> | null> {
  const { main, offhands } = dualWieldChoices(ctx.weapons?.() ?? [], ctx.data["itemId"] ?? "");
  const pool = meleePool(ctx.stats, main.name);
  const answer = await ctx.ask({
    stressDice: ctx.derived.frozenLands.stressDice,
    attack: true,
    ranged: false,
    bands: RANGE_BANDS,
    band: "close",
    dualWield: true,
    offhands: offhands.map((o) => ({ id: o.id, name: o.name })),
    // The select's first choice, named so a skipped dialog (its defaults) attacks with it too.
    ...(offhands[0] ? { offhand: offhands[0].id } : {}),
    pool,
    firstDice: Math.ceil(pool / 2),
  });
  if (!answer) return null;
  const opts = answer.dialog;
  return dualWieldSeries(ctx.stats, main, offhands, ctx.firstTarget(), {
    offhandId: opts.offhand,
    firstDice: parseFirstDice({ firstDice: opts.firstDice }, pool),
    ...(opts.band ? { band: opts.band } : {}),
    modifiers: opts.dice,
  });
}
