/**
 * Fray's board on the Foundry double: Fray registered as module/fray.ts does (FrayTokenDocument as
 * CONFIG.Token.documentClass, the zone behaviour, the board's hooks, moves booked through the tracker, the move
 * modes as core movement actions and Fray's TokenRuler), with
 * helpers to build scenes, regions and tokens through the double's documents.
 */
import { frayOnDouble, type Fray } from "../../double/fray-world";
import type { DoubleHandle, DoubleOptions } from "../../double/index";
import type { CanvasDouble, Scene, TokenDocument } from "../../double/canvas";

type Rec = Record<string, unknown>;

export async function boardOnDouble() {
  const { fray, fresh } = await frayOnDouble();
  const [board, token, moveCosts, moveCharge, movementActions, tokenRuler, turnInPlace] = await Promise.all([
    import("../../../module/canvas/board"),
    import("../../../module/documents/token"),
    import("../../../module/combat/move-costs"),
    import("../../../module/canvas/move-charge"),
    import("../../../module/canvas/movement-actions"),
    import("../../../module/canvas/token-ruler"),
    import("../../../module/canvas/turn-in-place"),
  ]);
  /** A new world with Fray and its board registered; `coreToken`: leave core's TokenDocument in CONFIG. */
  const start = (o: DoubleOptions & { coreToken?: boolean } = {}): DoubleHandle => {
    const h = fresh(o);
    const config = CONFIG as unknown as Record<string, Rec>;
    // registerFray sets FrayTokenDocument as fray.ts does; `coreToken` puts core's class back.
    if (o.coreToken) config["Token"]!["documentClass"] = (globalThis as unknown as { TokenDocument: unknown }).TokenDocument;
    board.registerBoard();
    // As registerBoardHooks: a token turned in place in a fight (turn-in-place.ts).
    turnInPlace.registerTurnInPlace();
    moveCosts.registerMoveCosts();
    // As fray.ts's init: the move modes as core movement actions, and Fray's ruler.
    movementActions.registerMovementActions();
    (CONFIG as unknown as { Token: { rulerClass: unknown } }).Token.rulerClass = tokenRuler.frayTokenRuler();
    return h;
  };
  return { fray, start, board, FrayTokenDocument: token.FrayTokenDocument, moveCharge };
}

export type BoardWorld = Awaited<ReturnType<typeof boardOnDouble>>;
export type { Fray };

export const theCanvas = () => (globalThis as unknown as { canvas: CanvasDouble }).canvas;

export async function scene(data: Rec = {}): Promise<Scene> {
  const cls = (CONFIG as unknown as Record<string, Rec>)["Scene"]!["documentClass"] as { create(d: Rec): Promise<unknown> };
  return (await cls.create({ name: "Scene", ...data })) as Scene;
}

/** A zone region: a rectangle with the Fray zone behaviour. */
export async function zoneRegion(on: Scene, name: string, rect: [number, number, number, number], features: string[] = []): Promise<void> {
  const [x, y, width, height] = rect;
  await on.createEmbeddedDocuments("Region", [
    { name, shapes: [{ type: "rectangle", x, y, width, height, rotation: 0, hole: false }], behaviors: [{ name, type: "fray.zone", system: { features } }] },
  ]);
}

export async function tokenFor(on: Scene, actorId: string, col: number, row: number, more: Rec = {}): Promise<TokenDocument> {
  const size = on.grid.size;
  const [t] = await on.createEmbeddedDocuments("Token", [{ name: "T", actorId, x: col * size, y: row * size, ...more }]);
  return t as unknown as TokenDocument;
}
