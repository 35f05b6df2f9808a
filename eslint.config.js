// Lint rules: typescript-eslint (type-aware), React hooks, no import cycles, and the dependency
// direction of docs/ARCHITECTURE.md: engine knows nothing of the app, flow, capture or server;
// the server imports no React; widgets import the engine, never the app.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  {
    ignores: [
      "dist/",
      "node_modules/",
      "src/generated/",
      "test-results/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    settings: {
      "import-x/resolver-next": [
        createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".json"] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "import-x/no-cycle": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-confusing-void-expression": "off",
      "@typescript-eslint/no-unnecessary-condition": "off",
      "@typescript-eslint/no-unnecessary-type-parameters": "off",
      "@typescript-eslint/unbound-method": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: "./src/engine",
              from: ["./src/app", "./src/flow", "./src/server", "./src/capture", "./widgets"],
              message: "The engine is generic: it knows nothing of the brokerage.",
            },
            {
              target: "./src/server",
              from: ["./src/app", "./src/flow", "./src/engine", "./widgets"],
              message: "The server imports no React code.",
            },
            {
              target: "./widgets",
              from: ["./src/app", "./src/flow", "./src/server"],
              message: "Widgets plug into the engine, never into the app.",
            },
            {
              target: "./src/shared",
              from: ["./src/app", "./src/flow", "./src/engine", "./src/server", "./widgets"],
              message: "Shared code stands on its own.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**", "e2e/**", "scripts/**"],
    rules: {
      "@typescript-eslint/no-floating-promises": "off",
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-empty-function": "off",
      "@typescript-eslint/no-useless-constructor": "off",
    },
  },
  {
    // Tests may read the project's real schemas and locale files, and Playwright fixtures call `use`.
    files: ["**/*.test.ts", "**/*.test.tsx", "e2e/**"],
    rules: { "import-x/no-restricted-paths": "off", "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["eslint.config.js"],
    ...tseslint.configs.disableTypeChecked,
  },
);
