import { createTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge with only the class groups SOS's components let a caller override (decision 050):
 * a card's padding and gap, a button's size and height, a text's size, weight and colour, a border's
 * width, a shadow, a corner, the layout of a flex or a grid. Its full configuration describes every
 * utility of Tailwind and weighs 6 KiB (gzip) more in the chunk every page loads. A class outside
 * these groups is kept as it is, as tailwind-merge keeps a class it does not know; the web tests merge
 * every class list with the full configuration too and fail where the two differ
 * (tests/setup/web.ts).
 */
// The value tests of the groups below (tailwind-merge's own come as one object with all of them).
const isAny = () => true;
const isNumber = (value: string) => /^\d+(\.\d+)?$/.test(value);
const isFraction = (value: string) => /^\d+\/\d+$/.test(value);
const isArbitraryValue = (value: string) => /^\[.+\]$/.test(value);
const isTshirtSize = (value: string) => /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/.test(value);

const sides = ['', 'x', 'y', 't', 'r', 'b', 'l', 's', 'e'] as const;
const sizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'];
const isFontSize = (value: string) => sizes.includes(value) || /^\[\d/.test(value);
const weights = ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'];
const alignments = ['left', 'center', 'right', 'justify', 'start', 'end'];
const textWraps = ['wrap', 'nowrap', 'balance', 'pretty'];
const isTextColor = (value: string) =>
  !isFontSize(value) && ![...alignments, ...textWraps, 'ellipsis', 'clip'].includes(value);
const isBorderWidth = (value: string) => isNumber(value) || /^\[\d/.test(value);
const borderStyles = ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'];
const isBorderColor = (value: string) =>
  !isBorderWidth(value) && ![...borderStyles, 'collapse', 'separate'].includes(value);
const isBackgroundImage = (value: string) => /^(gradient|linear|radial|conic|none)/.test(value);
const isShadowSize = (value: string) =>
  ['2xs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl', 'none', 'inner'].includes(value);
const spacing = [
  isNumber,
  isFraction,
  isArbitraryValue,
  'auto',
  'px',
  'full',
  'screen',
  'svh',
  'dvh',
  'min',
  'max',
  'fit',
];
const boxSize = (prefix: string) => ({ [prefix]: spacing });

const paddings = Object.fromEntries(sides.map((side) => [`p${side}`, [{ [`p${side}`]: [isAny] }]]));
const margins = Object.fromEntries(sides.map((side) => [`m${side}`, [{ [`m${side}`]: [isAny] }]]));

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    ...paddings,
    ...margins,
    display: [
      'block',
      'inline-block',
      'inline',
      'flex',
      'inline-flex',
      'grid',
      'inline-grid',
      'contents',
      'hidden',
    ],
    w: [boxSize('w')],
    h: [boxSize('h')],
    size: [boxSize('size')],
    'min-w': [boxSize('min-w')],
    'min-h': [boxSize('min-h')],
    'max-w': [{ 'max-w': [isTshirtSize, 'none', 'prose', 'screen', ...spacing] }],
    'max-h': [boxSize('max-h')],
    gap: [{ gap: [isAny] }],
    'gap-x': [{ 'gap-x': [isAny] }],
    'gap-y': [{ 'gap-y': [isAny] }],
    'font-size': [{ text: [isFontSize] }],
    'text-alignment': [{ text: alignments }],
    'text-wrap': [{ text: textWraps }],
    'text-color': [{ text: [isTextColor] }],
    'font-weight': [{ font: weights }],
    'font-family': [{ font: ['sans', 'serif', 'mono'] }],
    leading: [{ leading: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    'bg-image': [{ bg: [isBackgroundImage] }],
    'bg-color': [{ bg: [(value: string) => !isBackgroundImage(value)] }],
    'border-w': [{ border: ['', isBorderWidth] }],
    ...Object.fromEntries(
      sides.slice(1).map((side) => [`border-w-${side}`, [{ [`border-${side}`]: ['', isBorderWidth] }]]),
    ),
    'border-style': [{ border: borderStyles }],
    'border-color': [{ border: [isBorderColor] }],
    shadow: [{ shadow: ['', isShadowSize] }],
    'shadow-color': [{ shadow: [(value: string) => !isShadowSize(value)] }],
    rounded: [{ rounded: ['', isTshirtSize, 'none', 'full'] }],
    'justify-content': [
      { justify: ['start', 'end', 'center', 'between', 'around', 'evenly', 'stretch', 'normal'] },
    ],
    'align-items': [{ items: ['start', 'end', 'center', 'baseline', 'stretch'] }],
    'flex-direction': [{ flex: ['row', 'row-reverse', 'col', 'col-reverse'] }],
    flex: [{ flex: [isNumber, 'auto', 'initial', 'none'] }],
    shrink: [{ shrink: ['', isNumber] }],
    grow: [{ grow: ['', isNumber] }],
    'grid-flow': [{ 'grid-flow': ['row', 'col', 'dense', 'row-dense', 'col-dense'] }],
    'grid-cols': [{ 'grid-cols': [isAny] }],
    'auto-cols': [{ 'auto-cols': ['auto', 'min', 'max', 'fr'] }],
    opacity: [{ opacity: [isNumber] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'border-w': [
      'border-w-x',
      'border-w-y',
      'border-w-t',
      'border-w-r',
      'border-w-b',
      'border-w-l',
      'border-w-s',
      'border-w-e',
    ],
    'border-w-x': ['border-w-r', 'border-w-l'],
    'border-w-y': ['border-w-t', 'border-w-b'],
    gap: ['gap-x', 'gap-y'],
    flex: ['grow', 'shrink'],
    'font-size': ['leading'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['before', 'after', 'placeholder', 'file', 'marker', 'selection', '*', '**'],
}));
