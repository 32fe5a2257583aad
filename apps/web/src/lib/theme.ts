import { createTheme, type CSSVariablesResolver } from '@mantine/core';

// Mantine's default breakpoints are kept (postcss.config.js mirrors them for CSS modules).
// Shade 7 of indigo, not Mantine's default 6, keeps white button text and indigo links above the
// WCAG AA contrast ratio of 4.5:1 (6 gives 4.3:1 on white).
//
// Focus: a ring on every focused control reached by keyboard ('auto' = :focus-visible), drawn by
// Mantine on its own components and by focus.css on everything else (plain links, scroll boxes).
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  focusRing: 'auto',
  components: {
    // Mantine leaves the show-password button out of the tab order; keyboard users need it too.
    // A plain object, not PasswordInput.extend: that would pull the component into the first load.
    PasswordInput: { defaultProps: { visibilityToggleFocusable: true } },
    // A light alert's title takes its colour's light shade, below 4.5:1 on the tinted background
    // for green and red; the body text's colour reads on all of them.
    Alert: { styles: { title: { color: 'var(--mantine-color-text)' } } },
  },
});

// Mantine's default "dimmed" grey (gray.6) is 3.3:1 on white, below AA for body text; gray.7 is 8:1.
// Its field-error red (red.6) is 3.3:1 too; red.9 is 5.6:1.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
