/**
 * Toast libraries whose notification region carries an English label of the library's own (read
 * aloud by screen readers and named as a page landmark): the prop that sets it, its default text
 * and that text in Arabic. The bilingual retrofit passes `prop={t(key)}` where the part is rendered.
 */
export interface ToastRegionLabel {
  /** Where the part is exported: a package, and the namespace export it sits in (`Toast` of `radix-ui`). */
  from: { package: string; namespace?: string }[];
  /** The part's export name (`Viewport`). */
  part: string;
  prop: string;
  key: string;
  en: string;
  ar: string;
}

/** Radix Toast on its own, or in the `radix-ui` package as its `Toast` namespace. */
const RADIX = [{ package: '@radix-ui/react-toast' }, { package: 'radix-ui', namespace: 'Toast' }];

export default {
  id: 'toast-regions',
  docs: { description: "Toast regions' own labels (Radix Toast's viewport and provider, sonner's Toaster, react-toastify's ToastContainer), translated by the bilingual retrofit." },
  labels: [
    // Radix Toast: the viewport is the landmark ("Notifications (F8)"); `{hotkey}` is filled in by Radix.
    { from: RADIX, part: 'Viewport', prop: 'label', key: 'toast.region-label', en: 'Notifications ({hotkey})', ar: 'الإشعارات ({hotkey})' },
    // Radix Toast: each toast is announced with this word before its text.
    { from: RADIX, part: 'Provider', prop: 'label', key: 'toast.label', en: 'Notification', ar: 'إشعار' },
    // sonner: the list's aria-label is this text followed by the hotkey.
    { from: [{ package: 'sonner' }], part: 'Toaster', prop: 'containerAriaLabel', key: 'toast.region-label-short', en: 'Notifications', ar: 'الإشعارات' },
    // react-toastify 11: the container's whole label, its hotkey written in, is its `aria-label` prop.
    { from: [{ package: 'react-toastify' }], part: 'ToastContainer', prop: 'aria-label', key: 'toast.region-label-alt-t', en: 'Notifications Alt+T', ar: 'الإشعارات Alt+T' },
  ] satisfies ToastRegionLabel[] as readonly ToastRegionLabel[],
};
