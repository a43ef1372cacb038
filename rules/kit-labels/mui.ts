import type { KitComponent } from '../glossary/ui-kit-labels.js';

/** MUI's table pager (v4 `@material-ui/core`, v5+ `@mui/material`): its pager labels are English props. */
export default {
  id: 'mui',
  docs: { description: "MUI TablePagination's own labels (rows per page, the range shown, the page buttons' aria-labels)." },
  components: [
    {
      name: 'TablePagination',
      from: /^(@mui\/material|@material-ui\/core)(\/TablePagination)?$/,
      labels: [
        { prop: 'labelRowsPerPage', text: 'Rows per page:' },
        { prop: 'labelDisplayedRows', text: '{from}–{to} of {count}', params: ['from', 'to', 'count'] },
        { prop: 'getItemAriaLabel', choices: { first: 'Go to first page', last: 'Go to last page', next: 'Go to next page', previous: 'Go to previous page' } },
      ],
    },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
