// platform-convert: the theme entry the platform mounts. `App` needs no provider: it brings
// <PlatformThemeProvider> (and preview mode) with it.
{{imports}}
import { PlatformThemeProvider } from 'platform-sdk/theme';
import { platformConfig } from './platform/config.js';
import { ThemeRoot } from './platform/theme-root.jsx';{{declarations}}

export function App() {
  return (
    <PlatformThemeProvider
      brand={platformConfig.brand}
      publicToken={platformConfig.publicToken}
      baseUrl={platformConfig.baseUrl}
      locale={platformConfig.locale}
      currency={platformConfig.currency}
      analytics={platformConfig.analytics}
    >
      <ThemeRoot>
        {{tree}}
      </ThemeRoot>
    </PlatformThemeProvider>
  );
}

export default App;
