/** The attack card's slots: the defender's step, choices made when applying, and a GM's follow-ups on the result. */
import type { AppliedRecord, ExchangeCard } from "../../chat/exchange/card";
import type { DefenceCost } from "../../chat/exchange/costs";
import type { DiceGroup } from "../../dice/card";
import type { DamageApplication, DamageContext } from "./damage";
import type { RollRequestBase } from "./rolls";
import type { SheetItem } from "./sheet";
import type { AttackTarget } from "./target";
import type { CoreTypes, RulesetTypes } from "./types";

/** One defence a target may choose against a card, refused with the engine's reason when it is not allowed. */
export interface DefenceOffer {
  /** Option id ("dodge", "block", "parry", "counter" …). */
  id: string;
  /** Lang key of the button. */
  label: string;
  /** The engine's reason this defence is not allowed (shown escaped), or null. */
  refused: string | null;
  /** Lang key of that reason when the rules give it a code (shown instead of the English), absent otherwise. */
  refusedKey?: string;
  /** What it spends in the combat tracker, if anything. */
  cost?: DefenceCost;
  /**
   * Apply choices only: who chooses (the attacker's side by default; "target": the hit actor's owner; "gm": a GM only,
   * for an effect the rules make the GM approve, the application being the approval).
   */
  side?: "attacker" | "target" | "gm";
  /**
   * The defence names another character, sent with the request: "targeted" (the clicker's one targeted token: who a
   * factions target hides behind) or "controlled" (the clicker's controlled token or character: who guards).
   */
  other?: "targeted" | "controlled";
  /** That other character chooses and pays the defence (a guard), not the target. */
  byOther?: boolean;
  /**
   * Apply choices only: the choice is composed on the clicker's client (module/chat/exchange/compose-choice.ts): up
   * to `max` picks of `options` ("code:langKey" pairs, comma-separated, one-letter codes), sent as "<id>-<codes>".
   */
  compose?: { max: number; options: string };
}

/** A defence's result: the damage the target now takes, what happened, and any hit it lands back. */
export interface DefenceResolution {
  damage: number;
  summary: { key: string; data: Record<string, string | number> };
  /** Hits the defence causes on others (a counter on the attacker), applied with the target's own. */
  extra?: { targetUuid: string; damage: number }[];
  /** What the defence writes on actors at once (tactica: the defender's standing pool loses a die). */
  writes?: { uuid: string; update: Record<string, number | boolean> }[];
  /** The attack's new target (hide behind, guard): the card binds it instead of this target, and it may defend. */
  retarget?: { uuid: string; name: string };
  /** The defender and the new target swap places on the board (a hide), undone with the rebinding. */
  swapPlaces?: boolean;
}

/** What a defence needs besides the card and the defender. */
export interface DefenceContext<T extends RulesetTypes = CoreTypes> {
  attacker: AttackTarget<T["held"]> | null;
  attackerUuid: string;
  /** The defender's UUID (what a defence writes on it at once goes there). */
  targetUuid?: string;
  options?: T["options"];
  /** The other character the defence names (offer.other), when the request names one. */
  other?: { uuid: string; actor: AttackTarget<T["held"]>; willing: boolean } | null;
  /** Zones between two actors' tokens on the GM's board (0: the same zone; Infinity: unconnected zones); null or absent: the board cannot say. */
  zonesBetween?(a: string, b: string): number | null;
}

/** The defender's step on the attack card: the choices offered, their dice, and how each resolves. */
export interface DefenceSlot<T extends RulesetTypes = CoreTypes> {
  offers(card: ExchangeCard, target: AttackTarget<T["held"]>, ctx: DefenceContext<T>): DefenceOffer[];
  dice(card: ExchangeCard, target: AttackTarget<T["held"]>, choice: string, ctx: DefenceContext<T>): DiceGroup[];
  resolve(card: ExchangeCard, target: AttackTarget<T["held"]>, choice: string, faces: readonly number[], ctx: DefenceContext<T>): DefenceResolution;
  /**
   * An attack the defender may start at once from the card after its defence (tactica: the Parry's riposte with the
   * attacker's exposure dice): its dice (0: none open), and the request it rolls against the attacker.
   */
  followUp?: {
    dice(card: ExchangeCard, targetUuid: string, attacker: AttackTarget<T["held"]> | null): number;
    request(card: ExchangeCard, targetUuid: string, defender: AttackTarget<T["held"]>, weapons: readonly SheetItem[], attacker: AttackTarget<T["held"]>, localize: (key: string) => string): RollRequestBase;
  };
}

/** A GM's follow-up on a result card (frozen-lands: roll the critical injury a Wound calls for). */
export interface ResultAction {
  id: string;
  /** Lang key of the button. */
  label: string;
  /** Data the label is formatted with (values ending in "Key" are lang keys), absent: the label is localized as is. */
  data?: Record<string, string | number>;
  /**
   * The follow-up revises the application itself (tactica: the injury read another way, its immediate check): sent
   * to the exchange's handler (chat/exchange/revise.ts), which writes it as a record of the same application, undone
   * with it by the card's Undo. Absent: `run` does it on the GM's client.
   */
  revise?: true;
  /**
   * Who besides the GM may press it: "attacker", the attacking actor's owner (tactica: "the attacker may shift the
   * result"). Absent: the GM only.
   */
  side?: "attacker";
}

/** What a revising follow-up writes on the applied target, and the items it replaces (created by the records). */
export interface ResultRevision {
  app: DamageApplication;
  /** Ids of items the earlier records created that this revision replaces: deleted when it is written. */
  dropItems?: string[];
}

/**
 * Follow-ups a result card offers the GM per application: `offers` is Foundry-free (what the record calls for), `run`
 * is the Foundry glue that does it on the GM's client (the only one that shows the button); `revise` works out a
 * revising follow-up (Foundry-free: the application's record, its earlier revisions, the target as it is now),
 * throwing a RangeError naming why when it may not be done.
 */
export interface ResultActionSlot<T extends RulesetTypes = CoreTypes> {
  offers(record: AppliedRecord): ResultAction[];
  run(id: string, record: AppliedRecord): Promise<void>;
  /**
   * Foundry glue on the GM's client, run for each application the card's Undo took back: it takes back what `run`
   * did for it outside the application's record (factions: a shoved token pushed on the board goes back).
   */
  undo?(record: AppliedRecord): Promise<void>;
  revise?(id: string, record: AppliedRecord, revisions: readonly AppliedRecord[], target: AttackTarget<T["held"]>, ctx: DamageContext<T>): ResultRevision;
}

/**
 * Choices made when applying instead of the plain hit: the attacker's side (a factions death blow) or the hit
 * actor's owner (tactica: a State or a rank loss). Either applies through the same exactly-once, undoable path.
 */
export interface ApplyChoiceSlot<T extends RulesetTypes = CoreTypes> {
  offers(card: ExchangeCard, target: AttackTarget<T["held"]>): DefenceOffer[];
  apply(card: ExchangeCard, target: AttackTarget<T["held"]>, choice: string, damage: number, ctx: DamageContext<T>): DamageApplication;
}

/**
 * Rulings a GM makes on the attack card before its targets answer it (factions: approve or refuse a proposed stunt):
 * offered to GMs only, each kept on the card (card.rulings) once made, which the ruleset's other slots read back. The
 * offers say what may be ruled now (a ruling made is no longer offered: once only).
 */
export interface RulingSlot {
  offers(card: ExchangeCard): DefenceOffer[];
}
