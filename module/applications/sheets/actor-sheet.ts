/**
 * The actor sheet (characters and NPCs): ApplicationV2 + Handlebars, one PART per tab, core TABS, static private
 * action handlers, edit/play modes, submit on change. The stats PART's template is the world ruleset's.
 */
import { notifyRefusal } from "../../chat/notify-refusal";
import { escapeHtml, refusalReason } from "../../chat/notice";
import { SYSTEM_ID } from "../../config";
import { actorProcessFormData } from "./submit-data";
import type { OwnedItemData } from "../../data/actor/derived";
import type { RollRequest } from "../../dice/requests";
import { FrayActor } from "../../documents/actor";
import { runAction } from "../../dice/action";
import type { AttackSeries, PerTarget, RequestBuilder, RulesetAdapter, SheetActionItem, SheetItem, SheetRollContext } from "../../rulesets/adapter";
import { rollAndPostSeries } from "../../dice/roll";
import { ADAPTERS, DEFAULT_RULESET, RULESETS, adapterFor, type RulesetId } from "../../rulesets/registry";
import { payFromPlay } from "../../combat/pay-from-play";
import type { PlayAction } from "../combat/tracker-view";
import { actionNowOrHold, attackNowOrHold } from "../../combat/held-attack";
import { currentRuleset, currentRulesOptions, skipsRollDialogs } from "../../settings";
import { sheetActionDragData } from "../hotbar";
import { askActionFields } from "../dialogs/action-dialog";
import { askRollOptions } from "../dialogs/roll-dialog";
import { cueOf, rollDialogTitle, type DialogCue } from "../dialogs/dialog-title";
import { skipsDialog } from "../dialogs/skip";
import { boardCheckPrefill, boardDialogPrefill, targetPrefill } from "../../canvas/board-prefill";
import { othersOnBoard } from "../../canvas/board-others";
import { combatRoundKey } from "../../combat/round-key";
import { placeAttackArea, targetAttackBlast } from "../../canvas/area-attack";
import { discardPlacedArea } from "../../canvas/area-miss";
import type { WeaponSystem } from "../../schema/weapon";
import { weaponStateOf, weaponStateUpdate, type WeaponState } from "../../data/item/weapon-state";
import { actorSheetContext, comboOwner, type SheetMode } from "./context";
import { enrichActorHtml } from "./enrich";
import { actorParts, viewerTabs } from "./viewer";
import { dataset } from "./dataset";

const { HandlebarsApplicationMixin } = foundry.applications.api;
const T = `systems/${SYSTEM_ID}/templates`;

/** Each ruleset's stats tab, as its adapter names it. */
export const STATS_TEMPLATES: Readonly<Record<RulesetId, string>> = Object.fromEntries(
  RULESETS.map((id) => [id, `${T}/${ADAPTERS[id].sheet.statsTemplate}`]),
) as Record<RulesetId, string>;
const PARTIALS = [`${T}/parts/stat.hbs`, `${T}/parts/derived.hbs`, `${T}/parts/attacks.hbs`];

const Base = HandlebarsApplicationMixin(foundry.applications.sheets.ActorSheetV2);

// @ts-expect-error TS2321 "excessive stack depth" comparing this subclass with fvtt-types' HandlebarsApplicationMixin(ActorSheetV2)
// intersection: a type-checker depth limit, not a real mismatch. Only this extends-check is silenced; members stay typed.
export class FrayActorSheet extends Base {
  /** Play mode locks base stats; edit mode unlocks them. Owners open in play mode. */
  sheetMode: SheetMode = "play";

  static override DEFAULT_OPTIONS = {
    classes: ["fray", "sheet", "actor"],
    position: { width: 720, height: 760 },
    window: { resizable: true },
    form: { submitOnChange: true },
    actions: {
      toggleMode: FrayActorSheet.#toggleMode,
      rollSkill: FrayActorSheet.#rollSkill,
      rollSave: FrayActorSheet.#rollSave,
      rollPool: FrayActorSheet.#rollPool,
      rollItem: FrayActorSheet.#rollItem,
      editItem: FrayActorSheet.#editItem,
      deleteItem: FrayActorSheet.#deleteItem,
      addSkill: FrayActorSheet.#addSkill,
      removeSkill: FrayActorSheet.#removeSkill,
      sheetAction: FrayActorSheet.#sheetAction,
      sheetAttack: FrayActorSheet.#sheetAttack,
    },
  };

  static override PARTS = {
    header: { template: `${T}/actor/header.hbs` },
    tabs: { template: `${T}/parts/tabs.hbs` },
    stats: { template: STATS_TEMPLATES[DEFAULT_RULESET], templates: [...Object.values(STATS_TEMPLATES), ...PARTIALS], scrollable: [""] },
    items: { template: `${T}/actor/items.hbs`, scrollable: [""] },
    biography: { template: `${T}/actor/biography.hbs`, scrollable: [""] },
  };

  static override TABS = {
    primary: {
      tabs: [{ id: "stats" }, { id: "items" }, { id: "biography" }],
      initial: "stats",
      labelPrefix: "FRAY.Sheet.Tab",
    },
  };

  /**
   * The stats PART shows the world ruleset (fixed per session: changing the ruleset reloads); it loads that
   * ruleset's template only, not every ruleset's.
   */
  static useRuleset(ruleset: RulesetId): void {
    FrayActorSheet.PARTS.stats.template = STATS_TEMPLATES[ruleset];
    FrayActorSheet.PARTS.stats.templates = [STATS_TEMPLATES[ruleset], ...PARTIALS];
  }

  /** The form's update, then the statuses the edit brings (the adapter's statusesFromEdit, e.g. Will brought to 0). */
  protected override async _processSubmitData(...args: Parameters<InstanceType<typeof Base>["_processSubmitData"]>) {
    const before = foundry.utils.deepClone(this.document.system.stats);
    await super._processSubmitData(...args);
    await this.document.statusesFromEdit(before);
  }

  /** Rows posted as {"0": {…}} become whole lists again, each posted row over its stored row (submit-data.ts). */
  protected override _processFormData(event: SubmitEvent | null, form: HTMLFormElement, formData: foundry.applications.ux.FormDataExtended) {
    return actorProcessFormData(super._processFormData(event, form, formData), this.document.toObject());
  }

  protected override async _prepareContext(options: foundry.applications.api.ApplicationV2.RenderOptions) {
    const context = await super._prepareContext(options);
    const actor = this.document;
    const items: (OwnedItemData & { id: string; img: string; weaponState: WeaponState })[] = actor.items.contents.map((i) => ({
      id: i.id ?? "",
      name: i.name,
      img: i.img ?? "",
      type: i.type,
      system: i.system.toObject(false),
      weaponState: weaponStateOf(i.flags.fray),
    }));
    // Only the GM's page carries the gmOnly notes; a LIMITED viewer gets no stats at all (viewer.ts).
    const isGM = game.user?.isGM === true;
    const { biographyHTML = "", gmNotesHTML = "" } = await enrichActorHtml(actor, isGM);
    const sheet = actorSheetContext(
      {
        name: actor.name,
        img: actor.img ?? "",
        type: actor.type === "npc" ? "npc" : "character",
        system: actor.system.stats,
        items,
        ruleset: currentRuleset(),
        editable: this.isEditable,
        mode: this.sheetMode,
        statuses: [...actor.statuses],
        biographyHTML,
        viewer: { limited: actor.limited, isGM },
        gmNotesHTML,
      },
      actor.system.derived,
    );
    Object.assign(context, sheet);
    const tabs = (context as { tabs?: Record<string, { active: boolean; cssClass: string }> }).tabs;
    if (tabs) Object.assign(context, { tabs: viewerTabs(tabs, actor.limited) });
    return context;
  }

  /** A LIMITED viewer gets the header and biography only (viewer.ts; Draw Steel trims its parts the same way). */
  protected override _configureRenderParts(options: foundry.applications.api.HandlebarsApplicationMixin.RenderOptions) {
    const parts = super._configureRenderParts(options);
    const keep: readonly string[] = actorParts(this.document.limited);
    for (const id of Object.keys(parts)) if (!keep.includes(id)) delete parts[id];
    return parts;
  }

  async #roll(req: RollRequest): Promise<void> {
    await this.document.rollRequest(req);
  }

  static async #toggleMode(this: FrayActorSheet): Promise<void> {
    this.sheetMode = this.sheetMode === "play" ? "edit" : "play";
    await this.render();
  }

  /**
   * What the world ruleset's roll buttons get from this sheet. `prefill` (from the board: distances, contact, zone
   * features) goes over the ruleset's own dialog defaults and stays editable.
   */
  #rollContext(ruleset: RulesetId, prefill: Record<string, unknown> = {}, cue: DialogCue = {}): SheetRollContext {
    const { stats, derived } = this.document.system;
    return {
      stats,
      derived,
      statuses: [...this.document.statuses],
      uuid: this.document.uuid,
      options: currentRulesOptions(),
      ask: (data, preview) => askRollOptions(ruleset, { ...data, ...prefill }, this.#dialogHow(cue), preview),
      firstTarget: () => FrayActor.firstTarget(),
      targets: () => FrayActor.targets(),
      askFields: askActionFields,
      localize: (key) => game.i18n.localize(key),
      checkPrefill: (skill) => boardCheckPrefill(this.document, skill),
      othersOnBoard: () => othersOnBoard(this.document),
      targetPrefill: (uuid, weapon) => targetPrefill(this.document, uuid, weapon ?? {}),
      placeArea: (form, scale, rangeIncrements) => placeAttackArea(this.document, form, scale, rangeIncrements),
      targetBlast: (opts) => targetAttackBlast(this.document, opts),
      weapons: () => this.document.items.contents.filter((i) => i.type === "weapon").map((i) => this.#sheetItem(i)),
      combatRound: () => combatRoundKey(this.document),
      pay: (action) => payFromPlay(this.document, action),
      techniques: () => comboOwner(stats, this.#actionItems()).techniques.map((t) => ({ ...t })),
    };
  }

  /** The dialog's title (who does what to whom, the targets of this moment) and whether this click skips it. */
  #dialogHow(cue: DialogCue): { title: string; skip: boolean } {
    const targets = FrayActor.targets().map((t) => t.name);
    const title = rollDialogTitle({ actor: this.document.name, ...(cue.item === undefined ? {} : { item: cue.item }), ...(cue.roll ? { roll: cue.roll } : {}), targets }, game.i18n);
    return { title, skip: skipsDialog(cue.shiftKey === true, skipsRollDialogs()) };
  }

  /** The actor's items as sheet actions see them: plain system data, their fray flags and weapon state. */
  #actionItems(): SheetActionItem[] {
    return this.document.items.contents.map((i) => ({
      id: i.id ?? "",
      type: i.type,
      name: i.name,
      system: i.system.toObject(false) as Record<string, Record<string, unknown> | null | undefined>,
      state: weaponStateOf(i.flags.fray),
      flags: { ...(i.flags.fray ?? {}) },
    }));
  }

  #sheetItem(item: Item.Implementation): SheetItem {
    const system = item.system.toObject(false) as Record<string, Record<string, unknown> | null | undefined>;
    return { name: item.name, system, ...(item.id ? { id: item.id } : {}), flags: item.flags as Readonly<Record<string, unknown>> };
  }

  /** The world ruleset's sheet slots (rolls and skill rows). */
  #sheet(): { ruleset: RulesetId; sheet: RulesetAdapter<RollRequest>["sheet"] } {
    const ruleset = currentRuleset();
    return { ruleset, sheet: adapterFor(ruleset).sheet };
  }

  static async #rollSkill(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const index = Number(dataset(target, "index"));
    const { ruleset, sheet } = this.#sheet();
    const req = await sheet.rollSkill?.(this.#rollContext(ruleset, {}, cueOf(event, target)), index);
    if (req) await this.#roll(req);
  }

  static async #rollSave(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const ability = dataset(target, "ability");
    const { ruleset, sheet } = this.#sheet();
    const req = await sheet.rollSave?.(this.#rollContext(ruleset, {}, cueOf(event, target)), ability);
    if (req) await this.#roll(req);
  }

  static async #rollPool(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const { ruleset, sheet } = this.#sheet();
    const req = await sheet.rollPool?.(this.#rollContext(ruleset, {}, cueOf(event, target)));
    if (req) await this.#roll(req);
  }

  /** Weapon attack in the world ruleset. */
  static async #rollItem(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.attackWith(dataset(target, "item-id"), { shiftKey: event.shiftKey === true });
  }

  /** Attack with the owned weapon `itemId`, as its Attack button does (a hotbar macro calls this too); shift skips the dialog. */
  async attackWith(itemId: string, click: { shiftKey?: boolean } = {}): Promise<void> {
    const item = this.document.items.get(itemId);
    if (!item) return;
    const weapon = item.system.toObject(false) as Record<string, Record<string, unknown> | null | undefined>;
    // Distances, contact and zone features from the board (editable in the dialog); a forbidden attack stops here.
    const board = boardDialogPrefill(this.document, weapon as Partial<WeaponSystem>);
    if (board.refusal) return void ui.notifications?.warn(escapeHtml(board.refusal));
    const { ruleset, sheet } = this.#sheet();
    const used = { ...this.#sheetItem(item), system: weapon, state: weaponStateOf(item.flags.fray) };
    const build = await sheet.rollItem?.(this.#rollContext(ruleset, board.data, { item: item.name, shiftKey: click.shiftKey === true }), used);
    if (!build || !(await this.#attack(build, sheet.weaponCost?.(used) ?? "attack"))) return;
    // What the shot does to the weapon itself (a reload weapon emptied, an aim spent).
    const after = sheet.afterAttack?.(used);
    if (after) await item.update(weaponStateUpdate(after));
  }

  /** Build an attack (the engine refuses impossible ones with a message) and roll it; false when it was not rolled. */
  async #attack(build: RequestBuilder<RollRequest>, cost: PlayAction = "attack"): Promise<boolean> {
    let req: RollRequest | PerTarget<RollRequest>;
    try {
      req = build.perTarget ? build.perTarget() : build();
    } catch (e) {
      // Engine refusals name weapons and targets (free text): escaped inside a localised sentence.
      notifyRefusal("FRAY.Notice.AttackRefused", e);
      // An area placed for this attack leaves the board with it.
      await discardPlacedArea(this.document);
      return false;
    }
    // In a running fight the attack's cost (seconds, an action, a main action, pips) is charged first, or refused.
    if (!(await payFromPlay(this.document, cost))) {
      await discardPlacedArea(this.document);
      return false;
    }
    if ("perTarget" in req) {
      for (const one of req.perTarget) await this.document.rollRequest(one.request, [one.target]);
      return true;
    }
    // An attack whose seconds spill into the next turn is rolled when its last second is spent (combat/held-attack.ts).
    await attackNowOrHold(this.document, req);
    return true;
  }

  /**
   * A ruleset's sheet action (data-sheet-action names it in the adapter's sheet.actions): the adapter builds the
   * request (a refusal is shown as a warning), then it is rolled, carded and written back to this actor.
   */
  static async #sheetAction(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const button = target.closest<HTMLElement>("[data-sheet-action]");
    if (button) await this.runSheetAction({ ...button.dataset } as Record<string, string>);
  }

  /** A sheet action by its button's data (`sheetAction` names it): from the button, or its hotbar macro. */
  async runSheetAction(data: Record<string, string>): Promise<void> {
    const { ruleset, sheet } = this.#sheet();
    const action = sheet.actions?.[data["sheetAction"] ?? ""];
    if (!action) return;
    // The outcome is written to this actor through its document: only an owner's client may do that.
    if (!this.document.isOwner) {
      ui.notifications?.warn("FRAY.Action.NotOwner", { localize: true });
      return;
    }
    const items = this.#actionItems();
    let req: unknown;
    try {
      req = await action.prepare({
        ...this.#rollContext(ruleset),
        name: this.document.name,
        statuses: [...this.document.statuses],
        data: { ...data },
        askFields: askActionFields,
        options: currentRulesOptions(),
        items,
      });
    } catch (e) {
      // Notifications render HTML: the reason (which can name an item or a target) is escaped.
      ui.notifications?.warn(refusalReason(e, game.i18n));
      return;
    }
    if (req === null) return;
    // In a running fight the action's cost (a combo's seconds, a Break free's main action) is charged first, or refused.
    const cost = action.cost?.(req) ?? null;
    if (cost && !(await payFromPlay(this.document, cost))) return;
    // A combo whose seconds spill into the next turn is rolled when its last second is spent.
    if (cost) await actionNowOrHold(this.document, data["sheetAction"] ?? "", action, req);
    else await runAction(this.document, action, req, { offerRaise: true });
  }

  /** A sheet action's button dragged to the hotbar becomes its macro (applications/hotbar.ts). */
  protected override async _onRender(context: foundry.applications.api.ApplicationV2.RenderContext, options: foundry.applications.api.ApplicationV2.RenderOptions) {
    await super._onRender(context, options);
    for (const button of this.element.querySelectorAll<HTMLElement>("[data-sheet-action]")) {
      button.draggable = true;
      button.addEventListener("dragstart", (event) => {
        const name = button.textContent?.trim() || button.getAttribute("aria-label") || "";
        event.dataTransfer?.setData("text/plain", JSON.stringify(sheetActionDragData(this.document.uuid, button.dataset, name)));
      });
    }
  }

  /**
   * A ruleset's attack without a weapon (data-sheet-attack names it in the adapter's sheet.attackActions): built
   * from the actor and the user's target (a refusal is shown as a warning), then paid and rolled like a weapon
   * attack, so the card is bound to the targets and its outcome applied through the GM's client.
   */
  static async #sheetAttack(this: FrayActorSheet, event: PointerEvent, target: HTMLElement): Promise<void> {
    const button = target.closest<HTMLElement>("[data-sheet-attack]");
    const { ruleset, sheet } = this.#sheet();
    const attack = sheet.attackActions?.[button?.dataset["sheetAttack"] ?? ""];
    if (!button || !attack) return;
    // A button on a weapon's row (data-item-id) gets that weapon's board prefill (band …), as its attack button does.
    const item = button.dataset["itemId"] ? this.document.items.get(button.dataset["itemId"]) : undefined;
    const board = item ? boardDialogPrefill(this.document, item.system.toObject(false) as Partial<WeaponSystem>) : { data: {}, refusal: null };
    if (board.refusal) return void ui.notifications?.warn(escapeHtml(board.refusal));
    let req: RollRequest | AttackSeries<RollRequest> | null;
    try {
      const cue = { ...cueOf(event, button), ...(item ? { item: item.name } : {}) };
      req = await attack({ ...this.#rollContext(ruleset, board.data, cue), name: this.document.name, statuses: [...this.document.statuses], data: { ...button.dataset }, askFields: askActionFields, options: currentRulesOptions(), items: this.#actionItems() });
    } catch (e) {
      notifyRefusal("FRAY.Notice.AttackRefused", e);
      return;
    }
    if (req === null) return;
    if ("series" in req) return this.#attackSeries(req);
    const built = req;
    await this.#attack(() => built, sheet.attackCost?.(button.dataset["sheetAttack"] ?? "", built) ?? sheet.attackCosts?.[button.dataset["sheetAttack"] ?? ""]);
  }

  /** Several attacks as one play (dual wielding): charged once for all of them, rolled together, a bound card each. */
  async #attackSeries(attacks: AttackSeries<RollRequest>): Promise<void> {
    if (!(await payFromPlay(this.document, "attack", attacks.repeat))) return;
    await rollAndPostSeries(this.document, attacks.series);
  }

  static async #editItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.document.items.get(dataset(target, "item-id"))?.sheet?.render(true);
  }

  static async #deleteItem(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    await this.document.items.get(dataset(target, "item-id"))?.deleteDialog();
  }

  static async #addSkill(this: FrayActorSheet): Promise<void> {
    const update = this.#sheet().sheet.addSkill?.(this.document.system.stats);
    if (update) await this.document.update(update);
  }

  static async #removeSkill(this: FrayActorSheet, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const update = this.#sheet().sheet.removeSkill?.(this.document.system.stats, Number(dataset(target, "index")));
    if (update) await this.document.update(update);
  }
}
