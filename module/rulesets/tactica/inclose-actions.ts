/**
 * InClose on the sheet, against the user's target: going InClose (who falls prone unless 3× the Size of the
 * opponent, Heavy weapons dropped), the knock-down (BODY vs BODY plus the Size difference), and holds. The holder
 * starts a hold with a successful attack (Light; the attack dice are rolled here), improves it with a new successful attack, inflicts
 * its damage, subdues, or abandons it; the held breaks it (each net success lowers it a level), reverses it (a win by
 * 2+) or yields. A prone creature stands up by withdrawing from InClose. The engine decides (inclose.ts); opposed rolls are one Foundry Roll, the acting side's dice first.
 *
 * Sizes, legs, footing and BODY are the two actors' own (system.tactica). Each side keeps its own hold:
 * `system.tactica.hold` (0 none, 1 Light … 5 Huge) with the holding or held marker. The acting actor's is written
 * back with the roll; what the move does to the other creature (prone, knocked down, subdued, its side of the hold,
 * the hold's damage) is a card bound to it, written when the acting side presses Apply (inclose-target.ts).
 */
import { queuedDice } from "../../engine/dice/source";
import { rollPool } from "../../engine/dice/pool";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import { canHold, escapeHold, holdDamage, HOLD_LEVELS, improveHold, knockDown, proneInClose, stabilitySize, subdue, type Hold, type Legs } from "../../engine/rulesets/tactica/inclose";
import { poolAtLeast, poolDistribution } from "../../engine/odds/pool";
import { totalDice, type DiceModifier, type Modifier } from "../../engine/modifiers";
import { superiorityFrom } from "../../engine/rulesets/tactica/superiority";
import { diceRow, modifierRow } from "../../dice/card-modifiers";
import { HANDS, holdAttackSl, holdWeaponOptions } from "./hold-attack";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField } from "../action-fields";
import type { ActionOutcome, ExchangeSeed, SheetAction, SheetActionItem, WriteBack } from "../adapter";
import type { ActorSystem } from "../../data/actor/schema";
import { card } from "./action-parts";
import { opposedCardParts, opposedDice } from "./opposed-card";
import { TOO_HEAVY_INCLOSE, type HoldSide, type InCloseEffect } from "./inclose-target";
import { effortModifier, injuryModifier, rolledWith, rollerDice, rollerFirst } from "./roll-modifiers";

export const INCLOSE_MOVES = ["prone", "knock-down", "start-hold", "improve-hold", "inflict", "subdue", "abandon", "break", "reverse", "yield", "withdraw"] as const;
export type InCloseMove = (typeof INCLOSE_MOVES)[number];

/** One side InClose as its actor says: Size, legs (Stability), footing and BODY level. */
export interface InCloseSide {
  name: string;
  /** The actor's UUID: the card bound to it writes what the move does to it (absent: nothing is bound). */
  uuid?: string;
  size: number;
  legs: Legs;
  keepsFooting: boolean;
  body: number;
  /**
   * The side's own dice on the roll it makes in this move ("all rolls are at -2d"; "Effort, +1 dice to the next roll
   * you make"): its injuries and a waiting effort die (roll-modifiers.ts), none when it rolls nothing.
   */
  dice?: DiceModifier[];
}

export interface TacticaInCloseRequest {
  name: string;
  target: string;
  move: InCloseMove;
  /** The hold level this actor knows (1 Light … 5 Huge; 0 none). */
  hold: number;
  /** The hold marker this actor has now. */
  role: "holding" | "held" | null;
  me: InCloseSide;
  /** The first target; for going InClose, every opponent targeted. */
  them: InCloseSide;
  others: InCloseSide[];
  targetProne: boolean;
  /** Attack dice for start / improve / inflict / subdue: the sheet's *Attack*. */
  dice: number;
  /** The SL of the hold's attack (start, improve, inflict): the sheet's, a Fumbled target's, a Light weapon's InClose. */
  sl?: Modifier[];
  /** Going InClose: the actor's equipped weapons too heavy for it ("Heavy weapons will be dropped"), by id. */
  heavy: { id: string; name: string }[];
}

const ACTIVE_OPPOSED: readonly InCloseMove[] = ["knock-down", "break", "reverse"];
/** What the held creature may do; the rest is the holder's (or anyone's, for prone and knock-down). */
const VICTIM_MOVES: readonly InCloseMove[] = ["break", "reverse", "yield"];
const HOLDER_MOVES: readonly InCloseMove[] = ["improve-hold", "inflict", "subdue", "abandon"];

function holdOf(req: TacticaInCloseRequest): Hold {
  if (req.hold < 1) throw new RangeError(`${req.name} has no hold to use`);
  const victim = VICTIM_MOVES.includes(req.move);
  return { holder: victim ? req.target : req.name, held: victim ? req.name : req.target, level: req.hold - 1 };
}

/** The moves the acting side rolls a BODY contest in, and those it rolls an attack in (the hold's). */
const BODY_ROLLS: readonly InCloseMove[] = ACTIVE_OPPOSED;
const ATTACK_ROLLS: readonly InCloseMove[] = ["start-hold", "improve-hold", "inflict", "subdue"];
/** The moves the other creature rolls its BODY in: the contests and the subdual's resistance. */
const THEIR_ROLLS: readonly InCloseMove[] = [...ACTIVE_OPPOSED, "subdue"];

const own = (side: InCloseSide): number => totalDice(side.dice ?? []);
/** The acting side's dice: the sheet's *Attack* for a hold's attack, its BODY for a contest, with its own dice. */
const myDice = (req: TacticaInCloseRequest, base: number): number => Math.max(0, base + own(req.me));
const myBody = (req: TacticaInCloseRequest): number => myDice(req, characteristicDice(req.me.body));
const myAttack = (req: TacticaInCloseRequest): number => myDice(req, req.dice);
const theirBody = (req: TacticaInCloseRequest): number => Math.max(0, characteristicDice(req.them.body) + own(req.them));

/** Size as staying upright counts it: +1 for four legs, +2 for eight (engine: stabilitySize). */
const footing = (side: InCloseSide): number => stabilitySize(side.size, side.legs);

export function tacticaInCloseDice(req: TacticaInCloseRequest): DiceGroup[] {
  if (ACTIVE_OPPOSED.includes(req.move)) return opposedDice(myBody(req), theirBody(req));
  if (req.move === "subdue") return opposedDice(myAttack(req), theirBody(req));
  if (req.move === "start-hold" || req.move === "improve-hold" || req.move === "inflict") return [{ count: myAttack(req), sides: 6, purpose: "FRAY.Roll.Pool" }];
  return [];
}

/** The hold this actor keeps: its level and its marker. */
function keep(level: number, role: "holding" | "held" | null, was: "holding" | "held" | null, extra: Partial<WriteBack> = {}): WriteBack {
  const on = role && role !== was ? [`tactica.${role}`] : [];
  const off = was && was !== role ? [`tactica.${was}`] : [];
  return { update: { "system.tactica.hold": role ? level : 0 }, statuses: { on, off }, ...extra };
}

const LEVEL_KEY = (level: number) => `FRAY.Action.Tactica.InClose.Level.${HOLD_LEVELS[Math.max(0, level - 1)]}`;

/** The card bound to the other creature: what the move does to it, applied by the acting side. */
function onThem(req: TacticaInCloseRequest, side: InCloseSide, effect: InCloseEffect | { damage: number }): ExchangeSeed[] {
  if (!side.uuid) return [];
  const part = "damage" in effect ? "damage" : effect.knockedDown ? "knockedDown" : effect.subdued ? "subdued" : effect.hold ? (effect.hold.role ?? "free") : effect.prone === undefined && effect.effortSpent ? "effort" : effect.prone ? "prone" : "standing";
  const data = { target: side.name, levelKey: LEVEL_KEY(effect && "hold" in effect && effect.hold ? effect.hold.level : 1), damage: "damage" in effect ? effect.damage : 0 };
  return [{
    card: card(req.name, `FRAY.Action.Tactica.InClose.Move.${req.move}`, { key: `FRAY.Action.Tactica.InClose.OnTarget.${part}`, data, success: null }),
    target: { uuid: side.uuid, name: side.name },
    damage: "damage" in effect ? effect.damage : 0,
    hit: "damage" in effect ? { track: "physical" } : { inclose: effect },
  }];
}

const holdSide = (level: number, role: HoldSide["role"]): InCloseEffect => ({ hold: { level: role ? level : 0, role } });

/**
 * The move's outcome, with each side's own dice on the roll it made: the acting side's named on the card and its
 * effort die spent with the roll; the other creature's named too, and its effort die spent by the card bound to it
 * (one with nothing else to write when the move did nothing to it).
 */
export function resolveTacticaInClose(req: TacticaInCloseRequest, faces: readonly number[]): ActionOutcome {
  const out = resolveMove(req, faces);
  const mine = BODY_ROLLS.includes(req.move) || ATTACK_ROLLS.includes(req.move) ? (req.me.dice ?? []) : [];
  const theirs = THEIR_ROLLS.includes(req.move) ? (req.them.dice ?? []) : [];
  if (theirs.length === 0) return rolledWith(out, mine);
  const named = theirs.map((m) => diceRow({ ...m, code: `opponent.${m.code ?? "dice"}`, data: { name: req.them.name } }));
  const spent = rollerFirst(theirs).length > 0;
  let exchanges = out.exchanges ?? [];
  if (spent) {
    const bound = exchanges.findIndex((x) => x.target.uuid === req.them.uuid && "inclose" in x.hit);
    if (bound >= 0) exchanges = exchanges.map((x, n) => (n === bound ? { ...x, hit: { inclose: { ...(x.hit as { inclose: InCloseEffect }).inclose, effortSpent: true } } } : x));
    else exchanges = [...exchanges, ...onThem(req, req.them, { effortSpent: true })];
  }
  return rolledWith({ ...out, card: { ...out.card, modifiers: [...named, ...out.card.modifiers] }, ...(exchanges.length ? { exchanges } : {}) }, mine);
}

function resolveMove(req: TacticaInCloseRequest, faces: readonly number[]): ActionOutcome {
  const kind = `FRAY.Action.Tactica.InClose.Move.${req.move}`;
  const data = { target: req.target };
  const out = (key: string, success: boolean | null, back: WriteBack, exchanges: ExchangeSeed[], extra: Partial<CardData> = {}, more: Record<string, string | number> = {}): ActionOutcome => ({
    card: card(req.name, kind, { key: `FRAY.Action.Tactica.InClose.Result.${key}`, data: { ...data, ...more }, success }, extra),
    ...back,
    ...(exchanges.length ? { exchanges } : {}),
  });
  switch (req.move) {
    case "prone": {
      // "All combatants InClose are considered to fall prone unless they are 3x the Size of all opponents."
      const opponents = [req.them, ...req.others];
      const prone = proneInClose(req.me.size, opponents.map((o) => o.size), req.me.legs, req.me.keepsFooting);
      // Each opponent against the actor: not 3× its Size, it falls; 3× it, it stays as its other opponents left it.
      const seeds = opponents.flatMap((o) => onThem(req, o, { prone: proneInClose(o.size, [req.me.size], o.legs, o.keepsFooting) }));
      const dropped = req.heavy.length ? { details: [{ label: "FRAY.Action.Tactica.InClose.Dropped", value: req.heavy.map((w) => w.name).join(", ") }] } : {};
      return {
        card: card(req.name, kind, { key: `FRAY.Action.Tactica.InClose.Result.${prone ? "Prone" : "Standing"}`, data, success: null }, dropped),
        update: {},
        // Standing stands no one up: a creature already down stays down until it withdraws.
        statuses: prone ? { on: ["tactica.prone"] } : {},
        // "Heavy weapons will be dropped": no longer equipped.
        ...(req.heavy.length ? { items: req.heavy.map((w) => ({ id: w.id, update: { "system.equipped": false } })) } : {}),
        ...(seeds.length ? { exchanges: seeds } : {}),
      };
    }
    case "knock-down": {
      // Against a target standing InClose thanks to its Size; Size counted with Stability (legs) for staying upright.
      if (req.targetProne) throw new RangeError(`${req.target} is already prone: a knock down is for a target still standing`);
      const edge = footing(req.me) - footing(req.them);
      const r = knockDown(queuedDice(faces), myBody(req), theirBody(req), edge);
      return out(r.knockedDown ? "KnockedDown" : "StaysUp", r.knockedDown, { update: {} }, r.knockedDown ? onThem(req, req.them, { knockedDown: true }) : [], opposedCardParts(r.roll, edge));
    }
    case "start-hold": {
      if (!canHold(req.me.size, req.them.size, req.targetProne)) throw new RangeError(`${req.target} is 3× or more the Size of ${req.name}: no hold possible (knock it down first)`);
      // "A Hold is inflicted by a successful attack with an Skill that will allow it": the attack is rolled here.
      const sl = superiorityFrom(req.sl ?? []);
      const roll = rollPool(queuedDice(faces), myAttack(req), { threshold: sl.threshold });
      if (roll.successes === 0) return out("HoldMissed", false, { update: {} }, [], rolled(roll.dice, myAttack(req), sl));
      return out("HoldStarted", true, keep(1, "holding", req.role), onThem(req, req.them, holdSide(1, "held")), rolled(roll.dice, myAttack(req), sl), { levelKey: LEVEL_KEY(1) });
    }
    case "improve-hold": {
      const sl = superiorityFrom(req.sl ?? []);
      const roll = rollPool(queuedDice(faces), myAttack(req), { threshold: sl.threshold });
      const after = improveHold(holdOf(req), roll.successes > 0);
      const level = after.level + 1;
      return out(roll.successes > 0 ? "HoldImproved" : "HoldSame", roll.successes > 0, keep(level, "holding", req.role), roll.successes > 0 ? onThem(req, req.them, holdSide(level, "held")) : [], rolled(roll.dice, myAttack(req), sl), { levelKey: LEVEL_KEY(level) });
    }
    case "inflict": {
      const sl = superiorityFrom(req.sl ?? []);
      const roll = rollPool(queuedDice(faces), myAttack(req), { threshold: sl.threshold });
      const damage = holdDamage(holdOf(req), roll.successes);
      return out("Inflicts", damage > 0, { update: {} }, damage > 0 ? onThem(req, req.them, { damage }) : [], { ...rolled(roll.dice, myAttack(req), sl), details: [{ label: "FRAY.Roll.Damage", value: damage }] }, { damage });
    }
    case "subdue": {
      // "Resisted by the targets BOD roll plus any Size differences (so large targets are hard to subdue)."
      const edge = req.me.size - req.them.size;
      const r = subdue(queuedDice(faces), holdOf(req), myAttack(req), theirBody(req), -edge);
      const parts = opposedCardParts(r.roll, edge);
      return out(r.subdued ? "Subdued" : "NotSubdued", r.subdued, { update: {} }, r.subdued ? onThem(req, req.them, { subdued: true }) : [], {
        ...parts,
        total: r.damage,
        target: r.resistance + 1,
        odds: subdualOdds(holdOf(req), myAttack(req), theirBody(req), -edge),
        details: [{ label: "FRAY.Roll.Damage", value: r.damage }, { label: "FRAY.Action.Tactica.InClose.Resistance", value: r.resistance }, ...parts.details.slice(2)],
      });
    }
    case "abandon":
      return out("Abandoned", null, keep(0, null, req.role), onThem(req, req.them, holdSide(0, null)));
    case "withdraw": {
      // "To stand-up they must Withdraw from InClose": standing again, and a hold it had ends with its InClose.
      const hold = req.role === "holding" ? onThem(req, req.them, holdSide(0, null)) : [];
      const back = keep(0, null, req.role);
      // Out of InClose on the board too: the token stays in its melee, InContact (through the GM: the opponents' tokens).
      return out("Withdrawn", null, { ...back, statuses: { on: [], off: [...(back.statuses?.off ?? []), "tactica.prone"] }, leaveClose: true }, hold);
    }
    case "yield":
      return out("Yielded", null, keep(0, null, req.role), onThem(req, req.them, holdSide(0, null)));
    case "break":
    case "reverse": {
      const r = escapeHold(queuedDice(faces), holdOf(req), req.move, myBody(req), theirBody(req));
      const parts = opposedCardParts(r.roll);
      if (r.reversed) return out("Reversed", true, keep(1, "holding", req.role), onThem(req, req.them, holdSide(1, "held")), parts, { levelKey: LEVEL_KEY(1) });
      if (r.hold === null) return out("Broken", true, keep(0, null, req.role), onThem(req, req.them, holdSide(0, null)), parts);
      const level = r.hold.level + 1;
      const lowered = level < req.hold;
      return out(lowered ? "Lowered" : "HoldStays", lowered, keep(level, "held", req.role), lowered ? onThem(req, req.them, holdSide(level, "holding")) : [], parts, { levelKey: LEVEL_KEY(level) });
    }
  }
}

/** Chance the hold's damage beats the target's BODY successes plus its Size edge (subdue's own test). */
function subdualOdds(hold: Hold, attackDice: number, bodyDice: number, targetSizeEdge: number): number {
  const a = poolDistribution(attackDice);
  const b = poolDistribution(bodyDice);
  let p = 0;
  a.forEach((pa, i) => b.forEach((pb, j) => {
    if (holdDamage(hold, i) > j + Math.max(0, targetSizeEdge)) p += pa * pb;
  }));
  return p;
}

/** An attack's dice on the card, marked at its SL's threshold, with the SL's reasons and the odds of a success. */
function rolled(dice: readonly number[], count: number, sl: ReturnType<typeof superiorityFrom>): Partial<CardData> {
  const t = sl.threshold;
  return {
    dice: dice.map((v) => ({ value: v, mark: v >= t ? "success" : v === 1 ? "one" : "failure" })),
    total: dice.filter((v) => v >= t).length,
    target: 1,
    odds: poolAtLeast(count, 1, t),
    modifiers: sl.modifiers.map((m) => modifierRow(m, "sl")),
    details: [{ label: "FRAY.Roll.SuccessOn", value: `${t}–6` }],
  };
}

/** The engine's legs (2, 4, 6, 8) from the sheet's count: fewer than 4 stand as two. */
const legsOf = (n: number): Legs => (n >= 8 ? 8 : n >= 6 ? 6 : n >= 4 ? 4 : 2);

export function inCloseSide(name: string, s: ActorSystem, uuid?: string): InCloseSide {
  const t = s.tactica;
  return { name, ...(uuid ? { uuid } : {}), size: t.size, legs: legsOf(t.legs), keepsFooting: t.keepsFooting, body: t.body };
}

/** The actor's Size as staying upright counts it (its legs' Stability added). */
export const footingSize = (s: ActorSystem): number => footing(inCloseSide("", s));

/** The equipped weapons InClose cannot use (Heavy or larger, not natural): "Heavy weapons will be dropped". */
export function heavyWeapons(items: readonly SheetActionItem[]): { id: string; name: string }[] {
  return items
    .filter((i) => {
      if (i.type !== "weapon" || (i.system as Record<string, unknown>)["equipped"] !== true) return false;
      const block = i.system["tactica"];
      return !!block && block["natural"] !== true && TOO_HEAVY_INCLOSE.includes(String(block["weightClass"] ?? ""));
    })
    .map((i) => ({ id: i.id, name: i.name }));
}

export const inCloseAction: SheetAction<TacticaInCloseRequest> = {
  prepare: async ({ name, uuid, stats, derived, statuses, firstTarget, targets, askFields, items }) => {
    const target = firstTarget();
    if (!target) throw new RangeError(`${name}: target the creature you are InClose with first`);
    const role = statuses.includes("tactica.holding") ? "holding" : statuses.includes("tactica.held") ? "held" : null;
    // Sizes, legs, BODY, the attack dice and the SL are the actors' own: the dialog asks only the move and what a
    // hold's attack is made with (bare hands, or an equipped weapon InClose allows: a Light one gains its SL).
    const fields = await askFields({
      title: "FRAY.Action.Tactica.InClose.Title",
      fields: [
        { kind: "select", name: "move", label: "FRAY.Action.Tactica.InClose.Which", value: role === "held" ? "break" : role === "holding" ? "inflict" : "prone", options: INCLOSE_MOVES.map((m) => ({ value: m, label: `FRAY.Action.Tactica.InClose.Move.${m}` })) },
        { kind: "select", name: "with", label: "FRAY.Action.Tactica.InClose.With", value: HANDS, options: holdWeaponOptions(items) },
      ],
    });
    if (!fields) return null;
    const move = choiceField(fields, "move", INCLOSE_MOVES);
    if (VICTIM_MOVES.includes(move) && role === "holding") throw new RangeError(`${name} holds ${target.name}: only the held may ${move}`);
    if (HOLDER_MOVES.includes(move) && role !== "holding") throw new RangeError(`${name} holds nobody: start a hold first`);
    if (VICTIM_MOVES.includes(move) && role !== "held") throw new RangeError(`${name} is not held: only the held may ${move}`);
    // "Once a Hold is inflicted the opponent has only the following options": break, reverse or yield.
    if (move === "withdraw" && role === "held") throw new RangeError(`${name} is held: it may only break, reverse or yield`);
    // Each side's own dice on the roll it makes: the acting side's on its BODY or on the hold's attack (an attack also
    // takes its arms' and sight's penalties), the other's on its BODY (roll-modifiers.ts).
    const mine = BODY_ROLLS.includes(move) ? rollerDice(stats, derived) : ATTACK_ROLLS.includes(move) ? [...injuryModifier(derived, "attack"), ...effortModifier(stats)] : [];
    const theirs = THEIR_ROLLS.includes(move) ? rollerDice(target.system, target.derived) : [];
    const them = { ...inCloseSide(target.name, target.system, target.uuid), ...(theirs.length ? { dice: theirs } : {}) };
    // Refused before anything is rolled.
    if (move === "start-hold" && !canHold(stats.tactica.size, them.size, target.statuses.includes("tactica.prone"))) throw new RangeError(`${target.name} is 3× or more the Size of ${name}: no hold possible (knock it down first)`);
    const others = move === "prone" ? targets().filter((t) => t.uuid !== target.uuid).map((t) => inCloseSide(t.name, t.system, t.uuid)) : [];
    return {
      name,
      target: target.name,
      move,
      // Both sides store the hold's level (the card on the other writes it); the holder's is the one that counts.
      hold: role === "holding" ? stats.tactica.hold : Math.max(stats.tactica.hold, target.system.tactica.hold),
      role,
      me: { ...inCloseSide(name, stats, uuid), ...(mine.length ? { dice: mine } : {}) },
      them,
      others,
      targetProne: target.statuses.includes("tactica.prone"),
      dice: stats.tactica.attack,
      sl: holdAttackSl(stats, items, fields["with"] || HANDS, target.statuses),
      heavy: move === "prone" ? heavyWeapons(items) : [],
    };
  },
  dice: tacticaInCloseDice,
  resolve: resolveTacticaInClose,
};
