/**
 * factions weapon attacks as plain data: the hit requirement (automatic, a WIT save, or impossible), the target's
 * dodge if declared, the weapon's damage die scaled by size, and armour; resolved by the engine (resolveAttack)
 * with a Roll's faces, with attackOdds for the odds line.
 */
import { queuedDice } from "../../engine/dice/source";
import { refusalError, RulesError } from "../../engine/errors";
import { hitRequirement, type AttackGeometry } from "../../engine/rulesets/factions/attack";
import { breaksOnAttack } from "../../engine/rulesets/factions/gear";
import { parseDamage, type DamageDice } from "../../engine/rulesets/factions/damage";
import { attackOdds } from "../../engine/rulesets/factions/odds";
import { DEFAULT_OPTIONS, type FactionsOptions } from "../../engine/rulesets/factions/options";
import { resolveAttack, type ResolveAttackInput } from "../../engine/rulesets/factions/resolve-attack";
import { damageDiceAgainst } from "../../engine/rulesets/factions/size";
import type { ActorSystem } from "../../data/actor/schema";
import type { AttackTarget, WriteBack } from "../adapter";
import { percent } from "../../dice/roll-format";
import { expectation } from "../../engine/odds/distribution";
import type { CardData, CardDie, DiceGroup } from "../../dice/card";
import { parseFactionsFields, type FactionsDialogFields, type StuntId } from "./attack-options";
import { armourOf } from "./armour-items";
import { CONCEALED } from "./status-ids";

export interface FactionsWeaponData {
  /** The weapon item's id on the attacker (a damaged weapon that breaks is written back to it). */
  id?: string;
  name: string;
  block: { attack?: string; damageDie?: string; range?: number; blast?: boolean; impaired?: boolean; damaged?: boolean; broken?: boolean; improvised?: boolean; dropped?: boolean } | null | undefined;
}

export interface FactionsAttackOptions {
  /** Zones to the target (0: the same zone, the default). */
  distance?: number;
  /** The target dodges with its AGI save. */
  dodge?: boolean;
  /** The attacker cannot see the target (melee then needs a WIT save; ranged is impossible). */
  hidden?: boolean;
  /** The roll dialog's own factions fields, read (attack-options.ts: the sheet's dialog). */
  fields?: FactionsDialogFields;
  /** The same fields as a form gives them (a macro's), read when `fields` is absent. */
  raw?: Readonly<Record<string, string>>;
  /** The attacker is Concealed as it attacks: its target is taken by surprise, and the attack reveals it. */
  concealed?: boolean;
}

export interface FactionsAttackRequest {
  kind: "factions.attack";
  label: string;
  input: ResolveAttackInput;
  target: string | null;
  /** The world's readings (impaired damage …); the engine's defaults when absent. */
  options?: Partial<FactionsOptions>;
  /** The target is unaware of the attacker (an ambush): it cannot react. */
  unaware?: boolean;
  /** An attack stunt the attacker proposes instead of the damage; the target accepts it or not before reacting. */
  stunt?: StuntId;
  /** An *Other* stunt's effect, in the attacker's words. */
  stuntText?: string;
  /** The weapon is damaged (or improvised): a 1 on its damage dice breaks it (the item `weaponId`, when known). */
  weaponDamaged?: boolean;
  /** The weapon's item on the attacker, when known (a damaged one breaks; a counter's disarm drops it). */
  weaponId?: string;
  /** An opportunity attack: it spends the attacker's reaction, and the mover's move resumes only if still standing. */
  opportunity?: boolean;
  /** Made from concealment: the target cannot react, and the attacker is revealed (its Concealed status lifted). */
  concealed?: boolean;
}

export function factionsAttackRequest(attacker: ActorSystem, weapon: FactionsWeaponData, target: AttackTarget | null, opts: FactionsAttackOptions = {}): FactionsAttackRequest {
  const b = weapon.block;
  if (!b) throw new RulesError("no-ruleset-stats", { weapon: weapon.name }, `${weapon.name} has no factions stats`);
  if (b.broken) throw new RulesError("factions.weapon-broken", { weapon: weapon.name }, `${weapon.name} is broken and cannot attack`);
  if (b.dropped) throw new RulesError("factions.weapon-dropped", { weapon: weapon.name }, `${weapon.name} was dropped: pick it up (untick Dropped on the item) before attacking with it`);
  const f = opts.fields ?? parseFactionsFields(opts.raw ?? {});
  if (f.protection === "barrier" && !f.peeking) throw new RulesError("factions.barrier-blocks", {}, "a barrier completely blocks attacks");
  const kind = b.attack === "ranged" ? "ranged" : "melee";
  if (kind === "ranged" && b.range === undefined) throw new RulesError("no-range", { weapon: weapon.name }, `${weapon.name}: the text gives no range for this ranged weapon`);
  const damage: DamageDice = parseDamage(`1${b.damageDie ?? ""}`);
  const t = target?.system.factions;
  const geometry: AttackGeometry = {
    kind,
    distance: opts.distance ?? 0,
    visible: !(opts.hidden ?? f.hidden),
    moving: f.moving,
    range: b.range,
    attackerSize: attacker.factions.size,
    targetSize: t?.size ?? "medium",
    blast: b.blast ?? false,
  };
  const req = hitRequirement(geometry);
  if (req.kind === "impossible") throw refusalError(req);
  const input: ResolveAttackInput = {
    geometry,
    wit: attacker.factions.wit,
    // Impaired: an impaired weapon, holding back, or attacking from a mount or a vehicle ("Attacks made by riders … are impaired").
    weapon: { damage, holdBack: (b.impaired ?? false) || f.holdBack || f.riding },
    target: {
      health: { health: Math.min(t?.health.value ?? 0, t?.health.max ?? 0), maxHealth: t?.health.max ?? 0, incapacitated: target?.statuses.includes("factions.incapacitated") ?? false },
      armour: { armour: target ? armourOf(target) : 0, cover: f.protection !== "none", penetratesCover: f.penetrates },
      ...(f.protection === "none" ? {} : { protection: f.protection, peeking: f.peeking }),
    },
    reaction: target && opts.dodge ? { kind: "dodge", agi: t!.agi } : { kind: "none" },
  };
  return {
    kind: "factions.attack",
    label: weapon.name,
    input,
    target: target?.name ?? null,
    ...(f.unaware ? { unaware: true } : {}),
    ...(f.stunt ? { stunt: f.stunt } : {}),
    ...(f.stunt === "other" ? { stuntText: f.stuntText } : {}),
    // The weapon's item: a damaged one breaks on a 1; a disarm made as the counter drops it.
    ...(weapon.id ? { weaponId: weapon.id } : {}),
    ...(b.damaged || b.improvised ? { weaponDamaged: true } : {}),
    ...(f.opportunity ? { opportunity: true } : {}),
    ...(opts.concealed ? { concealed: true } : {}),
  };
}

export function factionsAttackDice(req: FactionsAttackRequest): DiceGroup[] {
  const g = req.input.geometry;
  const groups: DiceGroup[] = [];
  if (hitRequirement(g).kind === "wit-save") groups.push({ count: 1, sides: 20, purpose: "FRAY.Attack.HitSave" });
  if (req.input.reaction?.kind === "dodge") groups.push({ count: 1, sides: 20, purpose: "FRAY.Attack.DefenceDie" });
  const base = req.input.weapon.damage!;
  const count = req.input.weapon.share ?? damageDiceAgainst(base.count, g.attackerSize ?? "medium", g.targetSize ?? "medium", g.blast);
  // Impaired damage (keep-lower, the default reading) rolls the damage twice.
  const twice = req.input.weapon.holdBack && (req.options?.impaired ?? DEFAULT_OPTIONS.impaired) === "keep-lower" ? 2 : 1;
  groups.push({ count: count * twice, sides: base.sides, purpose: "FRAY.Roll.Damage" });
  return groups;
}

/**
 * What the attack does to the attacker: a damaged weapon that showed a 1 on its damage dice breaks (the item is
 * marked broken); an attack from concealment reveals ("Actions which might reveal a character include: attacking").
 */
export function factionsAttackWriteBack(req: FactionsAttackRequest, faces: readonly number[]): WriteBack {
  const revealed: WriteBack = req.concealed ? { update: {}, statuses: { off: [CONCEALED] } } : { update: {} };
  if (!req.weaponDamaged || !req.weaponId) return revealed;
  const o = resolveAttack(queuedDice(faces), req.input, req.options);
  if (o.kind !== "hit" || !breaksOnAttack({ id: req.weaponId, kind: "weapon", damaged: true }, o.damage.rolls)) return revealed;
  return { ...revealed, items: [{ id: req.weaponId, update: { "system.factions.broken": true } }] };
}

export function resolveFactionsAttack(req: FactionsAttackRequest, faces: readonly number[]): CardData {
  const o = resolveAttack(queuedDice(faces), req.input, req.options);
  const odds = attackOdds({
    geometry: req.input.geometry,
    wit: req.input.wit,
    damage: req.input.weapon.damage,
    impaired: req.input.weapon.holdBack,
    dodgeAgi: req.input.reaction?.kind === "dodge" ? req.input.reaction.agi : undefined,
    armour: req.target === null ? undefined : req.input.target.armour,
    ...(req.input.weapon.share === undefined ? {} : { share: req.input.weapon.share }),
  });
  const dice: CardDie[] = [];
  const details: CardData["details"] = [];
  if (o.kind === "blocked" || o.kind === "impossible") throw new RangeError(o.reason);
  if (o.hit.save) {
    dice.push({ value: o.hit.save.roll, mark: o.hit.save.success ? "success" : "failure" });
    details.push({ label: "FRAY.Attack.HitSave", value: `${o.hit.save.roll} / ${req.input.wit}` });
  } else details.push({ label: "FRAY.Attack.HitSave", value: "—" });
  if ((o.kind === "dodged" || o.kind === "hit") && o.dodge) dice.push({ value: o.dodge.save.roll, mark: o.dodge.evaded ? "failure" : "success", group: "defender" });
  if (o.kind === "hit") {
    for (const r of o.damage.rolls) for (const v of r) dice.push({ value: v, mark: "plain", group: "damage" });
    details.push({ label: "FRAY.Roll.Damage", value: o.damage.total });
    if (req.target !== null) details.push({ label: "FRAY.Attack.TargetDefence", value: o.armour }, { label: "FRAY.Attack.Dealt", value: o.dealt });
  }
  // A damaged weapon breaks when a 1 shows on its damage dice (breaksOnAttack).
  if (o.kind === "hit" && req.weaponDamaged && breaksOnAttack({ id: req.label, kind: "weapon", damaged: true }, o.damage.rolls)) details.push({ label: "FRAY.Factions.WeaponBreaks", value: req.label });
  if (req.stunt) details.push({ label: `FRAY.Factions.StuntProposed.${req.stunt}`, value: req.stunt === "other" ? (req.stuntText ?? "") : "" });
  details.push({ label: "FRAY.Attack.ExpectedDamage", value: expectation(odds.damage).toFixed(1) });
  if (odds.missedSave > 0) details.push({ label: "FRAY.Attack.MissedSaveOdds", value: percent(odds.missedSave) ?? "" });
  const hit = o.kind === "hit";
  return {
    ruleset: "factions",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice,
    modifiers: [],
    total: hit ? o.damage.total : null,
    target: null,
    outcome:
      o.kind === "missed"
        ? req.target === null
          ? { key: "FRAY.Roll.Miss", data: {}, success: false }
          : { key: "FRAY.Attack.Result.miss", data: { target: req.target }, success: false }
        : o.kind === "dodged"
          ? { key: "FRAY.Attack.Result.defended", data: { target: req.target ?? "" }, success: false }
          : req.target === null
            ? { key: "FRAY.Attack.HitNoTarget", data: { damage: o.damage.total }, success: true }
            : { key: "FRAY.Attack.HitFor", data: { target: req.target, damage: o.dealt }, success: true },
    odds: odds.hit,
    details,
    damage: hit && req.target !== null ? o.damage.total : null,
  };
}
