/**
 * `npm run bench`: every figure as min / median / max per operation, against its target (docs/testing.md says
 * why each target is what it is). Timings are reported, never asserted: the machine may be shared.
 * `npm run bench -- --no-browser` skips the Chromium sheet renders.
 */
import { areaFigures } from "./areas";
import { attackFigures } from "./attack";
import { diceFigures } from "./dice";
import { sinkValue } from "./measure";
import { oddsFigures } from "./odds";
import { printSection } from "./report";
import { sheetFigures } from "./sheets";

console.log("Fray benchmarks: time per operation (min / median / max over samples); targets judged on the median.");
printSection("Dice: engine vs @dice-roller/rpg-dice-roller, both rolling and counting the same pool", diceFigures());
printSection("Exact odds", oddsFigures());
printSection("A full attack through queued dice, from request to chat-card data", attackFigures());
printSection("Areas", areaFigures());
if (!process.argv.includes("--no-browser")) printSection("Sheet render in Chromium", await sheetFigures());
if (sinkValue() === 0.5) console.log(""); // keeps the measured results observable
