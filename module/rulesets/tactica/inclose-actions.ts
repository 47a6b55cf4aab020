/**
 * InClose on the sheet, against the user's target: who falls prone (unless 3× the Size of the opponent), the
 * knock-down (BODY vs BODY plus the Size difference), and holds. The holder starts a hold after a successful attack
 * that allows one (Light), improves it with a new successful attack, inflicts its damage, subdues, or abandons it;
 * the held breaks it (each net success lowers it a level), reverses it (a win by 2+) or yields. The engine decides
 * (inclose.ts); opposed rolls are one Foundry Roll, the acting side's dice first.
 *
 * Each side keeps its own hold: `system.tactica.hold` (0 none, 1 Light … 5 Huge) with the holding or held marker,
 * written back to the actor whose sheet acts; the other side's owner marks theirs from their own sheet (the held's
 * Break asks the level when its sheet does not know it). What happens to the target (knocked prone, subdued, damage)
 * is said on the card for the target's owner or the GM to apply.
 */
import { queuedDice } from "../../engine/dice/source";
import { rollPool } from "../../engine/dice/pool";
import { characteristicDice } from "../../engine/rulesets/tactica/characteristic-roll";
import { canHold, escapeHold, holdDamage, HOLD_LEVELS, improveHold, knockDown, proneInClose, subdue, type Hold } from "../../engine/rulesets/tactica/inclose";
import { poolAtLeast, poolDistribution } from "../../engine/odds/pool";
import type { CardData, DiceGroup } from "../../dice/card";
import { choiceField, wholeField, type ActionField } from "../action-fields";
import type { ActionOutcome, SheetAction, WriteBack } from "../adapter";
import { card } from "./action-parts";
import { opposedCardParts, opposedDice } from "./opposed-card";

export const INCLOSE_MOVES = ["prone", "knock-down", "start-hold", "improve-hold", "inflict", "subdue", "abandon", "break", "reverse", "yield"] as const;
export type InCloseMove = (typeof INCLOSE_MOVES)[number];

export interface TacticaInCloseRequest {
  name: string;
  target: string;
  move: InCloseMove;
  /** The hold level this actor knows (1 Light … 5 Huge; 0 none). */
  hold: number;
  /** The hold marker this actor has now. */
  role: "holding" | "held" | null;
  body: number;
  targetBody: number;
  size: number;
  targetSize: number;
  targetProne: boolean;
  /** Attack dice for improve / inflict / subdue. */
  dice: number;
}

const ACTIVE_OPPOSED: readonly InCloseMove[] = ["knock-down", "break", "reverse"];
/** What the held creature may do; the rest is the holder's (or anyone's, for prone and knock-down). */
const VICTIM_MOVES: readonly InCloseMove[] = ["break", "reverse", "yield"];

function holdOf(req: TacticaInCloseRequest): Hold {
  if (req.hold < 1) throw new RangeError(`${req.name} has no hold to use`);
  const victim = VICTIM_MOVES.includes(req.move);
  return { holder: victim ? req.target : req.name, held: victim ? req.name : req.target, level: req.hold - 1 };
}

export function tacticaInCloseDice(req: TacticaInCloseRequest): DiceGroup[] {
  if (ACTIVE_OPPOSED.includes(req.move)) return opposedDice(characteristicDice(req.body), characteristicDice(req.targetBody));
  if (req.move === "subdue") return opposedDice(req.dice, characteristicDice(req.targetBody));
  if (req.move === "improve-hold" || req.move === "inflict") return [{ count: req.dice, sides: 6, purpose: "FRAY.Roll.Pool" }];
  return [];
}

/** The hold this actor keeps: its level and its marker. */
function keep(level: number, role: "holding" | "held" | null, was: "holding" | "held" | null, extra: WriteBack["update"] = {}): WriteBack {
  const on = role && role !== was ? [`tactica.${role}`] : [];
  const off = was && was !== role ? [`tactica.${was}`] : [];
  return { update: { "system.tactica.hold": role ? level : 0, ...extra }, statuses: { on, off } };
}

const LEVEL_KEY = (level: number) => `FRAY.Action.Tactica.InClose.Level.${HOLD_LEVELS[Math.max(0, level - 1)]}`;

export function resolveTacticaInClose(req: TacticaInCloseRequest, faces: readonly number[]): ActionOutcome {
  const kind = `FRAY.Action.Tactica.InClose.Move.${req.move}`;
  const data = { target: req.target };
  const out = (key: string, success: boolean | null, back: WriteBack, extra: Partial<CardData> = {}, more: Record<string, string | number> = {}): ActionOutcome => ({
    card: card(req.name, kind, { key: `FRAY.Action.Tactica.InClose.Result.${key}`, data: { ...data, ...more }, success }, extra),
    ...back,
  });
  const edge = req.size - req.targetSize;
  switch (req.move) {
    case "prone": {
      const prone = proneInClose(req.size, [req.targetSize]);
      return { card: card(req.name, kind, { key: `FRAY.Action.Tactica.InClose.Result.${prone ? "Prone" : "Standing"}`, data, success: null }), update: {}, statuses: prone ? { on: ["tactica.prone"] } : { off: ["tactica.prone"] } };
    }
    case "knock-down": {
      const r = knockDown(queuedDice(faces), characteristicDice(req.body), characteristicDice(req.targetBody), edge);
      return out(r.knockedDown ? "KnockedDown" : "StaysUp", r.knockedDown, { update: {} }, opposedCardParts(r.roll, edge));
    }
    case "start-hold": {
      if (!canHold(req.size, req.targetSize, req.targetProne)) throw new RangeError(`${req.target} is 3× or more the Size of ${req.name}: no hold possible (knock it down first)`);
      return out("HoldStarted", true, keep(1, "holding", req.role), {}, { levelKey: LEVEL_KEY(1) });
    }
    case "improve-hold": {
      const roll = rollPool(queuedDice(faces), req.dice);
      const after = improveHold(holdOf(req), roll.successes > 0);
      return out(roll.successes > 0 ? "HoldImproved" : "HoldSame", roll.successes > 0, keep(after.level + 1, "holding", req.role), rolled(roll.dice, req.dice), { levelKey: LEVEL_KEY(after.level + 1) });
    }
    case "inflict": {
      const roll = rollPool(queuedDice(faces), req.dice);
      const damage = holdDamage(holdOf(req), roll.successes);
      return out("Inflicts", damage > 0, { update: {} }, { ...rolled(roll.dice, req.dice), details: [{ label: "FRAY.Roll.Damage", value: damage }] }, { damage });
    }
    case "subdue": {
      const r = subdue(queuedDice(faces), holdOf(req), req.dice, characteristicDice(req.targetBody), -edge);
      const parts = opposedCardParts(r.roll, edge);
      return out(r.subdued ? "Subdued" : "NotSubdued", r.subdued, { update: {} }, {
        ...parts,
        total: r.damage,
        target: r.resistance + 1,
        odds: subdualOdds(holdOf(req), req.dice, characteristicDice(req.targetBody), -edge),
        details: [{ label: "FRAY.Roll.Damage", value: r.damage }, { label: "FRAY.Action.Tactica.InClose.Resistance", value: r.resistance }, ...parts.details.slice(2)],
      });
    }
    case "abandon":
      return out("Abandoned", null, keep(0, null, req.role));
    case "yield":
      return out("Yielded", null, keep(0, null, req.role));
    case "break":
    case "reverse": {
      const r = escapeHold(queuedDice(faces), holdOf(req), req.move, characteristicDice(req.body), characteristicDice(req.targetBody));
      const parts = opposedCardParts(r.roll);
      if (r.reversed) return out("Reversed", true, keep(1, "holding", req.role), parts, { levelKey: LEVEL_KEY(1) });
      if (r.hold === null) return out("Broken", true, keep(0, null, req.role), parts);
      const lowered = r.hold.level + 1 < req.hold;
      return out(lowered ? "Lowered" : "HoldStays", lowered, keep(r.hold.level + 1, "held", req.role), parts, { levelKey: LEVEL_KEY(r.hold.level + 1) });
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

function rolled(dice: readonly number[], count: number): Partial<CardData> {
  return { dice: dice.map((v) => ({ value: v, mark: v >= 5 ? "success" : v === 1 ? "one" : "failure" })), total: dice.filter((v) => v >= 5).length, target: 1, odds: poolAtLeast(count, 1) };
}

const NUM = (name: string, label: string, value: number, min: number, max: number): ActionField => ({ kind: "number", name, label, value, min, max });

export const inCloseAction: SheetAction<TacticaInCloseRequest> = {
  prepare: async ({ name, stats, statuses, firstTarget, askFields }) => {
    const target = firstTarget();
    if (!target) throw new RangeError(`${name}: target the creature you are InClose with first`);
    const role = statuses.includes("tactica.holding") ? "holding" : statuses.includes("tactica.held") ? "held" : null;
    const fields = await askFields({
      title: "FRAY.Action.Tactica.InClose.Title",
      fields: [
        { kind: "select", name: "move", label: "FRAY.Action.Tactica.InClose.Which", value: role === "held" ? "break" : role === "holding" ? "inflict" : "prone", options: INCLOSE_MOVES.map((m) => ({ value: m, label: `FRAY.Action.Tactica.InClose.Move.${m}` })) },
        NUM("hold", "FRAY.Action.Tactica.InClose.HoldLevel", stats.tactica.hold || 1, 1, 5),
        NUM("body", "FRAY.Action.Tactica.Opposed.MyBody", 0, -4, 9),
        NUM("targetBody", "FRAY.Action.Tactica.Opposed.TheirBody", 0, -4, 9),
        NUM("size", "FRAY.Action.Tactica.Opposed.MySize", 1, 1, 20),
        NUM("targetSize", "FRAY.Action.Tactica.Opposed.TheirSize", 1, 1, 20),
        NUM("dice", "FRAY.Action.Tactica.InClose.AttackDice", stats.tactica.actionDice, 0, 20),
      ],
    });
    if (!fields) return null;
    const move = choiceField(fields, "move", INCLOSE_MOVES);
    if (VICTIM_MOVES.includes(move) && role === "holding") throw new RangeError(`${name} holds ${target.name}: only the held may ${move}`);
    if ((move === "improve-hold" || move === "inflict" || move === "subdue" || move === "abandon") && role !== "holding") throw new RangeError(`${name} holds nobody: start a hold first`);
    return {
      name,
      target: target.name,
      move,
      // The held side's sheet may not know the level yet: the dialog's value stands until it is stored.
      hold: role === "holding" ? stats.tactica.hold : wholeField(fields, "hold", 1, 5),
      role,
      body: wholeField(fields, "body", -4, 9),
      targetBody: wholeField(fields, "targetBody", -4, 9),
      size: wholeField(fields, "size", 1, 20),
      targetSize: wholeField(fields, "targetSize", 1, 20),
      targetProne: target.statuses.includes("tactica.prone"),
      dice: wholeField(fields, "dice", 0, 20),
    };
  },
  dice: tacticaInCloseDice,
  resolve: resolveTacticaInClose,
};
