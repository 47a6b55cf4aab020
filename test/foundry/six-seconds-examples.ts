/** The six-seconds text's worked-example fighters, shared by the attack tests and the card-exchange tests. */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { ACTOR_SYSTEM, type ActorSystem } from "../../module/data/actor/schema";
import { initialOf } from "../../module/data/shared/spec";
import type { SixSecondsWeaponData } from "../../module/rulesets/six-seconds/attack";

/** Colonel Mauve: Strength 3, Weapon Skill 2 + Dexterity 1 = +3. */
export function mauve(): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.strength = 3;
  s.sixSeconds.abilities.dexterity = 1;
  s.sixSeconds.skills = [{ name: "Weapon Skill", ability: "dexterity", rank: 2 }];
  return s;
}

/** A Goblin Mook with Toughness 9/3 (base 6 + Endurance 3). */
export function goblin(): ActorSystem {
  const s = initialOf(ACTOR_SYSTEM);
  s.sixSeconds.abilities.endurance = 3;
  return s;
}

/** The Goblin Mook with Reflex +2, so it can dodge. */
export function dodgingGoblin(): ActorSystem {
  const s = goblin();
  s.sixSeconds.skills = [{ name: "Reflex", ability: "dexterity", rank: 2 }];
  return s;
}

/** The arming sword from the weapons pack. */
export const armingSword: SixSecondsWeaponData = {
  name: "Arming sword",
  block: (parse(readFileSync("packs/_source/weapons/six-seconds/arming-sword.yml", "utf8")) as { system: Record<string, unknown> }).system["sixSeconds"] as SixSecondsWeaponData["block"],
};
