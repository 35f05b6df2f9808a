import { defineConfig } from "vite";

export default defineConfig({
  root: ".",
  base: "/",
  oxc: { jsx: { runtime: "automatic" } },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
    // The built-in modulepreload polyfill injects no inline script, but modern targets do not need it.
    modulePreload: { polyfill: false },
    target: "es2022",
  },
  server: { host: "127.0.0.1" },
});
