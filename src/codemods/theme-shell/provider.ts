import { reindent } from './rename.js';

export const PROVIDER = 'PlatformThemeProvider';
/** The props spec §2 item 3 names, each read from src/platform/config.js. */
export const PROVIDER_PROPS = ['brand', 'publicToken', 'baseUrl', 'locale', 'currency', 'analytics'];

/** `<PlatformThemeProvider ...><ThemeRoot>{inner}</ThemeRoot></PlatformThemeProvider>` laid out at `base` indentation. */
export function providerJsx(inner: string, base: string): string {
  const attrs = PROVIDER_PROPS.map((p) => `${base}  ${p}={platformConfig.${p}}`).join('\n');
  return `<${PROVIDER}\n${attrs}\n${base}>\n${base}  <ThemeRoot>\n${base}    ${reindent(inner, `${base}    `)}\n${base}  </ThemeRoot>\n${base}</${PROVIDER}>`;
}
