/**
 * foundry.applications.sidebar.tabs.CombatTracker (the sidebar tab, an ApplicationV2 with Handlebars PARTS).
 * Sources: foundry-v13-notes §3.5 (PARTS header/tracker/footer; `_prepareCombatContext`, `_prepareTrackerContext`
 * filling `context.turns` from `_prepareTurnContext(combat, combatant, index)`; core actions `toggleHidden`,
 * `toggleDefeated`, `pingCombatant`, `rollInitiative`, `activateCombatant`; Draw Steel, RQG, Cosmere), and
 * the API page https://foundryvtt.com/api/v13/classes/foundry.applications.sidebar.tabs.CombatTracker.html
 * (`viewed`: the combat shown, which need not be `game.combat`, foundry-traps #14).
 */
import { ApplicationV2, HandlebarsApplicationMixin } from "./applications";
import { setCoreTemplate } from "./templates";
import { world } from "./world";

type Rec = Record<string, unknown>;

/** The little of Combat/Combatant the tracker reads (the double's documents provide it). */
interface TrackerCombatant {
  id: string | null;
  name: string;
  img?: string | null;
  hidden: boolean;
  isDefeated: boolean;
  isOwner: boolean;
  initiative: number | null;
  update(data: Rec): Promise<unknown>;
  rollInitiative(): Promise<unknown>;
}
interface TrackerCombat {
  id: string | null;
  round: number;
  turn: number | null;
  started: boolean;
  turns: TrackerCombatant[];
  combatants: { get(id: string): TrackerCombatant | undefined };
  combatant?: TrackerCombatant | null;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  previousTurn(): Promise<unknown>;
  nextRound(): Promise<unknown>;
  previousRound(): Promise<unknown>;
}

const CORE = "templates/sidebar/tabs/combat";
// GUESS: core's header and footer markup, reduced to what a system's tracker part sits between (round title;
// the encounter controls as core's data-action names). Fray replaces only the `tracker` part.
setCoreTemplate(`${CORE}/header.hbs`, `<header class="combat-tracker-header">{{#if combat}}<h3 class="encounter-title">{{localize "COMBAT.Round"}} {{combat.round}}</h3>{{/if}}</header>`);
setCoreTemplate(
  `${CORE}/tracker.hbs`,
  `<ol class="combat-tracker plain">{{#each turns}}<li class="combatant {{css}}" data-combatant-id="{{id}}" data-action="activateCombatant"><span class="name">{{name}}</span></li>{{/each}}</ol>`,
);
setCoreTemplate(
  `${CORE}/footer.hbs`,
  `<nav class="combat-controls">{{#if combat}}{{#if combat.started}}<button type="button" data-action="previousTurn">&lt;</button><button type="button" data-action="nextTurn">&gt;</button>{{else}}<button type="button" data-action="startCombat">{{localize "COMBAT.Begin"}}</button>{{/if}}{{/if}}</nav>`,
);

export class CombatTracker extends HandlebarsApplicationMixin(ApplicationV2) {
  static override DEFAULT_OPTIONS: Rec = {
    id: "combat",
    tag: "section",
    classes: ["tab", "sidebar-tab", "combat-sidebar"],
    window: { frame: false },
    actions: {
      activateCombatant: CombatTracker.#noop,
      pingCombatant: CombatTracker.#noop,
      toggleHidden: CombatTracker.#toggleHidden,
      toggleDefeated: CombatTracker.#toggleDefeated,
      rollInitiative: CombatTracker.#rollInitiative,
      startCombat: CombatTracker.#combatStep("startCombat"),
      nextTurn: CombatTracker.#combatStep("nextTurn"),
      previousTurn: CombatTracker.#combatStep("previousTurn"),
      nextRound: CombatTracker.#combatStep("nextRound"),
      previousRound: CombatTracker.#combatStep("previousRound"),
    },
  };

  static override PARTS = {
    header: { template: `${CORE}/header.hbs` },
    tracker: { template: `${CORE}/tracker.hbs` },
    footer: { template: `${CORE}/footer.hbs` },
  };

  /** The combat shown; another one than game.combat when the GM views it (foundry-traps #14). */
  #viewed: TrackerCombat | null = null;
  get viewed(): TrackerCombat | null {
    return this.#viewed ?? ((game as unknown as { combat?: TrackerCombat | null }).combat ?? null);
  }
  /** Show another encounter (core: the encounter cycling buttons); the double's handle `view(combat)` sets it. */
  set viewed(combat: TrackerCombat | null) {
    this.#viewed = combat;
  }

  override async _prepareContext(options: Rec): Promise<Rec> {
    const context = await super._prepareContext(options);
    return Object.assign(context, { combat: this.viewed, user: world().user() });
  }

  override async _preparePartContext(partId: string, context: Rec, options: Rec): Promise<Rec> {
    const ctx = await super._preparePartContext(partId, context, options);
    if (partId === "tracker") await this._prepareTrackerContext(ctx, options);
    else await this._prepareCombatContext(ctx, options);
    return ctx;
  }

  async _prepareCombatContext(context: Rec, _options: Rec): Promise<void> {
    const combat = this.viewed;
    Object.assign(context, { combat, round: combat?.round ?? 0, turn: combat?.turn ?? null, hasCombat: combat !== null });
  }

  async _prepareTrackerContext(context: Rec, _options: Rec): Promise<void> {
    const combat = this.viewed;
    const turns: Rec[] = [];
    for (const [i, combatant] of (combat?.turns ?? []).entries()) turns.push(await this._prepareTurnContext(combat!, combatant, i));
    context["turns"] = turns;
  }

  /** Core's turn fields (notes §3.5): id, name, img, css, active, hidden, isDefeated, initiative, hasRolled, canPing, isOwner. */
  async _prepareTurnContext(combat: TrackerCombat, combatant: TrackerCombatant, index: number): Promise<Rec> {
    const active = combat.turn === index;
    const css = [active ? "active" : "", combatant.hidden ? "hide" : "", combatant.isDefeated ? "defeated" : ""].filter(Boolean).join(" ");
    return {
      id: combatant.id,
      name: combatant.name,
      img: combatant.img ?? "icons/svg/mystery-man.svg",
      css,
      active,
      hidden: combatant.hidden,
      isDefeated: combatant.isDefeated,
      initiative: combatant.initiative,
      hasRolled: combatant.initiative !== null,
      canPing: false,
      isOwner: combatant.isOwner,
      resource: null,
      effects: { icons: [], tooltip: "" },
    };
  }

  /** GUESS: core's own right-click entries are left out; systems append theirs to what this returns. */
  _getEntryContextOptions(): Rec[] {
    return [];
  }

  #combatant(target: HTMLElement): TrackerCombatant | undefined {
    const id = target.closest<HTMLElement>("[data-combatant-id]")?.dataset["combatantId"] ?? "";
    return this.viewed?.combatants.get(id);
  }

  static #noop(): void {}
  static async #toggleHidden(this: CombatTracker, _e: Event, target: HTMLElement): Promise<void> {
    const c = this.#combatant(target);
    if (c) await c.update({ hidden: !c.hidden });
  }
  static async #toggleDefeated(this: CombatTracker, _e: Event, target: HTMLElement): Promise<void> {
    const c = this.#combatant(target);
    if (c) await c.update({ defeated: !c.isDefeated });
  }
  static async #rollInitiative(this: CombatTracker, _e: Event, target: HTMLElement): Promise<void> {
    await this.#combatant(target)?.rollInitiative();
  }
  static #combatStep(step: "startCombat" | "nextTurn" | "previousTurn" | "nextRound" | "previousRound") {
    return async function (this: CombatTracker): Promise<void> {
      await this.viewed?.[step]();
    };
  }
}
