import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  radiomarkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes of the components the app uses (theme.test.ts
 * keeps this list complete): `defaultConfig` would bundle the recipes of every Chakra component.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      emptyState: emptyStateSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const scale = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([step, value]) => [step, { value }]));

const palette = (name: string, solid = '600') => ({
  solid: { value: `{colors.${name}.${solid}}` },
  contrast: { value: 'white' },
  fg: { value: `{colors.${name}.700}` },
  muted: { value: `{colors.${name}.200}` },
  subtle: { value: `{colors.${name}.100}` },
  emphasized: { value: `{colors.${name}.300}` },
  focusRing: { value: `{colors.${name}.500}` },
  border: { value: `{colors.${name}.500}` },
});

/** BrandCraft's own settings on top of Chakra's theme. */
export const appConfig = defineConfig({
  globalCss: {
    'html, body': { fontFamily: 'body', color: 'fg', bg: 'bg' },
    // Titles come from educators: one long unbroken word must wrap, not push the page sideways.
    'h1, h2, h3, h4, td, [role=dialog] p': { overflowWrap: 'anywhere' },
    // Visually hidden text in a table (a column's name) is placed against the table, which
    // scrolls inside its own area on a phone, rather than against the page it would widen.
    table: { position: 'relative' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "'Poppins', system-ui, sans-serif" },
        body: { value: "'Poppins', system-ui, sans-serif" },
      },
      colors: {
        brand: scale({
          50: '#f3f0ff',
          100: '#e5dcff',
          200: '#cbbbff',
          300: '#ab92fb',
          400: '#8b68ef',
          500: '#7049df',
          600: '#5b3cc4',
          700: '#4a30a0',
          800: '#3a267d',
          900: '#2a1a66',
          950: '#1a0f45',
        }),
        accent: scale({
          50: '#fff4ec',
          100: '#ffe3cf',
          200: '#ffc49c',
          300: '#ffa468',
          400: '#ff8a3d',
          500: '#f06f1c',
          600: '#cc5610',
          700: '#a24310',
          800: '#7d3512',
          900: '#5f2a12',
          950: '#3a1708',
        }),
      },
    },
    semanticTokens: {
      colors: {
        brand: palette('brand'),
        accent: palette('accent', '700'),
        // Chakra's red.500 is 3.8:1 on white; error text must reach 4.5:1 (red.600 is 4.8:1).
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

/** The one Chakra system: brand colours, Poppins, and the `brand` colour palette. */
export const system = createSystem(defaultBaseConfig, chakraTheme, appConfig);
