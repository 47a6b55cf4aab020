/**
 * Applying an attack's outcome to the two creatures (everything but the damage, which the target resolves with
 * applyDamage because it chooses State or rank): exposures and the Fumbled mark on the attacker; exposure dice used
 * up, the defence pool after the attack and the engine-applied special results on the target.
 */
import type { AttackOutcome } from "./attack";
import type { TacticaCreature } from "./creature";
import { reducePool } from "./defence-pool";
import type { DiceSource } from "../../dice/source";
import { checkLocation, stripArmour } from "./armour";
import { rollLocation, type Location } from "./injuries/locations";

export interface AppliedAttack {
  attacker: TacticaCreature;
  target: TacticaCreature;
  /** Action dice the target must burn (the "lose an action die" special): handed to the turn policy's burn command. */
  targetBurnsActionDice: number;
  /** The location whose armour "remove armour" stripped (null when not chosen). */
  armourStrippedAt: Location | null;
}

/** Where "remove armour" strikes: the GM/attacker's choice, else the attack's hit location, else a 4d6 location roll. */
export interface ApplyAttackChoices {
  armourLocation?: Location;
  dice?: DiceSource;
}

export function applyAttackOutcome(attacker: TacticaCreature, target: TacticaCreature, out: AttackOutcome, choices: ApplyAttackChoices = {}): AppliedAttack {
  if (attacker.id === target.id) throw new RangeError(`${attacker.id} cannot attack itself`);
  const a: TacticaCreature = {
    ...attacker,
    exposures: attacker.exposures + out.attacker.exposuresGained,
    fumbled: attacker.fumbled || out.attacker.fumbled,
  };
  let pools = target.pools;
  if (out.target.poolAfter) {
    const kind = out.target.poolAfter.kind;
    pools = pools.some((p) => p.kind === kind) ? pools.map((p) => (p.kind === kind ? out.target.poolAfter! : p)) : [...pools, out.target.poolAfter];
  }
  let t: TacticaCreature = { ...target, exposures: out.target.exposuresLeft, pools };
  let burn = 0;
  let stripped: Location | null = null;
  for (const s of out.specials.chosen) {
    if (s.applies === "expose") t = { ...t, exposures: t.exposures + 1 };
    else if (s.applies === "reduce-pool") t = { ...t, pools: t.pools.map((p) => reducePool(p, 1)) };
    else if (s.applies === "stun" && !t.states.includes("stun") && !t.stateless) t = { ...t, states: [...t.states, "stun"], pools: [] };
    else if (s.applies === "burn-action-die") burn++;
    else if (s.applies === "strip-armour") {
      const where = choices.armourLocation ?? out.hitLocation ?? (choices.dice ? rollLocation(choices.dice).location : undefined);
      if (where === undefined) throw new RangeError('"remove armour" needs a location: the attack\'s hitLocation, a chosen armourLocation, or dice to roll one');
      stripped = checkLocation(where);
      t = stripArmour(t, stripped);
    }
  }
  return { attacker: a, target: t, targetBurnsActionDice: burn, armourStrippedAt: stripped };
}
