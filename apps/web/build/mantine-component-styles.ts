import type { Plugin } from 'vite';

// Mantine's stylesheet holds every component's rules: 29 KB compressed, all of it before the first
// paint of any page. In the build each component's rules travel with its code instead, as Mantine's
// per-component stylesheets allow: the stylesheet the console imports becomes the base (reset, theme
// variables, global rules), and each component's class-name module (`Button.module.mjs`, one per
// stylesheet) imports its own `styles/Button.css`. A page then loads the rules of the components its
// chunks hold, in the order their modules run, so a component's rules come before those of the
// components built on it and before the console's own modules that adjust it. The dev server keeps
// the whole stylesheet (its pre-bundled Mantine never reaches this plugin's transform).

const WHOLE_STYLESHEET = '@mantine/core/styles.css';
const BASE = 'virtual:mantine-base-styles';
const BASE_STYLESHEETS = ['baseline', 'default-css-variables', 'global'];
const CLASS_NAME_MODULE = /[\\/]@mantine[\\/]core[\\/]esm[\\/].+[\\/]([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentStyles(): Plugin {
  return {
    name: 'baitwatch-mantine-component-styles',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source === WHOLE_STYLESHEET ? `\0${BASE}` : null;
    },
    load(id) {
      if (id !== `\0${BASE}`) return null;
      return BASE_STYLESHEETS.map((name) => `import '@mantine/core/styles/${name}.css';`).join('\n');
    },
    transform(code, id) {
      const component = CLASS_NAME_MODULE.exec(id)?.[1];
      if (!component) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}
