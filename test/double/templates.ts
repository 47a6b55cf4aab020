/**
 * `foundry.applications.handlebars.renderTemplate(path, data)`: resolves to the HTML of a template file rendered with
 * `data` (API: https://foundryvtt.com/api/v13/functions/foundry.applications.handlebars.renderTemplate.html).
 * GUESS: the markup is not rendered here: it resolves to an empty string and records the call, so GM-side code that
 * posts a card runs in Node. What a template shows is checked in Chromium (test/browser).
 */
export const RENDERED: { path: string; data: unknown }[] = [];

export function installTemplates(): void {
  const g = globalThis as unknown as { foundry: Record<string, unknown> };
  const applications = (g.foundry["applications"] ??= {}) as Record<string, unknown>;
  applications["handlebars"] = {
    ...(applications["handlebars"] as object | undefined),
    renderTemplate: async (path: string, data: unknown) => {
      RENDERED.push({ path, data });
      return "";
    },
  };
}
