import { defineConfig } from "vitest/config";

/**
 * Three projects: `unit` (everything in Node, no browser, on the Foundry double's generation 13), `v14` (the
 * Foundry-layer tests again, on the double's generation 14: Fray is one build for both) and `browser`
 * (test/browser: real templates and CSS rendered in a Chromium that test/browser/launch.ts finds by itself).
 * `npm test` runs all three; `npm run test:unit`, `npm run test:v14` and `npm run test:browser` run one.
 */
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["test/**/*.test.ts"], exclude: ["test/browser/**"] },
      },
      {
        extends: true,
        test: { name: "v14", include: ["test/double/**/*.test.ts", "test/foundry/**/*.test.ts"], env: { FRAY_FOUNDRY_GENERATION: "14" } },
      },
      {
        extends: true,
        test: { name: "browser", include: ["test/browser/**/*.test.ts"] },
      },
    ],
  },
});
