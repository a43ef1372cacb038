// platform-convert: preview mode (spec §2 item 4). In review the theme has no live storefront, so
// it renders over a demo brand and a duck-typed demo client with the source's own data.
import { ThemeProvider } from 'platform-sdk/theme';
import { isPreview, platformConfig } from '../platform/config.js';
import { demoBrand, demoStorefront } from './demo-storefront.js';

export function PreviewProvider({ children }) {
  if (!isPreview()) return children;
  return (
    <ThemeProvider brand={demoBrand} storefront={demoStorefront} preview locale={platformConfig.locale} currency={platformConfig.currency}>
      {children}
    </ThemeProvider>
  );
}
