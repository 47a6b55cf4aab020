import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { STATIC_DIRS, copyStatic, listFiles } from "./scripts/lib/dist";

const root = fileURLToPath(new URL(".", import.meta.url));
const watching = process.argv.includes("--watch") || process.argv.includes("-w");

/**
 * `npm run dev` (vite build --watch): also watch styles/, lang/ and templates/ and copy them into dist/ after
 * every rebuild, so a dist/ linked into Foundry picks up CSS, template and lang edits through hotReload.
 * One-off builds leave copying to scripts/copy-static.mjs.
 */
function copyStaticWhenWatching(): Plugin {
  return {
    name: "fray:copy-static-when-watching",
    apply: "build",
    buildStart() {
      if (!this.meta.watchMode) return;
      for (const dir of STATIC_DIRS) {
        try {
          for (const file of listFiles(`${root}${dir}`)) this.addWatchFile(`${root}${dir}/${file}`);
        } catch {
          // The folder does not exist (yet): nothing to watch.
        }
      }
    },
    writeBundle() {
      if (this.meta.watchMode) copyStatic(root, `${root}dist`);
    },
  };
}

/**
 * Library build of the system entry into dist/fray.mjs (the file system.json's esmodules names).
 * Static files (system.json, styles, lang, templates) are copied by scripts/copy-static.mjs and packs are
 * compiled by scripts/build-packs.mjs, so dist/ becomes a complete system folder.
 */
export default defineConfig({
  publicDir: false,
  // Emitted files (the encounter-odds web worker) are loaded relative to fray.mjs: Foundry serves the system under
  // /systems/fray/, so the default base "/" would point the worker at the server's root.
  base: "./",
  plugins: [copyStaticWhenWatching()],
  // Library builds keep `process.env.NODE_ENV` as written, and immer reads it at load: in a browser (Foundry's
  // client) `process` does not exist, so the bundle threw a ReferenceError before init (bundle-smoke.test.ts).
  define: { "process.env.NODE_ENV": JSON.stringify(watching ? "development" : "production") },
  build: {
    outDir: "dist",
    // A watching build must not wipe the packs, styles and system.json a full build put into dist/.
    emptyOutDir: !watching,
    target: "es2022",
    // Release builds write the map beside the bundle without linking it: the zip leaves it out and the release
    // workflow attaches it as a separate asset. `npm run dev` links it and skips minifying, for debugging.
    sourcemap: watching ? true : "hidden",
    // Minified, but classes and functions keep their names (rolldownOptions.output.keepNames below and the
    // minifier's own keepNames), so console stack traces and Foundry's class registries stay readable.
    minify: !watching,
    lib: {
      entry: "module/fray.ts",
      formats: ["es"],
      fileName: () => "fray.mjs",
    },
    rolldownOptions: {
      output: {
        // Class names survive bundling: Foundry and our sheets look classes up by name.
        keepNames: true,
        minify: watching ? false : { compress: { keepNames: { function: true, class: true } }, mangle: { keepNames: true }, codegen: { removeWhitespace: true } },
      },
    },
  },
});
