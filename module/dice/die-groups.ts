/**
 * Whose dice are whose on a card (issue 27 item 6): the card's dice folded into labelled groups, so a reader sees
 * "Attacker's dice 4 6 · Defender's dice 1" as text, not only as a border colour. A die the ruleset tagged keeps
 * its group; an untagged one is a Stress die when its mark says so, else the roller's own (the attacker's on an
 * attack card). Neighbouring dice of one group share its label.
 */
import type { CardData, CardDie, DieGroup } from "./card";

export interface LabelledDice {
  group: DieGroup;
  /** Lang key of the group's label (FRAY.Card.DiceGroup.<group>). */
  label: string;
  dice: CardDie[];
}

const ATTACK_KIND = "FRAY.Attack.Kind";

export function groupOf(die: CardDie, attack: boolean): DieGroup {
  if (die.group) return die.group;
  if (die.mark === "stress-success" || die.mark === "stress-failure") return "stress";
  return attack ? "attacker" : "roller";
}

export function dieGroups(card: Pick<CardData, "dice" | "kind"> | null | undefined): LabelledDice[] {
  const out: LabelledDice[] = [];
  const attack = card?.kind === ATTACK_KIND;
  for (const die of card?.dice ?? []) {
    const group = groupOf(die, attack);
    const last = out[out.length - 1];
    if (last?.group === group) last.dice.push(die);
    else out.push({ group, label: `FRAY.Card.DiceGroup.${group}`, dice: [die] });
  }
  return out;
}
