/**
 * `npm run bench [section …] [--no-browser]`: every figure as min / median / max per operation, its ratio to the
 * reference loop and the median that ratio gives on the reference machine (reference.ts), against issue 31's targets,
 * in Node 20 and, below each Node line, in Chromium. Sections: dice, odds, attack, areas, scheduler, storage, prepare, sim (all
 * when none is named, then the sheet render and the board). `npm run bench -- odds scheduler` runs only those two. Timings are
 * reported, never asserted: the machine may be shared.
 */
import { chromiumSections } from "./browser";
import { sinkValue } from "./measure";
import { referenceKept } from "./reference";
import { formatSection } from "./report";
import { runSections } from "./sections";
import { sheetFigures } from "./sheets";

const args = process.argv.slice(2);
const browser = !args.includes("--no-browser");
const named = args.filter((a) => !a.startsWith("--"));
/** Benches with their own report, run after the timed sections. */
const OWN_REPORTS = ["storage", "prepare", "sim"];
const names = named.filter((n) => !OWN_REPORTS.includes(n));

console.log("Fray benchmarks: time per operation (min / median / max over samples); ×ref: median over the reference loop;");
console.log("on ref.: that ratio times the loop's time on the reference machine (reference.ts): the figure judged.");
const node = named.length > 0 && names.length === 0 ? [] : runSections(names);
const chromium = browser && node.length > 0 ? await chromiumSections(names) : [];
node.forEach((section, i) => {
  for (const line of formatSection(section, chromium[i])) console.log(line);
});
if (browser && named.length === 0) {
  for (const line of formatSection({ title: "Sheet render in Chromium (from Node: template, then the page's load and layout)", figures: await sheetFigures() })) console.log(line);
}
if (named.length === 0 || named.includes("storage")) {
  const { combatStorageBench } = await import("./combat-storage"); // bytes per step and stored size (issue 31)
  for (const row of await combatStorageBench([])) console.log(row);
}
if (named.length === 0 || named.includes("prepare")) await import("./prepare"); // world load and first render: prints its own report
if (named.length === 0 || named.includes("sim")) {
  const { oddsSimBench } = await import("./odds-sim"); // encounter odds: auto-played fights a second (issue 30)
  for (const row of await oddsSimBench([])) console.log(row);
  if (browser) {
    const { oddsBrowserBench } = await import("./odds-browser"); // the same on real web workers in Chromium
    for (const row of await oddsBrowserBench([])) console.log(row);
  }
}
if (named.length === 0) {
  console.log("");
  await import("./board"); // the board's hot paths (Node only; `npm run bench:board` alone): it prints its own report
}
if (sinkValue() === 0.5 || referenceKept() === 0.5) console.log(""); // keeps the measured results observable
