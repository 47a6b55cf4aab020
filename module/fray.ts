/**
 * Fray system entry: registers settings, CONFIG.FRAY, documents, data models, sheets, statuses, token bars,
 * Handlebars helpers and the GM's request handlers (on the system socket). globalThis.fray exposes the public API for macros.
 */
import { registerWorldTime } from "./combat/world-time";
import { attackWith, onHotbarDrop, runSheetActionMacro } from "./applications/hotbar";
import "./foundry-config";
import { SYSTEM_ID } from "./config";
import { registerSettings, currentRuleset } from "./settings";
import { rulesMenuClass } from "./applications/settings/rules-menu";
import { FrayActor } from "./documents/actor";
import { onRenderChatMessage } from "./documents/chat-message";
import { FrayActorSheet } from "./applications/sheets/actor-sheet";
import { FrayItemSheet } from "./applications/sheets/item-sheet";
import { FRAY_HELPERS } from "./applications/helpers";
import { compileTemplates, partTemplates } from "./applications/templates";
import { statusEffectsFor } from "./canvas/statuses";
import { statusEffectsConfig } from "./compat/statuses";
import { ADAPTERS, RULESETS, adapterFor } from "./rulesets/registry";
import { ROLL_CARD_TEMPLATE, rollCardContent } from "./dice/roll";
import type { CardData } from "./dice/requests";
import { registerRollCard } from "./chat/roll-card-revise";
import { fighting, registerActionRaise } from "./dice/action-raise";
import { registerActionCard } from "./chat/action-card-raise";
import { ROLL_DIALOG_TEMPLATE, rollDialogPart } from "./applications/dialogs/roll-dialog";
import { ACTION_DIALOG_TEMPLATE } from "./applications/dialogs/action-dialog";
import * as requests from "./dice/requests";
import { registerQuenchBatches } from "./quench/index";
import { COMBAT_TEMPLATES } from "./documents/combat";
import { registerDocuments } from "./documents/register";
import { FrayCombatTracker } from "./applications/combat/combat-tracker";
import { handleCombatRequest } from "./combat/query";
import { COMBAT_KIND } from "./combat/query-data";
import { listenOnChannel, registerGmHandler } from "./gm/channel";
import { TRACKER_COSTS } from "./combat/defence-costs";
import { registerHeldAttacks } from "./combat/held-attack";
import { registerActorChanges } from "./combat/actor-changes";
import { registerStatusOff } from "./documents/status-off";
import { registerMoveCosts } from "./combat/move-costs";
import { ACTOR_COPIES_KIND, handleActorCopies } from "./combat/actor-copies";
import { CLOSE_COMBAT_KIND, handleLeaveCloseCombat } from "./canvas/close-combat";
import { registerAimLostOnMove } from "./canvas/aim-on-move";
import { registerLastMove } from "./canvas/last-move";
import { registerAimLostOnSight } from "./canvas/aim-on-sight";
import { EXCHANGE_KIND, handleExchangeRequest, requesterOf, setCombatCosts, takeExchangeOnCreate } from "./chat/exchange-query";
import { registerBoard } from "./canvas/board";
import { registerOpportunityHold } from "./canvas/opportunity-hold";
import { registerBoardHooks } from "./canvas/board-hooks";
import { registerMovementActions } from "./canvas/movement-actions";
import { frayTokenRuler } from "./canvas/token-ruler";
import { registerAreaCard } from "./chat/area-card";
import { boardApi } from "./canvas/board-api";
import { registerPackHooks } from "./packs/register";
import { encounterOdds } from "./combat/odds/api";
import { ODDS_CARD_TEMPLATE } from "./combat/odds/card";

/** Chat cards, dialogs and partials other apps use (not in any sheet's PARTS): loaded at init. */
const PRELOADED_TEMPLATES = () => [
  ROLL_CARD_TEMPLATE,
  ROLL_DIALOG_TEMPLATE,
  ...RULESETS.map(rollDialogPart),
  ACTION_DIALOG_TEMPLATE,
  `systems/${SYSTEM_ID}/templates/chat/damage-card.hbs`,
  `systems/${SYSTEM_ID}/templates/chat/exchange.hbs`,
  `systems/${SYSTEM_ID}/templates/chat/exchange-result.hbs`,
  ODDS_CARD_TEMPLATE,
  `systems/${SYSTEM_ID}/templates/chat/area-buttons.hbs`,
  `systems/${SYSTEM_ID}/templates/parts/stat.hbs`,
  `systems/${SYSTEM_ID}/templates/parts/derived.hbs`,
  `systems/${SYSTEM_ID}/templates/parts/attacks.hbs`,
  `systems/${SYSTEM_ID}/templates/parts/field-rows.hbs`,
  ...COMBAT_TEMPLATES,
  `systems/${SYSTEM_ID}/templates/parts/summary.hbs`,
];

Hooks.once("init", () => {
  // CONFIG.FRAY, documents and data models (shared with the test double's world: the tests register these).
  registerDocuments();
  registerSettings(rulesMenuClass);
  CONFIG.ui.combat = FrayCombatTracker;

  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.unregisterSheet(Actor, "core", foundry.appv1.sheets.ActorSheet);
  DocumentSheetConfig.unregisterSheet(Item, "core", foundry.appv1.sheets.ItemSheet);
  DocumentSheetConfig.registerSheet(Actor, SYSTEM_ID, FrayActorSheet, { types: ["character", "npc"], makeDefault: true, label: "FRAY.Sheet.ActorSheet" });
  DocumentSheetConfig.registerSheet(Item, SYSTEM_ID, FrayItemSheet, { makeDefault: true, label: "FRAY.Sheet.ItemSheet" });

  for (const [name, fn] of Object.entries(FRAY_HELPERS)) Handlebars.registerHelper(name, fn);
  void foundry.applications.handlebars.loadTemplates(PRELOADED_TEMPLATES());

  // Requests to the GM's client go over the system socket, whose listener learns the sender from the server; Fray
  // registers no CONFIG.queries handler, since a query handler cannot know who sent it (foundryvtt/foundryvtt#13418).
  registerGmHandler(EXCHANGE_KIND, handleExchangeRequest);
  registerGmHandler(COMBAT_KIND, handleCombatRequest);
  registerGmHandler(ACTOR_COPIES_KIND, handleActorCopies);
  // A sheet action's step out of close combat writes other users' tokens' contact (canvas/close-combat.ts).
  registerGmHandler(CLOSE_COMBAT_KIND, handleLeaveCloseCombat);
  // An area card's Retarget and Scatter buttons (chat/area-card.ts).
  registerAreaCard();
  // A plain roll card's change to its dice, paid in the running fight (chat/roll-card-revise.ts).
  registerRollCard(() => TRACKER_COSTS, requesterOf, (card) => rollCardContent(card as CardData, false));
  // A sheet action's roll changed before its outcome is written, paid in the running fight (dice/action-raise.ts).
  registerActionRaise(() => TRACKER_COSTS, requesterOf);
  // ... and after its card is posted, when the GM's client rolled it inside a step (chat/action-card-raise.ts).
  registerActionCard(() => TRACKER_COSTS, requesterOf, fighting);
  listenOnChannel();
  // A defence on an attack card spends its Reaction or action die in the running fight.
  setCombatCosts(TRACKER_COSTS);
  registerHeldAttacks();
  // Checks due with the world's time (a poison checked every hour or day), rolled on the active GM's client.
  registerWorldTime();
  // A combatant's actor changed mid-fight (a condition, a status): the tracker's budgets follow (TrackerView.actorChanged).
  registerActorChanges();
  // A status taken off clears what the world ruleset keeps with it (factions: the grab's record with Grabbed).
  registerStatusOff();
  // A token's move in its own turn pays its seconds, action or zones in the running fight.
  registerMoveCosts();
  registerAimLostOnMove();
  registerLastMove();
  registerAimLostOnSight();

  registerBoard();
  registerBoardHooks();
  // An interrupted move's card: the enemies' Attack and Let them go buttons.
  registerOpportunityHold();
  // Move modes as core movement actions, priced by the world ruleset in the core ruler while dragging.
  registerMovementActions();
  CONFIG.Token.rulerClass = frayTokenRuler();
  // Other rulesets' packs hidden from the sidebar; the rules settings' hints link to the rules journal.
  registerPackHooks();
});

/** Ruleset-dependent configuration: the setting is readable once the world's settings are loaded. */
Hooks.once("setup", () => {
  const ruleset = currentRuleset();
  FrayActorSheet.useRuleset(ruleset);
  // Compiled now, so the first sheet or card a user opens only runs its templates (applications/templates.ts).
  void compileTemplates([...PRELOADED_TEMPLATES(), ...partTemplates(FrayActorSheet.PARTS), ...partTemplates(FrayItemSheet.PARTS)]);
  const adapter = adapterFor(ruleset);
  // An array in v13, an object keyed by id in v14 (compat/statuses.ts); the v13 types know the array form.
  CONFIG.statusEffects = statusEffectsConfig(statusEffectsFor(ruleset)) as typeof CONFIG.statusEffects;
  CONFIG.specialStatusEffects.DEFEATED = adapter.statuses.defeated;
  const bars = adapter.bars;
  CONFIG.Actor.trackableAttributes = { character: bars, npc: bars };
});

/** Prototype tokens made under another ruleset point at bars this world does not show: the GM fixes them in place. */
Hooks.once("ready", async () => {
  if (!game.user?.isGM) return;
  for (const actor of game.actors ?? []) {
    const fix = actor instanceof FrayActor ? actor.prototypeTokenBarRepair() : null;
    if (fix) await actor.update(fix);
  }
});

Hooks.on("renderChatMessageHTML", onRenderChatMessage);
// An owned weapon dropped on the hotbar becomes a macro that attacks with it (applications/hotbar.ts).
Hooks.on("hotbarDrop", onHotbarDrop);
// The active GM's client copies a new attack card's exchange where only a GM can write (chat/exchange-state.ts).
Hooks.on("createChatMessage", (message) => void takeExchangeOnCreate(message));
// In-world test batches for the Quench module; inert when Quench is not installed (docs/testing.md).
registerQuenchBatches();

/** Every ruleset's request builders by name (fray.fromActor.sixSecondsSkillCheck …), for macros. */
const fromActor = Object.fromEntries(RULESETS.flatMap((id) => Object.entries(ADAPTERS[id].fromActor)));

Object.assign(globalThis, { fray: { requests, fromActor, currentRuleset, board: boardApi, attackWith, sheetAction: runSheetActionMacro, encounterOdds } });
