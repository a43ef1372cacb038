// platform-convert: what every page of the theme sits in (inside <PlatformThemeProvider>):
// the preview client when in preview mode, and the organization JSON-LD.
import { TJsonLd, organizationJsonLd, useBrand } from 'platform-sdk/theme';
import { PreviewProvider } from '../preview/preview-provider.jsx';

function OrganizationJsonLd() {
  const brand = useBrand();
  const url = typeof window !== 'undefined' ? window.location.origin : undefined;
  return <TJsonLd data={organizationJsonLd(brand, { url })} />;
}

export function ThemeRoot({ children }) {
  return (
    <PreviewProvider>
      <OrganizationJsonLd />
      {children}
    </PreviewProvider>
  );
}
