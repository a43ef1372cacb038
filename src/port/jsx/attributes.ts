/**
 * HTML/SVG attribute names → React prop names. parse5 lower-cases HTML attribute names and already
 * restores SVG's camelCase ones (viewBox, preserveAspectRatio...), so this maps what is left.
 */
const HTML_RENAMES: Record<string, string> = {
  class: 'className', for: 'htmlFor', tabindex: 'tabIndex', colspan: 'colSpan', rowspan: 'rowSpan',
  maxlength: 'maxLength', minlength: 'minLength', readonly: 'readOnly', autocomplete: 'autoComplete',
  autofocus: 'autoFocus', autoplay: 'autoPlay', srcset: 'srcSet', crossorigin: 'crossOrigin',
  'http-equiv': 'httpEquiv', 'accept-charset': 'acceptCharset', enctype: 'encType', formaction: 'formAction',
  formenctype: 'formEncType', formmethod: 'formMethod', formnovalidate: 'formNoValidate', formtarget: 'formTarget',
  novalidate: 'noValidate', contenteditable: 'contentEditable', spellcheck: 'spellCheck', frameborder: 'frameBorder',
  allowfullscreen: 'allowFullScreen', cellpadding: 'cellPadding', cellspacing: 'cellSpacing', datetime: 'dateTime',
  usemap: 'useMap', referrerpolicy: 'referrerPolicy', playsinline: 'playsInline', inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint', accesskey: 'accessKey', charset: 'charSet', hreflang: 'hrefLang',
  itemprop: 'itemProp', itemscope: 'itemScope', itemtype: 'itemType', itemid: 'itemID', itemref: 'itemRef',
  marginheight: 'marginHeight', marginwidth: 'marginWidth', srcdoc: 'srcDoc', srclang: 'srcLang',
  nomodule: 'noModule', fetchpriority: 'fetchPriority', controlslist: 'controlsList', mediagroup: 'mediaGroup',
  radiogroup: 'radioGroup', allowtransparency: 'allowTransparency', classid: 'classID', dirname: 'dirName',
  popovertarget: 'popoverTarget', popovertargetaction: 'popoverTargetAction',
};

/** Present-means-true attributes: emitted bare (`disabled`), whatever value the HTML gave. */
export const BOOLEAN_ATTRS = new Set([
  'allowfullscreen', 'async', 'autofocus', 'autoplay', 'checked', 'controls', 'default', 'defer', 'disabled',
  'formnovalidate', 'hidden', 'inert', 'ismap', 'itemscope', 'loop', 'multiple', 'muted', 'nomodule', 'novalidate',
  'open', 'playsinline', 'readonly', 'required', 'reversed', 'selected',
]);

/** SVG / XML namespaced attributes (parse5 gives them a prefix). */
const PREFIXED: Record<string, string> = {
  'xlink:href': 'xlinkHref', 'xlink:title': 'xlinkTitle', 'xlink:show': 'xlinkShow', 'xlink:role': 'xlinkRole',
  'xlink:actuate': 'xlinkActuate', 'xlink:arcrole': 'xlinkArcrole', 'xlink:type': 'xlinkType',
  'xml:space': 'xmlSpace', 'xml:lang': 'xmlLang', 'xml:base': 'xmlBase', 'xmlns:xlink': 'xmlnsXlink',
};

const camel = (s: string) => s.replace(/[-:]([a-z])/g, (_, c: string) => c.toUpperCase());

/** The React prop name for an attribute of an element in the HTML or SVG namespace. */
export function propName(name: string, prefix: string | undefined, inSvg: boolean): string {
  const full = prefix ? `${prefix}:${name}` : name;
  if (PREFIXED[full]) return PREFIXED[full];
  if (full.startsWith('data-') || full.startsWith('aria-')) return full;
  if (HTML_RENAMES[full]) return HTML_RENAMES[full];
  // SVG presentation attributes (stroke-width, fill-opacity, clip-path...) are camelCase in React.
  if (inSvg && full.includes('-')) return camel(full);
  return full;
}

export const isEventAttr = (name: string) => /^on[a-z]+$/.test(name);
