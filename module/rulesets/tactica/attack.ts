/**
 * tactica weapon attacks as plain data: the committed dice (plus group dice) at the attacker's SL against the
 * target (its fumble gives +1 SL, its declared Parry is rolled first), the weapon's damage code from its weight
 * class; resolved by the engine (resolveAttack) with a Roll's faces, attackOdds for the odds line.
 */
import { queuedDice } from "../../engine/dice/source";
import { RulesError } from "../../engine/errors";
import type { DiceModifier, Modifier } from "../../engine/modifiers";
import { expectation } from "../../engine/odds/distribution";
import { prepareAttack, resolveAttack, type AttackInput, type DefenceDeclaration } from "../../engine/rulesets/tactica/attack";
import { attackOdds } from "../../engine/rulesets/tactica/attack-odds";
import { checkWeaponClass } from "../../engine/rulesets/tactica/weapon-damage";
import type { ActorDerived } from "../../data/actor/derived";
import type { ActorSystem } from "../../data/actor/schema";
import type { AttackTarget } from "../adapter";
import { percent } from "../../dice/roll-format";
import { FUMBLED } from "./own-action";
import { effortModifier, injuryModifier } from "./roll-modifiers";
import { pooledModifier } from "./attack-pool";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import { diceRow, modifierRow } from "../../dice/card-modifiers";
import type { AttemptSide } from "../../engine/rulesets/tactica/special-attempts";
import { footingSize } from "./inclose-actions";

export interface TacticaWeaponData {
  name: string;
  block: { weightClass?: string; natural?: boolean; bane?: boolean } | null | undefined;
}

export interface TacticaAttackOptions {
  extraDice?: readonly DiceModifier[];
  sl?: readonly Modifier[];
  /** The target's declared Parry (its dice); Dodge and Block need the target's raised pool, declared on its side. */
  parryDice?: number;
  /** Passive armour of the target (each point stops one success). */
  armour?: number;
  /** The track the hit damages (mental: Shock, Panicked, Crushed) and whether it is magic (Doubt). */
  track?: "physical" | "mental";
  magic?: boolean;
  /** A missile attack: "fired" (a Dodge counts one success fewer) or "thrown"; either is parried only with the Skill+Mod. */
  missile?: "fired" | "thrown";
}

export interface TacticaAttackRequest {
  kind: "tactica.attack";
  label: string;
  input: AttackInput;
  target: string | null;
  /** What the hit damages (absent on cards rolled before: physical, not magic). */
  track?: "physical" | "mental";
  magic?: boolean;
  /** A group's round after this attack (written back to the attacker when rolled; group-attacks.ts). */
  groupRound?: { key: string; targets: string[] };
  /** A special tactic's plan after this attack, when it is one of the planned attacks (tactic-plan.ts). */
  tacticRest?: string;
  /** The attacker's BODY, DEX and Size (with its legs) from its sheet: its side of a special result's attempt (special-attempt-effects.ts). */
  attempter?: AttemptSide;
  /** A bane weapon's attack: its hit may knock the target off level 9. */
  bane?: boolean;
}

export function tacticaAttackRequest(attacker: ActorSystem, attackerDerived: ActorDerived, weapon: TacticaWeaponData, dice: number, target: AttackTarget | null, opts: TacticaAttackOptions = {}): TacticaAttackRequest {
  const weightClass = weapon.block?.weightClass ?? (weapon.block?.natural ? "light" : undefined);
  if (weightClass === undefined) throw new RulesError("no-weight-class", { weapon: weapon.name }, `${weapon.name} has no tactica weight class (the text names no damage code for it)`);
  checkWeaponClass(weightClass);
  if (!Number.isInteger(dice) || dice < 0) throw new RulesError("tactica.dice", { value: dice }, `a tactica attack needs a whole number of dice ≥ 0, got ${dice}`);
  const group = attackerDerived.tactica.group;
  const diceModifiers: DiceModifier[] = [...(group ? [{ dice: group.extraDice, reason: attacker.tactica.group, code: `group.${attacker.tactica.group}` }] : []), ...injuryModifier(attackerDerived, "attack"), ...effortModifier(attacker), ...pooledModifier(attacker), ...(opts.extraDice ?? [])];
  const slModifiers: Modifier[] = [...(attacker.tactica.sl !== 0 ? [{ value: attacker.tactica.sl, reason: "superiority level", code: "superiority-level" }] : []), ...(opts.sl ?? [])];
  const defence: DefenceDeclaration = target && opts.parryDice ? { kind: "parry", dice: opts.parryDice } : { kind: "none" };
  const input: AttackInput = {
    dice,
    diceModifiers,
    slModifiers,
    weapon: weightClass,
    // The mark is the token's Fumbled status (the card sets it, the HUD may set or clear it).
    targetFumbled: target?.statuses.includes(FUMBLED) ?? false,
    // The exposure dice in front of the target join this attack's pool (the apply step clears them from the target).
    targetExposures: target?.system.tactica.exposures ?? 0,
    // The target's worn armour (its equipped armour items) plus what the dialog adds.
    armour: target ? (opts.armour ?? 0) + (target.derived.tactica.armour?.passive ?? 0) : 0,
    defence,
    ...(opts.missile ? { missile: opts.missile } : {}),
  };
  prepareAttack(input);
  const track = opts.track ?? "physical";
  if (track !== "physical" && track !== "mental") throw new RulesError("tactica.track", { value: String(track) }, `a tactica hit damages the physical or mental track, got "${String(track)}"`);
  // The attacker's side of any special result's attempt is read now, from its sheet (the card keeps no actor), with
  // its injuries' "all rolls" dice (its effort die goes on this attack roll, the roll before).
  const wounds = injuryModifier(attackerDerived);
  const attempter: AttemptSide = { body: attacker.tactica.body, dex: attacker.tactica.dex, size: footingSize(attacker), ...(wounds.length ? { modifiers: wounds } : {}) };
  return { kind: "tactica.attack", label: weapon.name, input, target: target?.name ?? null, ...(track !== "physical" ? { track } : {}), ...(opts.magic ? { magic: true } : {}), attempter, ...(weapon.block?.bane === true ? { bane: true } : {}) };
}

export function tacticaAttackDice(req: TacticaAttackRequest): DiceGroup[] {
  const prep = prepareAttack(req.input);
  return [
    { count: prep.parryDice, sides: 6, purpose: "FRAY.Attack.DefenceDie" },
    { count: prep.rollCount, sides: 6, purpose: "FRAY.Roll.Pool" },
  ];
}

export function resolveTacticaAttack(req: TacticaAttackRequest, faces: readonly number[]): CardData {
  const o = resolveAttack(queuedDice(faces), req.input);
  const odds = attackOdds(req.input);
  const dice: CardDie[] = [
    ...(o.parry?.rolled ?? []).map((v): CardDie => ({ value: v, mark: "plain", group: "defender" })),
    ...o.roll.dice.map((v): CardDie => ({ value: v, mark: v >= o.threshold ? "success" : v === 1 ? "one" : "failure" })),
  ];
  const details: CardData["details"] = [
    { label: "FRAY.Roll.SuccessOn", value: `${o.threshold}–6` },
    { label: "FRAY.Roll.Successes", value: o.roll.successes },
    { label: "FRAY.Attack.WeaponDamage", value: o.damage.code },
    { label: "FRAY.Roll.Damage", value: o.damage.damage },
    { label: "FRAY.Roll.Exposures", value: o.attacker.exposuresGained },
    { label: "FRAY.Attack.ExpectedDamage", value: expectation(odds.damage).toFixed(1) },
    { label: "FRAY.Attack.FumbleOdds", value: percent(odds.pFumble) ?? "" },
  ];
  if (o.armourStopped) details.push({ label: "FRAY.Attack.TargetDefence", value: o.armourStopped });
  const hit = o.damage.damage > 0;
  return {
    ruleset: "tactica",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice,
    modifiers: [
      ...o.diceModifiers.map(diceRow),
      ...o.slModifiers.map((m) => modifierRow(m, "sl")),
    ],
    total: o.roll.successes,
    target: null,
    outcome: o.attacker.fumbled
      ? { key: "FRAY.Roll.Fumble", data: {}, success: false }
      : !hit
        ? req.target === null
          ? { key: "FRAY.Roll.Miss", data: {}, success: false }
          : { key: "FRAY.Attack.Result.miss", data: { target: req.target }, success: false }
        : req.target === null
          ? { key: "FRAY.Attack.HitNoTarget", data: { damage: o.damage.damage }, success: true }
          : { key: "FRAY.Attack.HitFor", data: { target: req.target, damage: o.damage.damage }, success: true },
    odds: odds.pDamage,
    details,
    // A miss that picked up the target's exposures still has something to apply: those dice are used up.
    damage: req.target === null ? null : hit ? o.damage.damage : (req.input.targetExposures ?? 0) > 0 ? 0 : null,
    hit: { massiveWeapon: req.input.weapon === "massive", track: req.track ?? "physical", magic: req.magic ?? false, ...(req.bane ? { bane: true } : {}) },
  };
}
