import { createTheme } from '@mantine/core';

// Mantine's default breakpoints are kept (postcss.config.js mirrors them for CSS modules).
export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
});
