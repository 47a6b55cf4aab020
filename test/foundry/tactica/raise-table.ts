/**
 * The table the raise tests share (F3: a 1 of the action dice raising a rolled die): the goblin (the GM's) and the
 * troll (the player's) in a running tactica fight over the double's system socket, the GM request the raise sends
 * registered as module/fray.ts's init registers it, and the user's answer to the raise dialog.
 */
import system from "../../../system.json";
import type { Fray } from "../../double/fray-world";
import type { DoubleHandle } from "../../double/index";
import { installSocket } from "../../double/socket";
import { installTemplates } from "../../double/templates";
import { blankSystem } from "../exchange/people";

export type Creature = { id: string; uuid: string; name: string; statuses: Set<string>; system: { stats: { tactica: Record<string, unknown> }; derived: unknown }; items: { contents: unknown[] }; update(d: unknown): Promise<unknown> };
export type AnyCombat = InstanceType<Fray["FrayCombat"]>;

export interface RaiseTable {
  h: DoubleHandle;
  troll: Creature;
  goblin: Creature;
  combat: AnyCombat;
}

/** As module/fray.ts's init: the raise's 1 goes through the tracker. */
export async function registerRaise(): Promise<void> {
  const { registerActionRaise } = await import("../../../module/dice/action-raise");
  const { requesterOf } = await import("../../../module/chat/exchange-query");
  const { TRACKER_COSTS } = await import("../../../module/combat/defence-costs");
  registerActionRaise(() => TRACKER_COSTS, requesterOf);
}

/** The dialogs shown (their text and buttons); the button the user clicks; what happens while one is open. */
export const raiseDialog = {
  shown: [] as { content: string; labels: string[] }[],
  pick: "keep",
  whileOpen: (async () => {}) as () => Promise<void>,
};

/** The user will click `action`, after `meanwhile` ran with the dialog open. */
export function answer(action: string, meanwhile: () => Promise<void> = async () => {}): void {
  raiseDialog.pick = action;
  raiseDialog.whileOpen = meanwhile;
}

/**
 * A fresh world with the table; the troll's action dice `dice` (after the goblin's `goblinDice`), its system changes
 * `trollSystem`, the fight started unless `fight` is false.
 */
export async function raiseTable(fray: Fray, fresh: () => DoubleHandle, dice: number[], trollSystem: Record<string, unknown> = {}, fight = true, goblinDice: number[] = [5, 4, 3]): Promise<RaiseTable> {
  const h = fresh();
  installTemplates();
  // API DialogV2.wait: resolves with the clicked button's action (the page double draws it; Node has no DOM, so the
  // user's click is `raiseDialog.pick`, made after `whileOpen` ran).
  raiseDialog.shown.length = 0;
  answer("keep");
  const f = foundry as unknown as { applications: Record<string, unknown> };
  f.applications = {
    ...f.applications,
    api: {
      DialogV2: {
        wait: async (config: { content?: string; buttons: { action: string; label?: string }[] }) => {
          raiseDialog.shown.push({ content: config.content ?? "", labels: config.buttons.map((b) => b.label ?? b.action) });
          await raiseDialog.whileOpen();
          return config.buttons.find((b) => b.action === raiseDialog.pick)?.action ?? null;
        },
      },
    },
  };
  await game.settings.set("fray", "ruleset", "tactica" as never);
  installSocket(h, system);
  const { listenOnChannel } = await import("../../../module/gm/channel");
  listenOnChannel();
  h.actAs(h.player);
  listenOnChannel();
  h.actAs(h.gm);
  const goblin = (await fray.FrayActor.create({ name: "Goblin", type: "npc", system: blankSystem() } as never)) as unknown as Creature;
  const t = (await fray.FrayActor.create({ name: "Marsh Troll", type: "character", system: blankSystem(), ownership: { default: 0, [h.player.id!]: 3 } } as never)) as unknown as Creature;
  if (Object.keys(trollSystem).length) await t.update(trollSystem);
  const Combat = (CONFIG as unknown as { Combat: { documentClass: { create(d: unknown): Promise<unknown> } } }).Combat.documentClass;
  const combat = (await Combat.create({ active: true, combatants: [{ actorId: goblin.id }, { actorId: t.id }] })) as AnyCombat;
  h.dice.queue.push(...goblinDice, ...dice);
  if (fight) await combat.startCombat();
  return { h, troll: game.actors.get(t.id) as unknown as Creature, goblin: game.actors.get(goblin.id) as unknown as Creature, combat };
}
