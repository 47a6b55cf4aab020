/**
 * Board actions (Foundry glue): targeting everyone a placed area catches (a v13 template or a v14 Region, through
 * compat/areas.ts), moving a missed area by its scatter and retargeting, resolving a zone blast with a Foundry die, and setting a token's hand-assigned zone or
 * contact status. The geometry and the rules are the pure modules'; this file rolls, writes documents and posts.
 */
import { scatter } from "../engine/areas/scatter";
import { queuedDice } from "../engine/dice/source";
import { facesOf } from "../dice/roll";
import { boardRules, currentIndex } from "./board";
import type { BoardNote, ZoneBlastOutcome } from "./board-rules";
import { pixelsPerUnit, templateArea, type TemplateLike } from "./template-area";
import { areaTemplateOf, moveAreaDocument, placeAreaDocument, type AreaDocument } from "../compat/areas";
import type { ContactFlag } from "./token-data";
import { applyMessageMode } from "../compat/messages";

/** A note as visible text; data values that are lang keys are localised first. */
export function noteText(note: BoardNote): string {
  const data: Record<string, string> = {};
  for (const [k, v] of Object.entries(note.data ?? {})) data[k] = typeof v === "string" && v.startsWith("FRAY.") ? game.i18n.localize(v) : String(v);
  return game.i18n.format(note.key, data);
}

/** A placed area's document as template data (null when it is no area shape). */
export function templateLike(doc: AreaDocument): TemplateLike | null {
  return areaTemplateOf(doc);
}

/** Ids of the tokens a placed area catches, by the world ruleset's membership rule. */
export function templateTargets(doc: AreaDocument): string[] {
  const index = currentIndex();
  const data = templateLike(doc);
  if (!index || !data) return [];
  const { membership, flatCones } = boardRules().areas;
  return templateArea.targets(data, index.grid, index.allTokens().map((t) => t.footprint), membership, { flatCones });
}

/** Make these tokens the user's targets (the attack card reads the user's targets). */
export function targetTokens(ids: readonly string[]): void {
  const layer = canvas?.tokens;
  if (!layer) return;
  for (const t of layer.placeables) if (t.isTargeted && !ids.includes(t.id)) t.setTarget(false, { releaseOthers: false, groupSelection: true });
  for (const id of ids) layer.get(id)?.setTarget(true, { releaseOthers: false, groupSelection: true });
}

/** Token names for chat, from `scene` (the viewed scene by default). */
export function tokenNames(ids: readonly string[], scene: Scene.Implementation | null = canvas?.scene ?? null): string {
  return ids.map((id) => scene?.tokens.get(id)?.name ?? id).join(", ");
}

/** Post board lines (escaped text) with their dice, so the rolls show in chat, in the user's roll mode. */
export async function postBoardChat(lines: string[], rolls: Roll[] = []): Promise<void> {
  await ChatMessage.implementation.create(applyMessageMode({ content: lines.map((l) => `<p>${foundry.utils.escapeHTML(l)}</p>`).join(""), rolls }));
}

/**
 * A missed area lands elsewhere: roll the scatter die (d8) and `distanceDice` d6, move the template that many
 * squares of `squareUnits` scene units (metres), retarget, and post the dice and the path.
 */
export async function scatterTemplate(doc: AreaDocument, distanceDice: number, squareUnits: number): Promise<string[]> {
  const index = currentIndex();
  if (!index) return [];
  const data = templateLike(doc);
  if (!data) return [];
  const roll = await new Roll(`1d8 + ${distanceDice}d6`).evaluate();
  const s = scatter(queuedDice(facesOf(roll)), { x: data.x, y: data.y }, { rangeIncrement: distanceDice, squareSize: squareUnits * pixelsPerUnit(index.grid) });
  const moved = templateArea.moved(data, s.dx, s.dy);
  await moveAreaDocument(doc, moved);
  const { membership, flatCones } = boardRules().areas;
  const targets = templateArea.targets(moved, index.grid, index.allTokens().map((t) => t.footprint), membership, { flatCones });
  targetTokens(targets);
  const fmt = (v: number) => String(Math.round(v));
  await postBoardChat(
    [
      game.i18n.format("FRAY.Board.Chat.Scatter", {
        direction: s.direction.direction,
        squares: String(s.squares),
        dice: s.distanceDice.join(" + "),
        fromX: fmt(data.x),
        fromY: fmt(data.y),
        toX: fmt(moved.x),
        toY: fmt(moved.y),
      }),
      targets.length ? game.i18n.format("FRAY.Board.Chat.Targets", { names: tokenNames(targets) }) : game.i18n.localize("FRAY.Board.Chat.NoTargets"),
    ],
    [roll],
  );
  return targets;
}

/**
 * A zone blast from `attacker` (the world ruleset's, when it has them): melee on the attacker's zone, or ranged on
 * `zone`, deviating on a miss by a die with one face per neighbouring zone. Targets the result and posts it.
 */
export async function zoneBlast(attacker: TokenDocument.Implementation, opts: { melee: boolean; zone?: string; range?: number; hit?: boolean }): Promise<ZoneBlastOutcome | null> {
  const index = currentIndex();
  const rules = boardRules();
  if (!index || !rules.blast || !attacker.id) return null;
  const neighbours = opts.zone && index.graph.has(opts.zone) ? index.graph.neighbours(opts.zone).length : 0;
  const roll = !opts.melee && opts.hit === false && neighbours > 1 ? await new Roll(`1d${neighbours}`).evaluate() : null;
  const input = { graph: index.graph, regions: index.zoneRegions(), tokens: index.allTokens(), attacker: attacker.id, ...opts };
  const out = rules.blast(queuedDice(roll ? facesOf(roll) : []), input);
  targetTokens(out.targets);
  const lines: string[] = [];
  if (out.deviated) {
    lines.push(
      out.zone === null
        ? game.i18n.localize("FRAY.Board.Chat.Lost")
        : game.i18n.format("FRAY.Board.Chat.Deviation", { zone: index.graph.zone(out.zone).name, roll: String(out.deviation?.roll ?? 1), count: String(out.deviation?.numbered.length ?? 1) }),
    );
  }
  lines.push(out.targets.length ? game.i18n.format("FRAY.Board.Chat.Targets", { names: tokenNames(out.targets) }) : game.i18n.localize("FRAY.Board.Chat.NoTargets"));
  await postBoardChat(lines, roll ? [roll] : []);
  return out;
}

/**
 * Place one of the world ruleset's areas (six-seconds: sphere, line or cone of a scale) at a point, pointing
 * `direction` degrees: a measured template in v13, a Region placed by the user in v14 (null when cancelled); it
 * then targets everyone it catches (board-hooks.ts).
 */
export async function placeArea(form: string, scale: number, at: { x: number; y: number }, direction = 0): Promise<AreaDocument | null> {
  const data = boardRules().areaTemplate?.(form, scale, at, direction);
  const scene = canvas?.scene;
  if (!data || !scene) return null;
  return placeAreaDocument(scene, data);
}

/** Assign a token's zone by hand (null: back to the map). */
export async function setZone(token: TokenDocument.Implementation, zone: string | null): Promise<void> {
  if (zone === null) await token.unsetFlag("fray", "zone");
  else await token.setFlag("fray", "zone", zone);
}

/** Set a token's contact flag (its contact group label and close-combat opponents); null stands it alone. */
export async function setContact(token: TokenDocument.Implementation, contact: ContactFlag | null): Promise<void> {
  if (contact === null) await token.unsetFlag("fray", "contact");
  else await token.setFlag("fray", "contact", contact);
}
