/**
 * The hit details an attack card carries to the damage application (what kind of hit), shared by the cards, the
 * exchange and the adapters. The old hand-typed "applyDamage" request to the GM is gone: damage to an actor the
 * sender does not own is applied only through the attack exchange (docs/cards.md).
 */

/** The hit details an attack card passes on to the damage application. */
export interface HitDetails {
  nonlethal: boolean;
  track: "physical" | "mental";
  magic: boolean;
  massiveWeapon: boolean;
  /** six-seconds: a called shot's location (its effects are judged when the hit is applied). */
  calledShot?: string;
  /** six-seconds: the hit beat the cover's Toughness, so the target's cover drops from one step to the next. */
  coverDrop?: { from: string; to: string };
  /** six-seconds combo: every hit on this target, judged at once (never added together); absent: the one hit. */
  hits?: number[];
}

export const PLAIN_HIT: Readonly<HitDetails> = Object.freeze({ nonlethal: false, track: "physical", magic: false, massiveWeapon: false });
