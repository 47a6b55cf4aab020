/**
 * frozen-lands: an enemy's attack with its stat block's pre-calculated damage ("Enemies have a pre-calculated damage
 * on attacks. When an enemy attacks a character, you can use a reaction to make a defense roll"). No dice: the card
 * carries the damage to its bound target, who may Dodge or Block (each success takes a point off), and Apply takes
 * off the target's defence and armour as for any hit. The NPC sheet's *Attack damage* and its enemy attack button.
 */
import { RulesError } from "../../engine/errors";
import type { CardData, DiceGroup } from "../../dice/card";
import type { SheetActionContext } from "../adapter";

export interface FrozenLandsEnemyAttackRequest {
  kind: "frozen-lands.enemyAttack";
  /** The enemy's name (the card's title). */
  label: string;
  damage: number;
  target: string | null;
}

export async function enemyAttack(ctx: Pick<SheetActionContext, "stats" | "firstTarget" | "name">): Promise<FrozenLandsEnemyAttackRequest> {
  const damage = ctx.stats.frozenLands.attackDamage;
  if (!(damage > 0)) throw new RulesError("frozen-lands.no-attack-damage", { name: ctx.name }, `${ctx.name} has no pre-calculated attack damage (the stat block's Attack damage)`);
  return { kind: "frozen-lands.enemyAttack", label: ctx.name, damage, target: ctx.firstTarget()?.name ?? null };
}

export const enemyAttackDice = (): DiceGroup[] => [];

export function resolveEnemyAttack(req: FrozenLandsEnemyAttackRequest): CardData {
  return {
    ruleset: "frozen-lands",
    title: req.label,
    kind: "FRAY.Attack.Kind",
    dice: [],
    modifiers: [],
    total: req.damage,
    target: null,
    outcome: req.target === null ? { key: "FRAY.Attack.HitNoTarget", data: { damage: req.damage }, success: true } : { key: "FRAY.Attack.EnemyHits", data: { target: req.target, damage: req.damage }, success: true },
    odds: null,
    details: [{ label: "FRAY.FrozenLands.AttackDamage", value: req.damage }],
    damage: req.target === null ? null : req.damage,
  };
}
