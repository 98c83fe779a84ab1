import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import postcssPresetMantine from 'postcss-preset-mantine';
import { defineConfig, type Plugin } from 'vite';

/** The API the dev server proxies to (the Node server started with `npm run dev` or `cli.js start`). */
const API_TARGET = process.env.TRADEHALL_API_URL ?? 'http://127.0.0.1:8080';

const MANTINE_STYLES = join(
  dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css')),
  'styles',
);
/** Mantine's class-name map of one component, e.g. `…/esm/components/Button/Button.module.mjs`. */
const CLASS_MAP = /@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.mjs$/;

/**
 * Mantine's styles per component (issue 15): each component's class-name module imports that component's
 * stylesheet (`@mantine/core/styles/<Component>.css`), so a chunk carries the CSS of exactly the components
 * whose code it carries, in dependency order, and the login page does not load the whole 248 KB sheet.
 * main.tsx imports the baseline, CSS variables and global styles. The dev server pre-bundles Mantine into one
 * file, so there it takes the full stylesheet instead.
 */
function mantineStylesPerComponent(): Plugin {
  let serving = false;
  return {
    name: 'tradehall:mantine-styles-per-component',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      if (serving) {
        return id.endsWith('/src/main.tsx') ? `import '@mantine/core/styles.css';\n${code}` : null;
      }
      const component = CLASS_MAP.exec(id)?.[1];
      if (!component || !existsSync(join(MANTINE_STYLES, `${component}.css`))) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}

export default defineConfig({
  plugins: [mantineStylesPerComponent(), react()],
  css: { postcss: { plugins: [postcssPresetMantine()] } },
  server: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  preview: { proxy: { '/api': { target: API_TARGET, changeOrigin: false } } },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 600 },
});
