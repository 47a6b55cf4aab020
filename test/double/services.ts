/**
 * game.settings, game.i18n, game.time and ui.notifications. Sources: foundry-v13-notes §8 (settings register/get/
 * set, i18n localize/format) and the API pages https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html,
 * foundry.helpers.Localization.html, foundry.helpers.GameTime.html, foundry.applications.ui.Notifications.html.
 */
import type { HooksDouble } from "./hooks";
import { flattenObject, deepClone } from "./utils";

type Rec = Record<string, unknown>;

export interface SettingConfig {
  name?: string;
  scope?: string;
  default?: unknown;
  type?: unknown;
  choices?: Record<string, string>;
  onChange?: (value: unknown) => void;
  [key: string]: unknown;
}

export class SettingsDouble {
  readonly settings = new Map<string, SettingConfig>();
  private values = new Map<string, unknown>();
  register(namespace: string, key: string, config: SettingConfig): void {
    this.settings.set(`${namespace}.${key}`, { ...config });
  }
  /**
   * API ClientSettings#registerMenu(namespace, key, {name, label, hint, icon, type, restricted}): a button in the
   * settings window opening `type`, listed in registration order (foundry-v13-notes §8; dnd5e and Draw Steel
   * register theirs in init). GUESS: the order of the buttons is the order of the calls, as for settings.
   */
  readonly menus = new Map<string, SettingConfig>();
  registerMenu(namespace: string, key: string, config: SettingConfig): void {
    this.menus.set(`${namespace}.${key}`, { ...config });
  }
  /** API ClientSettings#get: an unregistered key throws; a stored value else the registered default. */
  get(namespace: string, key: string): unknown {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    return deepClone(this.values.has(id) ? this.values.get(id) : config.default);
  }
  /** GUESS: set stores the value as given (core casts by `type`); onChange runs after the store. */
  async set(namespace: string, key: string, value: unknown): Promise<unknown> {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    this.values.set(id, deepClone(value));
    config.onChange?.(value);
    return value;
  }
}

/** game.i18n from a language file: nested keys flattened to dots; a missing key is returned as is. */
export class I18nDouble {
  readonly lang = "en";
  readonly translations: Record<string, string>;
  constructor(json: Rec) {
    this.translations = Object.fromEntries(Object.entries(flattenObject(json)).map(([k, v]) => [k, String(v)]));
  }
  has(key: string): boolean {
    return key in this.translations;
  }
  localize(key: string): string {
    return this.translations[key] ?? key;
  }
  /** `{name}` placeholders filled from data; GUESS: an unknown placeholder is left as written. */
  format(key: string, data: Record<string, unknown> = {}): string {
    return this.localize(key).replace(/{([^}]+)}/g, (m, k: string) => (k in data ? String(data[k]) : m));
  }
  getListFormatter(): Intl.ListFormat {
    return new Intl.ListFormat("en");
  }
}

/**
 * game.time. advance(delta) moves worldTime and fires `updateWorldTime(worldTime, delta, options, userId)`
 * (API hookEvents.updateWorldTime). Combat and Token updates accept `{worldTime: {delta}}` (#10924), applied
 * before the update is processed (#11619): document.ts does that.
 */
export class TimeDouble {
  worldTime = 0;
  constructor(private readonly hooks: HooksDouble, private readonly userId: () => string) {}
  async advance(delta: number, options: Rec = {}): Promise<number> {
    this.worldTime += delta;
    this.hooks.callAll("updateWorldTime", this.worldTime, delta, options, this.userId());
    return this.worldTime;
  }
}

export interface Notice {
  type: "info" | "warning" | "error" | "success";
  /** The text as given (after localize/format when asked). */
  message: string;
  options: Rec;
}

/**
 * ui.notifications. Each call is recorded. v13 shows the text as HTML (foundry-traps.md #13); `html` is that
 * text parsed by a browser (no parser in Node: the raw text, which is what the DOM would interpret).
 */
export class NotificationsDouble {
  readonly notices: Notice[] = [];
  constructor(private readonly i18n: () => I18nDouble) {}
  notify(message: string, type: Notice["type"] = "info", options: Rec = {}): Notice {
    let text = message;
    if (options["format"]) text = this.i18n().format(message, options["format"] as Rec);
    else if (options["localize"]) text = this.i18n().localize(message);
    const notice = { type, message: text, options };
    this.notices.push(notice);
    return notice;
  }
  info(message: string, options?: Rec): Notice {
    return this.notify(message, "info", options);
  }
  warn(message: string, options?: Rec): Notice {
    return this.notify(message, "warning", options);
  }
  error(message: string, options?: Rec): Notice {
    return this.notify(message, "error", options);
  }
  success(message: string, options?: Rec): Notice {
    return this.notify(message, "success", options);
  }
}
