import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// What the layers may not import (the layers' rule below).
const layerPatterns = [
  {
    group: ["~/routes", "~/routes/**", "**/routes/**"],
    message: "Components and app/lib do not import routes: move the type or hook to app/lib.",
  },
  {
    group: ["~/.server/**", "**/.server/**", "**/*.server"],
    message: "Server-only code stays out of components and app/lib: pass the data as props.",
  },
];

const allTextsPattern = {
  group: ["~/i18n/texts", "**/i18n/texts"],
  message:
    "Store components and islands read texts with useTexts (~/i18n/use-texts): ~/i18n/texts holds every catalogue.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/",
      "traces/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Plain-JavaScript launchers run by Node before anything is built.
    files: ["scripts/**/*.mjs", "tools/**/*.mjs"],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The service worker: plain JavaScript run by the browser in its own global scope.
    files: ["public/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The layers (README "Layout"): components, app/lib and the catalogues sit below the routes
    // and are shared by server and browser, so they import neither a route module nor server-only
    // code. What a component needs from a route (a loader's data type, a hook) lives in app/lib or
    // app/components, and the route checks its answer against it.
    files: ["app/components/**", "app/lib/**", "app/i18n/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: layerPatterns }],
    },
  },
  {
    // Store components and islands read texts with useTexts
    // (docs/decisions/010-typed-message-catalogues.md): every catalogue in full (~/i18n/texts)
    // would reach a shopper's bundle. A later entry replaces the rule's options, so the store
    // components' entry repeats the layers' patterns.
    files: ["app/components/store/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...layerPatterns, allTextsPattern] }],
    },
  },
  {
    files: ["app/islands/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [allTextsPattern] }],
    },
  },
);
