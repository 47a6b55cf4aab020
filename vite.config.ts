import { defineConfig } from "vite";

/**
 * Library build of the system entry into dist/fray.mjs (the file system.json's esmodules names).
 * Static files (system.json, styles, lang, templates) are copied by scripts/copy-static.mjs and packs are
 * compiled by scripts/build-packs.mjs, so dist/ becomes a complete system folder.
 */
export default defineConfig({
  publicDir: false,
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: true,
    // Readable output: Foundry users debug systems in the browser console.
    minify: false,
    lib: {
      entry: "module/fray.ts",
      formats: ["es"],
      fileName: () => "fray.mjs",
    },
    rolldownOptions: {
      output: {
        // Class names survive bundling: Foundry and our sheets look classes up by name.
        keepNames: true,
      },
    },
  },
});
