/**
 * Icons that point along the reading direction and must mirror in rtl (issue 6 item 3), as data:
 * the icon packages and the export names that are directional; icon-font classes and ligature
 * names that are directional; arrow characters that the bidi algorithm does not mirror itself.
 */
export default {
  id: 'directional-icons',
  docs: { description: 'Icon packages and directional icon names (chevrons, arrows, carets), icon-font classes and ligatures, and arrow characters mirrored in rtl.' },
  packages: /^(lucide-react|lucide-react\/.*|react-icons\/.+|@heroicons\/react\/.+|@radix-ui\/react-icons|react-feather|@tabler\/icons-react|@phosphor-icons\/react|phosphor-react|react-bootstrap-icons)$/,
  names: /(Chevron|Arrow|Caret|Angle|Triangle)s?(Left|Right)|Arrow(Back|Forward)|(Left|Right)(Arrow|Chevron)|^(Undo|Redo|Reply|Forward|Send|LogIn|LogOut)(Icon)?$/,
  /**
   * A class of an icon font that draws a directional glyph: Font Awesome (`fa-arrow-right`,
   * `fa-chevron-left`, `fa-angle-double-right`, `fa-long-arrow-alt-left`), Bootstrap Icons
   * (`bi-arrow-right`, `bi-chevron-left`, `bi-caret-right-fill`), Remix (`ri-arrow-right-line`),
   * Boxicons (`bx-chevron-right`), Ionicons, Line Awesome, Material Design Icons (`mdi-arrow-left`).
   */
  fontClasses: /^(fa|bi|ri|bx|bxs|ion|ionicon|la|mdi|ti|icon)-((\w+-)*(arrow|arrows|chevron|angle|angles|caret|hand-point|long-arrow)(-\w+)*-(left|right)(-\w+)*|(reply|reply-all|share|sign-in|sign-out|right-to-bracket|right-from-bracket|undo|redo|send)(-alt|-fill|-line)?)$/,
  /** Classes of ligature icon fonts, whose icon is named by the element's text (Material Icons/Symbols). */
  ligatureClasses: /^material-(icons|symbols)(-[a-z]+)?$/,
  /** Directional ligature names (`<span class="material-icons">arrow_forward</span>`). */
  ligatures: /^(arrow_(back|forward|left|right|back_ios|back_ios_new|forward_ios|right_alt|left_alt)|chevron_(left|right)|navigate_(before|next)|keyboard_(double_)?arrow_(left|right)|keyboard_backspace|east|west|trending_flat|reply|reply_all|forward|undo|redo|login|logout|send|first_page|last_page|double_arrow|read_more)$/,
  /**
   * Arrow characters in text. Paired marks (‹ › « ») are mirrored by the bidi algorithm itself in
   * rtl text; these are not: they are wrapped and flipped. HTML entities
   * count, as JSX source writes them (`&rarr;`).
   */
  arrows: /&(rarr|larr|rArr|lArr|#8594|#8592|#x2192|#x2190);|[\u2190\u2192\u21D0\u21D2\u21E6\u21E8\u27F5\u27F6\u27F8\u27F9\u2794\u279C\u279D\u279E\u27A1\u2B05\u2B95]/u,
};
