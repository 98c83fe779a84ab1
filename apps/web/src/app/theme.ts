import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

/**
 * Emerald green, darker than Mantine's own: shade 8 (the filled colour in both schemes) carries white text at
 * 5:1, and shade 9 (hover) more (WCAG 2.1 AA, issue 17).
 */
const green: MantineColorsTuple = [
  '#ecfdf3',
  '#d1fadf',
  '#a6f4c5',
  '#6ce9a6',
  '#4ade80',
  '#22c55e',
  '#16a34a',
  '#15883f',
  '#15803d',
  '#14532d',
];

export const theme = createTheme({
  colors: { green },
  primaryColor: 'green',
  primaryShade: { light: 8, dark: 8 },
  // Filled components of any colour pick black or white text, whichever contrasts more: 0.179 is the
  // luminance where both reach the same ratio (4.58:1), so either choice passes AA.
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'sm',
});

/**
 * Hint ('dimmed') text that keeps 4.5:1 on the page background in both schemes; in light mode, text of the
 * light variant (alert titles, badges, light buttons) in red, blue, orange, yellow and teal, whose default
 * shade is too pale on their light background, the hovered one (shade 2) included.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors (the message and the input's text): Mantine's red 6 is 3.3:1 on white.
    '--mantine-color-error': '#c92a2a',
    '--mantine-color-red-light-color': '#a51d1d',
    '--mantine-color-blue-light-color': '#0b4a80',
    '--mantine-color-orange-light-color': '#8a2e07',
    '--mantine-color-yellow-light-color': '#8f5a00',
    '--mantine-color-teal-light-color': '#06694b',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
