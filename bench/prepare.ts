/**
 * `npm run bench` (prepare): a world load's actor preparation and an actor sheet's first render (issue 31).
 *
 * Preparation is timed through the Foundry double's document pipeline, `actor.prepareData()`: the system model's
 * prepareBaseData, every owned item's preparation, then the system's prepareDerivedData, in core's order
 * (test/double/document.ts). That is what Foundry runs for each actor of a loading world, items included; the data
 * model alone would leave out the items and the actor's reading of them. Construction (migrate, clean, validate) is
 * left out: it is the double's stand-in for Foundry's own DataModel code, so timing it would time the double.
 * Each ruleset's fixture character (with its items) in a world of that ruleset; 1,000 of them per sample.
 * `--no-browser` skips the Chromium part.
 */
import { frayOnDouble } from "../test/double/fray-world";
import { actorFixture } from "../test/browser/fixtures";
import { RULESETS } from "../module/schema/choices";
import { timeSync } from "./measure";
import { printSection, type Figure } from "./report";

/** Issue 31: a world of 1,000 actors prepares in 20 ms (Node 20). */
const TARGET_NS = 20e6;
const ACTORS = 1000;

type Actor = { prepareData(): void };

export async function prepareFigures(): Promise<Figure[]> {
  const { fray, fresh } = await frayOnDouble();
  const figures: Figure[] = [];
  for (const ruleset of RULESETS) {
    fresh();
    await game.settings.set("fray", "ruleset", ruleset);
    const fixture = actorFixture(ruleset, "character");
    const items = fixture.items.map((i) => ({ name: i.name, type: i.type, system: i.system }));
    const actors: Actor[] = [];
    for (let n = 0; n < ACTORS; n++) actors.push((await fray.FrayActor.create({ name: `${fixture.name} ${n}`, type: "character", system: fixture.system, items } as never)) as unknown as Actor);
    const timed = timeSync(() => {
      for (const actor of actors) actor.prepareData();
    }, { batch: 1, samples: 25 });
    figures.push({ name: `${ruleset}: ${ACTORS} actors of ${items.length} items`, spread: timed.spread, ref: timed.ratio, unit: "time", target: TARGET_NS });
  }
  return figures;
}

printSection("World load: actors prepared in Node through the double's prepareData (per 1,000 actors)", await prepareFigures());
if (!process.argv.includes("--no-browser")) {
  const { firstRenderFigures } = await import("./first-render");
  printSection("Actor sheet first render in Chromium (built bundle over the page double)", await firstRenderFigures());
}
