/**
 * tactica encounter odds: a combatant read into the auto-play's stats (engine/rulesets/tactica/autoplay.ts) as its
 * sheet attack and the tracker read it: the heaviest weapon class among its weapons (a natural weapon is light, as
 * `tacticaAttackRequest` reads it), the attack skill's dice, Parry dice, action dice, the ranks left on each track
 * (equipped armour's bonus ranks counted). Passive armour is a dialog choice, not the actor's: none here.
 */
import { RulesError } from "../../engine/errors";
import type { TacticaSimStats } from "../../engine/rulesets/tactica/autoplay";
import { WEAPON_CLASSES, type WeaponClass } from "../../engine/rulesets/tactica/weapon-damage";
import type { OddsSlot } from "../adapter";
import { tacticaAttackRequest, type TacticaWeaponData } from "./attack";
import type { TacticaTypes } from "./types";

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

export const tacticaOdds: OddsSlot<TacticaTypes> = {
  options: (o) => o?.tactica,
  read(c) {
    const t = c.system.tactica;
    let weapon: WeaponClass | null = null;
    const problems: string[] = [];
    for (const item of c.items) {
      if (item.type !== "weapon" || !isRecord(item.system)) continue;
      const block = item.system["tactica"] as TacticaWeaponData["block"];
      if (!isRecord(block)) continue;
      try {
        const w = tacticaAttackRequest(c.system, c.derived, { name: item.name, block }, t.attack, null).input.weapon;
        if (!weapon || WEAPON_CLASSES.indexOf(w) > WEAPON_CLASSES.indexOf(weapon)) weapon = w;
      } catch (e) {
        problems.push(e instanceof Error ? e.message : String(e));
      }
    }
    if (!weapon) throw new RulesError("odds.no-weapon", { actor: c.name }, problems[0] ?? "no weapon with a tactica weight class");
    const d = c.derived.tactica;
    const stats: TacticaSimStats = { actionDice: t.actionDice, attack: t.attack, parry: t.defences.parry, weapon, armour: 0, physical: d.physical.current, mental: d.mental.current };
    return { stats };
  },
};
