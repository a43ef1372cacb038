// platform-convert: the theme entry for the platform (spec §2). Kept in step with platform.json.
import { defineTheme } from 'platform-sdk/theme';

export default defineTheme({{definition}});
