/**
 * Special tactics from the sheet, declared before the attack: all-out attack (both attacks as one roll, no defence
 * until the next action), double strike (two attacks, only Dodge until the next action) and follow on (a second
 * attack when the GM's conditions are met). planTactic decides the rolls; the card names the dice each attack
 * commits (rolled with the weapon's attack button), and the marker it leaves (all-out / double strike) closes the
 * defences the tactic gives up until it is cleared with "Normal" at the next action. The defence step reads the
 * marker (tacticAllowsFrom). The planned attacks are kept on the actor (tactic-plan.ts): each weapon attack opens on
 * the next one's dice, and the marker ends at the action after them.
 */
import { planTactic, type DefenceKind, type SpecialTactic } from "../../engine/rulesets/tactica/tactics";
import { choiceField, wholeField } from "../action-fields";
import type { ActionOutcome, SheetAction } from "../adapter";
import { card } from "./action-parts";
import { planText } from "./tactic-plan";

export const TACTICS = ["all-out-attack", "double-strike", "follow-on", "normal"] as const satisfies readonly SpecialTactic[];

/** The marker each tactic leaves on the attacker (the defences it closes until its next action). */
const MARKER: Partial<Record<SpecialTactic, string>> = { "all-out-attack": "tactica.all-out", "double-strike": "tactica.double-strike" };

/** The defences the actor's tactic marker leaves open, or undefined when it has none. */
export function tacticAllowsFrom(statuses: readonly string[]): DefenceKind[] | undefined {
  if (statuses.includes("tactica.all-out")) return [];
  if (statuses.includes("tactica.double-strike")) return ["dodge"];
  return undefined;
}

export interface TacticaTacticRequest {
  name: string;
  tactic: SpecialTactic;
  first: number;
  second: number;
  followOn: boolean;
}

export function resolveTacticaTactic(req: TacticaTacticRequest): ActionOutcome {
  const plan = planTactic(req.tactic, req.tactic === "normal" ? [req.first] : [req.first, req.second], req.followOn);
  const marker = MARKER[req.tactic];
  const attacks = plan.attacks.join(" + ");
  const c = card(req.name, `FRAY.Action.Tactica.Tactic.${req.tactic}`, { key: `FRAY.Action.Tactica.Tactic.Plan.${plan.attacks.length > 1 ? "Two" : "One"}`, data: { attacks }, success: null }, {
    details: [
      ...plan.attacks.map((d, i) => ({ label: i === 0 ? "FRAY.Action.Tactica.Tactic.FirstAttack" : "FRAY.Action.Tactica.Tactic.SecondAttack", value: d })),
      { label: "FRAY.Action.Tactica.Tactic.Defences", value: plan.defencesUntilNextAction.join(", ") || "—" },
    ],
  });
  const others = Object.values(MARKER).filter((m) => m !== marker);
  // The attacks still to make: each weapon attack's dialog opens on the next and uses it up (tactic-plan.ts).
  return { card: c, update: { "system.tactica.tacticDice": req.tactic === "normal" ? "" : planText(plan.attacks) }, statuses: { on: marker ? [marker] : [], off: others } };
}

export const specialTacticAction: SheetAction<TacticaTacticRequest> = {
  prepare: async ({ name, stats, askFields }) => {
    // Each attack commits the sheet's attack dice (action dice pay for actions; they are not rolled).
    const each = stats.tactica.attack;
    const fields = await askFields({
      title: "FRAY.Action.Tactica.Tactic.Title",
      fields: [
        { kind: "select", name: "tactic", label: "FRAY.Action.Tactica.Tactic.Which", value: "all-out-attack", options: TACTICS.map((t) => ({ value: t, label: `FRAY.Action.Tactica.Tactic.${t}` })) },
        { kind: "number", name: "first", label: "FRAY.Action.Tactica.Tactic.FirstDice", value: each, min: 0, max: 20 },
        { kind: "number", name: "second", label: "FRAY.Action.Tactica.Tactic.SecondDice", value: each, min: 0, max: 20 },
        { kind: "select", name: "conditions", label: "FRAY.Action.Tactica.Tactic.Conditions", value: "no", options: [{ value: "no", label: "FRAY.Sheet.No" }, { value: "yes", label: "FRAY.Sheet.Yes" }] },
      ],
    });
    if (!fields) return null;
    return { name, tactic: choiceField(fields, "tactic", TACTICS), first: wholeField(fields, "first", 0, 20), second: wholeField(fields, "second", 0, 20), followOn: choiceField(fields, "conditions", ["no", "yes"] as const) === "yes" };
  },
  dice: () => [],
  resolve: resolveTacticaTactic,
};
