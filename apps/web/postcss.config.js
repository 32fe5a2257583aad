// Mantine's PostCSS preset (rem(), light-dark(), mixins) and its breakpoints as $variables, so CSS
// modules can write `@media (min-width: $mantine-breakpoint-sm)`. Keep in step with the theme.
// An ES module (.js in this "type": "module" package) rather than postcss.config.cjs: the root ESLint
// config lints *.cjs with type information, which a config file outside any tsconfig cannot have.
export default {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
