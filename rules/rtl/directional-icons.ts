/**
 * Icons that point along the reading direction and must mirror in rtl (issue 6 item 3), as data:
 * the icon packages and the export names that are directional.
 */
export default {
  id: 'directional-icons',
  docs: { description: 'Icon packages and directional icon names (chevrons, arrows, carets) mirrored in rtl.' },
  packages: /^(lucide-react|lucide-react\/.*|react-icons\/.+|@heroicons\/react\/.+|@radix-ui\/react-icons|react-feather|@tabler\/icons-react|@phosphor-icons\/react|phosphor-react|react-bootstrap-icons)$/,
  names: /(Chevron|Arrow|Caret|Angle|Triangle)s?(Left|Right)|Arrow(Back|Forward)|(Left|Right)(Arrow|Chevron)|^(Undo|Redo|Reply|Forward|Send|LogIn|LogOut)(Icon)?$/,
};
