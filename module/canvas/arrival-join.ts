/**
 * A zone whose entrants all join one melee (BoardRules.arrivalContact: tactica's area cover, "the cover area becomes an
 * InContact melee area for everyone entering it") takes in those already standing there too: once a token has moved
 * into such a zone (its contact flag set to the zone's group by board-hooks.ts), the mover's client asks the active
 * GM's client, which puts every other token standing in the zone in that group (each keeps its close-combat pairs).
 * The GM's client reads everything from the board: the request names only the scene and the token, which the asker
 * must own and which must stand in the zone's group.
 */
import { askGM, registerGmHandler } from "../gm/channel";
import { serialised } from "../gm/queue";
import { boardRules, indexFor } from "./board";

export const ARRIVAL_JOIN_KIND = "arrivalJoin";
const ID = /^[A-Za-z0-9]{16}$/;

export type ArrivalJoinAnswer = { ok: true; joined: string[] } | { ok: false; refusal: "Invalid"; reason: string };

const refused = (reason: string): ArrivalJoinAnswer => ({ ok: false, refusal: "Invalid", reason });

/** The zone the token's centre stands in now (read from the document: the index may not have seen the move yet). */
function zoneNow(index: ReturnType<typeof indexFor>, token: TokenDocument.Implementation): string | null {
  return index.zoneAt(token.x + (token.width * index.grid.size) / 2, token.y + (token.height * index.grid.size) / 2, token.elevation);
}

/** The GM's side: join every other token standing in the mover's zone to the zone's one melee. */
export async function handleArrivalJoin(data: unknown, user: User.Implementation): Promise<ArrivalJoinAnswer> {
  const req = (typeof data === "object" && data !== null ? data : {}) as { sceneId?: unknown; tokenId?: unknown };
  if (typeof req.sceneId !== "string" || !ID.test(req.sceneId) || typeof req.tokenId !== "string" || !ID.test(req.tokenId)) {
    return refused("an arrival request names a scene id and a token id");
  }
  const scene = game.scenes?.get(req.sceneId);
  const token = scene?.tokens.get(req.tokenId);
  if (!scene || !token) return refused(`no token ${req.tokenId} on scene ${req.sceneId}`);
  if (!token.testUserPermission(user, "OWNER")) return refused(`${user.name} does not own the token ${token.name}`);
  const ask = boardRules().arrivalContact;
  const index = indexFor(scene);
  const zone = zoneNow(index, token);
  const group = ask && zone !== null ? ask(index.graph, zone) : null;
  if (group === null || zone === null) return refused(`${token.name} stands in no zone whose entrants join one melee`);
  if (token.flags.fray?.contact?.group !== group) return refused(`${token.name} is not in the melee of its zone`);
  const joined: string[] = [];
  for (const other of index.occupants(zone)) {
    if (other.id === token.id || other.contact?.group === group) continue;
    const doc = scene.tokens.get(other.id);
    if (!doc) continue;
    await doc.setFlag("fray", "contact", { group, close: other.contact?.close ?? [] });
    joined.push(other.id);
  }
  return { ok: true, joined };
}

export function registerArrivalJoin(): void {
  registerGmHandler(ARRIVAL_JOIN_KIND, (data, user) => serialised([`Scene.${(data as { sceneId?: unknown } | null)?.sceneId}`], () => handleArrivalJoin(data, user)));
  // The mover's client, once its token has arrived in such a zone's melee, asks the GM to bring in those standing there.
  Hooks.on("updateToken", (token, changed, _options, userId) => {
    if (userId !== game.user.id || (changed.x === undefined && changed.y === undefined) || !token.parent || !token.id) return;
    const ask = boardRules().arrivalContact;
    const group = token.flags.fray?.contact?.group;
    if (!ask || !group) return;
    const index = indexFor(token.parent);
    const zone = zoneNow(index, token);
    if (zone === null || ask(index.graph, zone) !== group) return;
    if (!index.occupants(zone).some((t) => t.id !== token.id && t.contact?.group !== group)) return;
    askGM(ARRIVAL_JOIN_KIND, { sceneId: token.parent.id, tokenId: token.id }).catch((e: unknown) => console.error("Fray | arrival join failed", e));
  });
}
