/** The one name the developer-token file may have (spec §2 rule 5). */
export const TOKEN_FILE = '.env.platform';
export const TOKEN_VAR = 'PLATFORM_DEVELOPER_TOKEN';
export const API_URL_VAR = 'PLATFORM_API_URL';

/** First 4 characters, then an ellipsis: the only form a token is ever printed in (spec §5.6). */
export function mask(token: string): string {
  return `${token.slice(0, 4)}…`;
}

/** Replace every occurrence of `token` in `text` by its masked form (defence for any printed text). */
export function redact(text: string, token: string | undefined): string {
  return token && token.length >= 4 ? text.split(token).join(mask(token)) : text;
}
