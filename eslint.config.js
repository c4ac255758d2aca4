// ESLint flat config: TypeScript, React hooks and accessibility rules for the app, Node globals for the
// server and scripts. Formatting is Prettier's job (`npm run format`; `npm run lint` checks it), so no stylistic rules here.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const ZOD_THROUGH_UTILS = {
  name: "zod",
  message: 'Import z from "~/utils/zod" (jitless in the browser: no eval probe against the CSP, ADR 072).',
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "app/generated/",
      "data/",
      "logs/",
      "test-results/",
      "playwright-report/",
      "public/build/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{js,mjs,ts,tsx}"],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // `_`-prefixed names mark parameters a signature requires but the body does not use.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
    },
  },
  {
    // Hooks live in .tsx components and in .ts files (custom hooks, helpers components call).
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The React Compiler's rule. These components copy server data into local UI state after a navigation
      // (selected image, variant, toast), which an effect does once per change; no compiler runs here.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    // zod only through app/utils/zod.ts, which keeps it from probing for eval in the browser (a CSP violation, ADR 072).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/utils/zod.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [ZOD_THROUGH_UTILS] }] },
  },
  {
    // The module boundary (DESIGN.md): domain rules in app/modules never reach into screens or components; routes
    // and components import modules, not the other way round.
    files: ["app/modules/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [ZOD_THROUGH_UTILS],
          patterns: [
            {
              group: ["~/components/*", "~/routes/*", "**/components/*", "**/routes/*"],
              message: "app/modules must not import components or routes (the dependency goes the other way).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "jsx-a11y": jsxA11y },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Card-like labels wrap their text two spans deep.
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
    },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      // Playwright fixtures must be destructured even when a test uses none: `async ({}, testInfo) => ...`.
      "no-empty-pattern": "off",
      // Tests read whatever a loader or action returned.
      "@typescript-eslint/no-explicit-any": "off",
    },
  },
);
