/** The one name the developer-token file may have (spec §2 rule 5). */
export const TOKEN_FILE = '.env.platform';
export const TOKEN_VAR = 'PLATFORM_DEVELOPER_TOKEN';
export const API_URL_VAR = 'PLATFORM_API_URL';

/** Below this length the first 4 characters are too much of the token to show. */
const SHOWN_FROM = 12;

/**
 * First 4 characters, then an ellipsis: the only form a token is ever printed in (spec §5.6). A
 * short token shows no character at all: its first 4 would be most or all of it.
 */
export function mask(token: string): string {
  return token.length >= SHOWN_FROM ? `${token.slice(0, 4)}…` : '…';
}

/** Replace every occurrence of `token` in `text` by its masked form (defence for any printed text). */
export function redact(text: string, token: string | undefined): string {
  return token && token.length >= 3 ? text.split(token).join(mask(token)) : text;
}
