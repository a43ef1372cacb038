/**
 * Physical → logical CSS properties and values (issue 6 item 3), as data.
 */
export default {
  id: 'css-logical',
  docs: { description: 'CSS physical properties and keyword values and their logical (flow-relative) equivalents.' },
  properties: {
    'margin-left': 'margin-inline-start', 'margin-right': 'margin-inline-end',
    'padding-left': 'padding-inline-start', 'padding-right': 'padding-inline-end',
    left: 'inset-inline-start', right: 'inset-inline-end',
    'border-left': 'border-inline-start', 'border-right': 'border-inline-end',
    'border-left-width': 'border-inline-start-width', 'border-right-width': 'border-inline-end-width',
    'border-left-color': 'border-inline-start-color', 'border-right-color': 'border-inline-end-color',
    'border-left-style': 'border-inline-start-style', 'border-right-style': 'border-inline-end-style',
    'border-top-left-radius': 'border-start-start-radius', 'border-top-right-radius': 'border-start-end-radius',
    'border-bottom-left-radius': 'border-end-start-radius', 'border-bottom-right-radius': 'border-end-end-radius',
    'scroll-margin-left': 'scroll-margin-inline-start', 'scroll-margin-right': 'scroll-margin-inline-end',
    'scroll-padding-left': 'scroll-padding-inline-start', 'scroll-padding-right': 'scroll-padding-inline-end',
  } as Record<string, string>,
  /**
   * Four-value shorthands (top right bottom left) whose left and right differ: they become the
   * block pair (top bottom) and the inline pair (left right, i.e. start end).
   */
  shorthands: {
    margin: ['margin-block', 'margin-inline'],
    padding: ['padding-block', 'padding-inline'],
    inset: ['inset-block', 'inset-inline'],
    'scroll-margin': ['scroll-margin-block', 'scroll-margin-inline'],
    'scroll-padding': ['scroll-padding-block', 'scroll-padding-inline'],
  } as Record<string, [string, string]>,
  /** Selectors that already pick a direction (`[dir=rtl] .x`, `:dir(rtl)`): their physical rules are deliberate. */
  directionSelector: /\[\s*dir\s*[=\]]|:dir\(/i,
  /** Property → physical keyword → logical keyword. */
  values: {
    'text-align': { left: 'start', right: 'end' },
    float: { left: 'inline-start', right: 'inline-end' },
    clear: { left: 'inline-start', right: 'inline-end' },
  } as Record<string, Record<string, string>>,
};
