/**
 * Design-system primitives that carry no copy of their own, as data: shadcn/ui's own components,
 * installed by name into `components/ui/`. The bilingual retrofit does not extract strings from
 * them; a site's own component kept beside them (`ui/LogoCarousel.jsx`) has copy like any other.
 */
export default {
  id: 'ui-kit-primitives',
  docs: { description: "shadcn/ui's own component files in components/ui/: skipped by string extraction." },
  folder: /(^|\/)components\/ui\/(?:.+\/)?([^/]+)\.[jt]sx?$/,
  names: new Set(('accordion alert alert-dialog aspect-ratio avatar badge breadcrumb button button-group calendar card carousel chart '
    + 'checkbox collapsible combobox command context-menu dialog drawer dropdown-menu empty field form hover-card input input-group '
    + 'input-otp item kbd label menubar navigation-menu pagination popover progress radio-group resizable scroll-area select '
    + 'separator sheet sidebar skeleton slider sonner spinner switch table tabs textarea toast toaster toggle toggle-group tooltip '
    + 'use-toast use-mobile').split(' ')) as ReadonlySet<string>,
};
