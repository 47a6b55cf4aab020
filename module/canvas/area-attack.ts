/**
 * Areas from the attack dialog (Foundry glue): place the area or resolve the blast on the board, and make everyone it
 * catches the user's targets, so the attack card binds them when it is rolled. Where it goes is area-aim.ts's.
 */
import { areaAim, type Point } from "./area-aim";
import { currentIndex } from "./board";
import { placeArea, targetTokens, templateTargets, zoneBlast } from "./board-actions";
import { attackerToken } from "./board-prefill";
import { recordPlacedArea } from "./area-miss";
import { escapeHtml } from "../chat/notice";

function firstTargetToken(): TokenDocument.Implementation | null {
  return [...game.user.targets][0]?.document ?? null;
}

function centreOf(token: TokenDocument.Implementation | null): Point | null {
  return token?.id ? (currentIndex()?.token(token.id)?.centre ?? null) : null;
}

/**
 * six-seconds: an area of `form` at `scale` on the first target (or the attacker's token), pointing from the attacker
 * to the target; everyone it catches becomes a target. The area is kept for the attack's card, which scatters it on
 * a miss by 1d6 per range increment out (`rangeIncrements` beyond the first). How many it caught; null (with a
 * warning) when none was placed.
 */
export async function placeAttackArea(actor: Actor.Implementation, form: string, scale: number, rangeIncrements = 0): Promise<number | null> {
  const aim = areaAim(centreOf(attackerToken(actor)), centreOf(firstTargetToken()));
  const doc = aim ? await placeArea(form, scale, aim.at, aim.direction) : null;
  if (!doc) {
    // No token to aim from or at; or (v14) the user cancelled the placement.
    ui.notifications?.warn(game.i18n.localize(aim ? "FRAY.Board.Area.NotPlaced" : "FRAY.Board.Area.NoBoard"));
    return null;
  }
  recordPlacedArea(actor, { kind: "template", template: doc.uuid, rangeIncrements });
  const caught = templateTargets(doc);
  targetTokens(caught);
  return caught.length;
}

/**
 * factions: a blast weapon's attack targets its zone and borders (melee: the attacker's zone; ranged: the first
 * target's zone), counted as a hit; a ranged blast is kept for the attack's card, which deviates it on a miss
 * (area-miss.ts). How many it caught; null (with a warning) when the board cannot tell.
 */
export async function targetAttackBlast(actor: Actor.Implementation, opts: { melee: boolean; range?: number }): Promise<number | null> {
  const attacker = attackerToken(actor);
  const target = firstTargetToken();
  const zone = target?.id ? (currentIndex()?.zoneOf(target.id) ?? undefined) : undefined;
  const noZone = (name: string) => {
    ui.notifications?.warn(game.i18n.format("FRAY.Board.NoZone", { name: escapeHtml(name) }));
    return null;
  };
  if (!attacker) return noZone(actor.name);
  if (!opts.melee && !zone) return noZone(target?.name ?? actor.name);
  try {
    const out = await zoneBlast(attacker, opts.melee ? { melee: true } : { melee: false, zone, range: opts.range });
    if (out && !opts.melee && zone && opts.range !== undefined) recordPlacedArea(actor, { kind: "blast", attackerToken: attacker.uuid, zone, range: opts.range });
    return out ? out.targets.length : null;
  } catch (e) {
    // The engine refuses a blast from an attacker standing in no zone.
    if (e instanceof RangeError) return noZone(attacker.name);
    throw e;
  }
}
