// The Chakra UI v3 system with the colours and constants of docs/product.md#constants-interface.
// Built from Chakra's base (conditions, utilities) and its theme's tokens, but with only the
// recipes of the components the app renders: the full default theme carries some sixty recipes
// (about 49 KB gzip) that every first screen would download. A component added to the app whose
// recipe is missing renders unstyled — add its recipe to the lists below.
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineRecipe,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints as chakraBreakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss as chakraGlobalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles as chakraLayerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  selectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/** Main colour blue as a full scale so `colorPalette="brand"` works on every component. */
const brand = {
  50: '#eaf1fd',
  100: '#cddcfa',
  200: '#9fbdf4',
  300: '#6f9bec',
  400: '#437ce2',
  500: '#1f5fd6',
  600: '#194dae',
  700: '#143d8a',
  800: '#0f2d66',
  900: '#0a1e44',
  950: '#061228',
};

/**
 * Signature levels: simple light blue, advanced blue, qualified green, part 11 violet, seal navy.
 * White text goes on ses, aes, qes and part11, so each of those reads at 4.5:1 or more under it
 * (WCAG AA): the light blue is the lightest that does (4.9:1), the green a deeper one (5.4:1).
 */
export const LEVEL_COLORS = {
  ses: '#0b76b8',
  aes: '#1f5fd6',
  aesMinimal: '#1f5fd6',
  qes: '#157a45',
  part11: '#7b3fd1',
  seal: '#13294b',
} as const;

/** Plans: individual purple, team yellow, pro blue, scale navy. */
export const PLAN_COLORS = {
  individual: '#8e44c9',
  team: '#f2c230',
  pro: '#1f5fd6',
  scale: '#13294b',
} as const;

/** Ten avatar colours, picked by a stable hash of the person (see avatarColor). */
export const AVATAR_COLORS = [
  '#1f5fd6',
  '#1e9e5a',
  '#d6336c',
  '#f08c00',
  '#7b3fd1',
  '#0c8599',
  '#5c940d',
  '#c2255c',
  '#364fc7',
  '#862e9c',
] as const;

/** docs/product.md#constants: buttons for ses, aes, qes and part11 have white text (seal and plans do not). */
export const WHITE_TEXT_LEVELS = ['ses', 'aes', 'qes', 'part11'] as const;

/** docs/product.md#constants-interface: tooltips open after 150 ms and close at once; menus open at once, close after 5 ms. */
export const TOOLTIP_DELAYS = { openDelay: 150, closeDelay: 0 } as const;
export const MENU_DELAYS = { openDelay: 0, closeDelay: 5 } as const;

/** Display breakpoints 600/960/1280/1920/2560; the layout is "mobile" below lg. */
export const DISPLAY_BREAKPOINTS = {
  sm: '600px',
  md: '960px',
  lg: '1280px',
  xl: '1920px',
  '2xl': '2560px',
} as const;
export const DISABLED_OPACITY = 0.7;

const flat = (entries: Record<string, string>) =>
  Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, { value }]));

/**
 * Chakra's solid button lightens on hover (its colour at 90 % opacity): white text on a hovered
 * blue button fell to 4.3:1, under WCAG's 4.5:1 (axe, with the pointer resting on "Create API
 * user"). It darkens to the palette's foreground shade instead (700 where the solid is 600).
 */
const { size: buttonSizes, variant: buttonVariants } = buttonRecipe.variants!;
const button = defineRecipe({
  ...buttonRecipe,
  variants: {
    size: buttonSizes!,
    variant: {
      ...buttonVariants!,
      solid: {
        ...buttonVariants!.solid,
        _hover: { bg: 'colorPalette.fg' },
        _expanded: { bg: 'colorPalette.fg' },
      },
    },
  },
});

/**
 * Chakra's colour palettes no screen names (a `colorPalette`, a colour token): each costs a scale
 * of eleven tokens and seven semantic ones, all turned into CSS variables when the system is
 * built at start (a fifth of that work for these four). A screen that wants one takes it out of
 * this list.
 */
const UNUSED_PALETTES = new Set(['yellow', 'teal', 'cyan', 'pink']);
const withoutUnusedPalettes = <T extends object>(colors: T) =>
  Object.fromEntries(
    Object.entries(colors).filter(([palette]) => !UNUSED_PALETTES.has(palette)),
  ) as T;

/** Chakra's theme without the recipes and palettes no screen uses (see the top of this file). */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: chakraGlobalCss,
  theme: {
    breakpoints: chakraBreakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors!) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors!) },
    textStyles,
    layerStyles: chakraLayerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      datePicker: datePickerSlotRecipe,
      dialog: dialogSlotRecipe,
      // drawer: the signed-in layouts' navigation on phones (layouts/nav-drawer.tsx).
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      // numberInput, select and slider: the schema form's widgets for numbers and enums.
      numberInput: numberInputSlotRecipe,
      progress: progressSlotRecipe,
      // radioCard: the plan cards of the plan chooser (tier, price, seats, selected state).
      radioCard: radioCardSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      segmentGroup: segmentGroupSlotRecipe,
      select: selectSlotRecipe,
      slider: sliderSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    breakpoints: DISPLAY_BREAKPOINTS,
    tokens: {
      colors: {
        brand: flat(brand),
        level: flat(LEVEL_COLORS),
        plan: flat(PLAN_COLORS),
        avatar: flat(Object.fromEntries(AVATAR_COLORS.map((color, index) => [index, color]))),
        error: { value: '#d6336c' }, // red-pink
        success: { value: '#157a45' }, // green that carries white text at 5.4:1
        warning: { value: '#f08c00' },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.500}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.600}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
    layerStyles: {
      disabled: { value: { opacity: String(DISABLED_OPACITY), cursor: 'not-allowed' } },
    },
  },
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'gray.50', color: 'gray.900' },
  },
});

let built: SystemContext | undefined;

/**
 * The app's Chakra system, built at first use: building it (the token dictionary and the CSS
 * variables of every token) is the costliest step of the full app's start, so the app runs it in
 * a task of its own (src/app/full-app.tsx) instead of while its modules load. The three configs go
 * to one merge: Chakra deep-copies every config it merges, and merging the first two apart copied
 * the whole base theme twice (the same system, compared by its global CSS and config). The CSS
 * variables themselves come with the page where they can (scripts/app-global-css.ts).
 */
export function appSystem(): SystemContext {
  built ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return built;
}

/** A stable avatar colour for a person (the same id always gets the same colour). */
export function avatarColor(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) | 0;
  return AVATAR_COLORS[Math.abs(hash) % AVATAR_COLORS.length];
}
