import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/**", "public/**", "node_modules/**", "test-results/**", "playwright-report/**", "lighthouse/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // Layers (docs/decisions/017; app/layers.test.ts checks the whole graph for cycles). Each rule says what a
  // layer may not import; relative paths and the ~/ alias are both covered.
  {
    // The store layer knows tables, not content: tests included, so db/ stays a layer of its own.
    files: ["db/**/*.{ts,mjs}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+(app|server|scripts|tests|content)(/|$))",
              message: "db/ is the generic store layer: it imports nothing from app/, server/, scripts/, tests/ or content/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/content/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "**/*.testing.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)(components|routes)(/|$)",
              message: "The content layer imports no UI module (app/components, app/routes).",
            },
            {
              regex: "^(~/|(\\.\\./)+)(root|entry\\.(server|client)|services\\.server|load-context)$",
              message: "The content layer imports nothing of the app's root: declare the type here and let the root import it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/utils/**/*.{ts,tsx}", "app/i18n/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~/|(\\.\\./)+)(content|components|routes)(/|$)",
              message: "app/utils and app/i18n sit below the content and UI layers: they import neither.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^(~/|(\\.\\./)+)routes(/|$)", message: "Components do not import route modules." }] },
      ],
    },
  },
  {
    // HTTP only: from app/ it takes types (the app itself comes from the Remix build, decision 006).
    files: ["server/**/*.ts", "server.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./|\\./)+app(/|$)",
              allowTypeImports: true,
              message: "server/ imports app code only as types: the app is loaded from the Remix build (decision 006).",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        fetch: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
        setInterval: "readonly",
        clearInterval: "readonly",
        Buffer: "readonly",
        setImmediate: "readonly",
        FormData: "readonly",
        performance: "readonly",
      },
    },
  },
);
