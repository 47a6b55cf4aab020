// Fray's lint (`npm run lint`): typescript-eslint's recommended rules, no import cycles in module/, and the
// engine's purity rules (no Foundry globals, nothing imported from outside module/engine/, dice never from
// Math.random). Syntax only, no type information, so it stays fast; `npm run typecheck` does the types.
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";

const { createNodeResolver } = importX;

/** The Foundry globals the engine must never touch. */
export const FOUNDRY_GLOBALS = ["foundry", "game", "CONFIG", "canvas", "ui", "Hooks"];

const TS_FILES = ["module/**/*.ts", "scripts/**/*.ts", "test/**/*.ts", "bench/**/*.ts"];

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "packs/**", "test-results/**"] },
  {
    files: TS_FILES,
    extends: [tseslint.configs.recommended],
    rules: {
      // Unused names are errors; parameters are not (a callback's signature is the caller's), nor `_`-prefixed names.
      "@typescript-eslint/no-unused-vars": ["error", { args: "none", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    // An import cycle makes load order decide what is undefined at start-up: none anywhere in module/. This rule
    // skips type imports; scripts/check-cycles.mjs (also in `npm run lint`) counts them too.
    files: ["module/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      // Follow extensionless TypeScript imports, and parse the .ts files they reach.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".js", ".mjs", ".json"] })],
      "import-x/extensions": [".ts", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts"] },
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    // The engine is Foundry-free and pure (docs/engine.md).
    files: ["module/engine/**/*.ts"],
    rules: {
      "no-restricted-globals": ["error", ...FOUNDRY_GLOBALS.map((name) => ({ name, message: "the engine is Foundry-free" }))],
      // Packages: only pure-rand (the seeded generator behind seededDice) and immer (the scheduler's drafts and patches).
      "no-restricted-imports": ["error", { patterns: [{ regex: "^(?!\\.|(pure-rand|immer)(/|$))", message: "the engine imports no package but pure-rand and immer" }] }],
      // Relative imports stay inside module/engine/.
      "import-x/no-restricted-paths": [
        "error",
        { basePath: import.meta.dirname, zones: [{ target: "./module/engine", from: "./module", except: ["./engine"], message: "the engine imports nothing from outside module/engine/" }] },
      ],
      "no-restricted-syntax": [
        "error",
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: "the engine takes dice from a DiceSource, never Math.random" },
      ],
    },
  },
);
