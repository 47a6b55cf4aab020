/**
 * Templates compiled once, while the world loads, instead of by the first render that needs them. Foundry's
 * loadTemplates/getTemplate fetch a template once and cache it ("Load and cache a set of templates", API
 * foundry.applications.handlebars.loadTemplates), but Handlebars compiles a template only when it is first called
 * ("Template is only compiled on first use and cached after that point": handlebars, compiler.js `compile`). So the
 * first sheet a user opened paid for fetching its parts and compiling them. Calling each template once with an empty
 * context compiles it; a helper that cannot work on missing data throws after the compile, so that error is dropped.
 */

/** A HandlebarsApplication part: its template and the partials it uses (foundry-v13-notes §2.3). */
interface Part {
  template: string;
  templates?: readonly string[];
}

/** Every template the parts render, partials included. */
export function partTemplates(parts: Readonly<Record<string, Part>>): string[] {
  return Object.values(parts).flatMap((p) => [p.template, ...(p.templates ?? [])]);
}

/** Fetch (once: Foundry caches) and compile each template; the world's first render then only runs them. */
export async function compileTemplates(paths: readonly string[]): Promise<void> {
  const templates = await foundry.applications.handlebars.loadTemplates([...new Set(paths)]);
  for (const template of templates) {
    try {
      template({});
    } catch {
      // Compiled before it ran: an empty context may trip a helper, which is no fault of the template.
    }
  }
}
