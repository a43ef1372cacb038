/**
 * Labels a UI kit's component writes in English unless it is given its own (a table pager's
 * "Rows per page:"): per component, the package it comes from and the props that take the label.
 * The bilingual step passes each one missing on an element through the dictionaries.
 * - `text`: a plain label;
 * - `params`: the label is a function of one object with these fields (`({ from, to, count })`),
 *   written with a `{name}` placeholder per field;
 * - `choices`: the label is a function of one value choosing among these texts.
 */
export interface KitLabel {
  prop: string;
  text?: string;
  params?: string[];
  choices?: Record<string, string>;
}

export interface KitComponent {
  /** The component's exported name. */
  name: string;
  /** Import sources it is taken from (the package, or its per-component path). */
  from: RegExp;
  labels: KitLabel[];
}

export const UI_KIT_LABELS: readonly KitComponent[] = [
  {
    // MUI's table pager (v4 `@material-ui/core`, v5+ `@mui/material`).
    name: 'TablePagination',
    from: /^(@mui\/material|@material-ui\/core)(\/TablePagination)?$/,
    labels: [
      { prop: 'labelRowsPerPage', text: 'Rows per page:' },
      { prop: 'labelDisplayedRows', text: '{from}–{to} of {count}', params: ['from', 'to', 'count'] },
      { prop: 'getItemAriaLabel', choices: { first: 'Go to first page', last: 'Go to last page', next: 'Go to next page', previous: 'Go to previous page' } },
    ],
  },
];
