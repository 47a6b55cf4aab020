import { defineConfig } from "vitest/config";

/**
 * Two projects: `unit` (everything in Node, no browser) and `browser` (test/browser: real templates and CSS
 * rendered in a Chromium that test/browser/launch.ts finds by itself). `npm test` runs both;
 * `npm run test:unit` / `npm run test:browser` run one.
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
        test: { name: "browser", include: ["test/browser/**/*.test.ts"] },
      },
    ],
  },
});
