/**
 * New actors made as copies of an actor by a sheet action (WriteBack.copies; tactica: a Horde broken into its Mobs),
 * created on the active GM's client with their tokens and combatants: each copy's token stands beside the source
 * actor's token on its scene, in the same zone (the board's zones; anywhere near when the scene has none), with its
 * melee and hand-set zone; where that token fights in a combat, each copy joins it, and once the fight has started,
 * it joins as a late arrival (rolled and slotted in by the ruleset, FrayCombat#rollInitiative). The source token
 * carries on as the source actor (renamed to it). The GM's client checks the request: the asker must own the actor,
 * each copy's update may write only its system data, a request id is carried out once, and the copies must be the
 * ones the world ruleset's rule makes of the actor as it stands (RulesetAdapter.actorCopies): the GM's client then
 * writes the actor's own part (a Horde becomes its first Mob) in the same turn of its queue, so a second request
 * finds nothing left to copy.
 */
import type { ActorCopy, ActorCopyPlan, ActorUpdate } from "../rulesets/contract/rolls";
import { adapterFor } from "../rulesets/registry";
import type { ActorSystem } from "../data/actor/schema";
import { currentRuleset } from "../settings";
import { askGM } from "../gm/channel";
import { serialised } from "../gm/queue";
import { sceneIndex } from "../canvas/scene-index";

export const ACTOR_COPIES_KIND = "actorCopies";
/** At most this many copies a request (a Horde breaks into 4 Mobs). */
const MOST_COPIES = 16;
/** How many rings of token-sized spots around the source token are tried before the copies stack on it. */
const RINGS = 4;

export interface CopiesRequest {
  requestId: string;
  actorUuid: string;
  copies: { name: string; update: ActorUpdate }[];
}

export interface CopiesAnswer {
  ok: boolean;
  reason?: string;
  actors?: string[];
  tokens?: string[];
  combatants?: string[];
}

/** Ask for the copies (carried out here when this client is the active GM); a refusal is thrown with its reason. */
export async function createActorCopies(actor: Actor.Implementation, copies: readonly { name: string; update: ActorUpdate }[]): Promise<CopiesAnswer> {
  const request: CopiesRequest = { requestId: foundry.utils.randomID(), actorUuid: actor.uuid, copies: copies.map((c) => ({ name: c.name, update: { ...c.update } })) };
  const answer = (await askGM(ACTOR_COPIES_KIND, request)) as CopiesAnswer | { ok: false; reason: string } | null;
  if (!answer) throw new Error(game.i18n.localize("FRAY.Tracker.NoGM"));
  if (!answer.ok) throw new Error(answer.reason ?? "");
  return answer;
}

const done = new Set<string>();

/** The request as sent, checked: a RangeError names what is wrong. */
export function parseCopiesRequest(data: unknown): CopiesRequest {
  const d = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>;
  const { requestId, actorUuid, copies } = d;
  if (typeof requestId !== "string" || requestId === "" || requestId.length > 64) throw new RangeError("actor copies: no request id");
  if (typeof actorUuid !== "string" || actorUuid === "") throw new RangeError("actor copies: no actor named");
  if (!Array.isArray(copies) || copies.length === 0 || copies.length > MOST_COPIES) throw new RangeError(`actor copies: between 1 and ${MOST_COPIES} copies, not ${Array.isArray(copies) ? copies.length : "none"}`);
  const out = copies.map((c: unknown, i) => {
    const r = (typeof c === "object" && c !== null ? c : {}) as Record<string, unknown>;
    if (typeof r["name"] !== "string" || r["name"].trim() === "" || r["name"].length > 200) throw new RangeError(`actor copies: copy ${i + 1} has no name`);
    const update = (typeof r["update"] === "object" && r["update"] !== null ? r["update"] : {}) as Record<string, unknown>;
    for (const [path, value] of Object.entries(update)) {
      // Only the copy's own sheet data: never its ownership, type or anything else of the document.
      if (!/^system\.[A-Za-z0-9_.]+$/.test(path)) throw new RangeError(`actor copies: copy ${i + 1} may not write ${JSON.stringify(path).slice(0, 60)}`);
      if (!["number", "string", "boolean"].includes(typeof value)) throw new RangeError(`actor copies: copy ${i + 1}'s ${path} is not a plain value`);
    }
    return { name: r["name"], update: update as ActorUpdate };
  });
  return { requestId, actorUuid, copies: out };
}

/** GM side: check the request and make the copies, their tokens and combatants. */
export async function handleActorCopies(data: unknown, asker: User.Implementation): Promise<CopiesAnswer> {
  const req = parseCopiesRequest(data);
  const actor = fromUuidSync(req.actorUuid) as Actor.Implementation | null;
  if (!(actor instanceof Actor)) throw new RangeError(`actor copies: no actor ${req.actorUuid.slice(0, 80)}`);
  if (!actor.testUserPermission(asker, "OWNER")) throw new RangeError(game.i18n.localize("FRAY.Action.NotOwner"));
  return serialised([`copies.${actor.uuid}`], async () => {
    if (done.has(req.requestId)) return { ok: true };
    const plan = ruleCopies(actor, req.copies);
    done.add(req.requestId);
    await actor.update(plan.update);
    return makeCopies(actor, plan.copies);
  });
}

/** The copies the world ruleset's rule makes of the actor now, when the request asks for exactly those; else refused. */
function ruleCopies(actor: Actor.Implementation, asked: readonly ActorCopy[]): ActorCopyPlan {
  // Fray's actors keep their sheet data in system.stats (data/actor); anything else has no rule to copy by.
  const stats = (actor.system as unknown as { stats?: ActorSystem }).stats;
  const plan = stats ? (adapterFor(currentRuleset()).actorCopies?.(actor.name, stats) ?? null) : null;
  if (!plan) throw new RangeError(game.i18n.format("FRAY.Copies.NoneByRule", { name: actor.name }));
  const same = plan.copies.length === asked.length && plan.copies.every((c, i) => c.name === asked[i]!.name && JSON.stringify(c.update) === JSON.stringify(asked[i]!.update));
  if (!same) throw new RangeError(game.i18n.format("FRAY.Copies.NotTheRule", { name: actor.name, count: String(plan.copies.length) }));
  return plan;
}

/** The source actor's token: its own (an unlinked token's actor), else its token in a combat, else on the viewed scene. */
function sourceToken(actor: Actor.Implementation): TokenDocument.Implementation | null {
  if (actor.token) return actor.token;
  for (const combat of game.combats?.contents ?? []) {
    const c = combat.combatants.contents.find((x) => x.actorId === actor.id && x.token);
    if (c?.token) return c.token;
  }
  return canvas?.scene?.tokens.find((t) => t.actorId === actor.id && t.actorLink) ?? null;
}

type Spot = { x: number; y: number };

/** `count` free spots for tokens the source token's size, around it, inside its zone (no zone: anywhere near). */
export function spotsBeside(token: TokenDocument.Implementation, count: number): Spot[] {
  const scene = token.parent;
  if (!scene) return [];
  const size = scene.grid.size;
  const w = token.width * size;
  const h = token.height * size;
  const index = sceneIndex(scene);
  const zone = token.id ? index.zoneOf(token.id) : null;
  const handZone = token.flags.fray?.zone ?? null;
  const taken = scene.tokens.contents.map((t) => ({ x: t.x, y: t.y, w: t.width * size, h: t.height * size }));
  const free = (p: Spot) => !taken.some((t) => p.x < t.x + t.w && t.x < p.x + w && p.y < t.y + t.h && t.y < p.y + h);
  const inZone = (p: Spot) => handZone !== null || zone === null || index.zoneAt(p.x + w / 2, p.y + h / 2, token.elevation) === zone;
  const out: Spot[] = [];
  for (let ring = 1; ring <= RINGS && out.length < count; ring++) {
    // The ring's spots, nearest first: beside (right, left), below, above, then the rest of the ring.
    const ringSpots: Spot[] = [];
    for (let dy = -ring; dy <= ring; dy++) for (let dx = -ring; dx <= ring; dx++) if (Math.max(Math.abs(dx), Math.abs(dy)) === ring) ringSpots.push({ x: token.x + dx * w, y: token.y + dy * h });
    ringSpots.sort((a, b) => Math.hypot(a.x - token.x, a.y - token.y) - Math.hypot(b.x - token.x, b.y - token.y));
    for (const p of ringSpots) {
      if (out.length >= count) break;
      if (p.x < 0 || p.y < 0 || !inZone(p) || !free(p)) continue;
      out.push(p);
      taken.push({ x: p.x, y: p.y, w, h });
    }
  }
  // No room left in the zone: the rest stand on the source token, for the GM to spread out.
  while (out.length < count) out.push({ x: token.x, y: token.y });
  return out;
}

async function makeCopies(actor: Actor.Implementation, copies: readonly { name: string; update: ActorUpdate }[]): Promise<CopiesAnswer> {
  const { _id: _old, ...source } = actor.toObject() as Record<string, unknown>;
  const data = copies.map((c) => {
    const copy = { ...foundry.utils.deepClone(source), name: c.name } as Record<string, unknown>;
    for (const [path, value] of Object.entries(c.update)) foundry.utils.setProperty(copy, path, value);
    if (typeof copy["prototypeToken"] === "object" && copy["prototypeToken"] !== null) (copy["prototypeToken"] as Record<string, unknown>)["name"] = c.name;
    return copy;
  });
  const made = (await Actor.implementation.createDocuments(data as unknown as Actor.CreateData[])) as Actor.Implementation[];
  const token = sourceToken(actor);
  const scene = token?.parent;
  if (!token || !scene) return { ok: true, actors: made.map((a) => a.id ?? "") };
  // The source token carries on as the source actor (its first part), under the actor's new name.
  if (token.name !== actor.name) await token.update({ name: actor.name });
  const spots = spotsBeside(token, made.length);
  const { _id: _tid, delta: _delta, actorId: _aid, ...base } = token.toObject() as Record<string, unknown>;
  const flags = (base["flags"] ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const fray = flags["fray"] ?? {};
  const contact = fray["contact"] as { group?: string | null } | null | undefined;
  // Its hand-set zone and its melee come along; its InClose holds, its moves and turns are its own.
  const ownFlags = { ...(fray["zone"] !== undefined ? { zone: fray["zone"] } : {}), ...(contact?.group ? { contact: { group: contact.group, close: [] } } : {}) };
  const tokenData = made.map((a, i) => ({ ...foundry.utils.deepClone(base), name: a.name, actorId: a.id, x: spots[i]!.x, y: spots[i]!.y, flags: { ...flags, fray: ownFlags } }));
  const tokens = (await scene.createEmbeddedDocuments("Token", tokenData as TokenDocument.CreateData[])) as TokenDocument.Implementation[];
  const combat = game.combats?.contents.find((c) => c.combatants.contents.some((x) => x.tokenId === token.id && (x.sceneId ?? scene.id) === scene.id));
  if (!combat) return { ok: true, actors: made.map((a) => a.id ?? ""), tokens: tokens.map((t) => t.id ?? "") };
  const group = combat.combatants.contents.find((x) => x.tokenId === token.id);
  const entries = tokens.map((t) => ({ tokenId: t.id, sceneId: scene.id, actorId: t.actorId, hidden: group?.hidden ?? false }));
  const combatants = (await combat.createEmbeddedDocuments("Combatant", entries as Combatant.CreateData[])) as Combatant.Implementation[];
  const ids = combatants.map((c) => c.id ?? "");
  // A fight under way: each joins as a late arrival, its action dice rolled as the tracker rolls them (FrayCombat's
  // rollInitiative; before the start, the fight's start rolls everyone).
  if (combat.started) await combat.rollInitiative(ids);
  return { ok: true, actors: made.map((a) => a.id ?? ""), tokens: tokens.map((t) => t.id ?? ""), combatants: ids };
}
