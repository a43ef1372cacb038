import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { API_URL_VAR, mask, TOKEN_FILE, TOKEN_VAR } from './secrets.js';

export interface TokenConfig {
  token?: string;
  apiUrl?: string;
  /** Where each value came from. */
  from: { token?: 'environment' | typeof TOKEN_FILE; apiUrl?: 'environment' | typeof TOKEN_FILE };
}

/**
 * `PLATFORM_DEVELOPER_TOKEN` and `PLATFORM_API_URL` from the environment, else from the theme's
 * `.env.platform` (spec §5.6). The folders are searched from the app folder up to the site root.
 */
export async function readTokenConfig(dirs: string[], env: NodeJS.ProcessEnv = process.env): Promise<TokenConfig> {
  const cfg: TokenConfig = { from: {} };
  if (env[TOKEN_VAR]?.trim()) { cfg.token = env[TOKEN_VAR]!.trim(); cfg.from.token = 'environment'; }
  if (env[API_URL_VAR]?.trim()) { cfg.apiUrl = env[API_URL_VAR]!.trim(); cfg.from.apiUrl = 'environment'; }
  if (cfg.token && cfg.apiUrl) return cfg;
  for (const dir of dirs) {
    let text: string;
    try {
      text = await fsp.readFile(path.join(dir, TOKEN_FILE), 'utf8');
    } catch {
      continue;
    }
    const vars = parseEnv(text) as Record<string, string>;
    if (!cfg.token && vars[TOKEN_VAR]?.trim()) { cfg.token = vars[TOKEN_VAR].trim(); cfg.from.token = TOKEN_FILE; }
    if (!cfg.apiUrl && vars[API_URL_VAR]?.trim()) { cfg.apiUrl = vars[API_URL_VAR].trim(); cfg.from.apiUrl = TOKEN_FILE; }
    break;
  }
  return cfg;
}

export type TokenCheck =
  | { ok: true; status: 200; kind: string; masked: string }
  | { ok: false; status?: number; masked: string; reason: string };

/**
 * `GET {PLATFORM_API_URL}/api/developer/me` with the bearer token (spec §4): 200 gives the account
 * kind, 401 means the token is wrong or expired. Nothing returned here holds the token unmasked.
 */
export async function verifyDeveloperToken(token: string, apiUrl: string, fetchImpl: typeof fetch = fetch): Promise<TokenCheck> {
  const masked = mask(token);
  let url: URL;
  try {
    url = new URL('api/developer/me', apiUrl.endsWith('/') ? apiUrl : apiUrl + '/');
  } catch {
    return { ok: false, masked, reason: `${API_URL_VAR} is not a URL: ${apiUrl}` };
  }
  let res: Response;
  try {
    // No redirect is followed: the token would go to wherever it points, and a login page's
    // answer would be taken for the API's.
    res = await fetchImpl(url, { method: 'GET', redirect: 'manual', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause?.code ?? (e as Error).name;
    return { ok: false, masked, reason: `cannot reach ${url.origin} (${cause})` };
  }
  if (res.status >= 300 && res.status < 400) {
    const to = res.headers.get('location');
    return { ok: false, status: res.status, masked, reason: `GET ${url.pathname} answered ${res.status}, a redirect${to ? ` to ${to}` : ''}, not a profile: check ${API_URL_VAR} (the token was not sent on)` };
  }
  if (res.status === 401) return { ok: false, status: 401, masked, reason: `the developer token ${masked} was rejected (401): it is wrong or expired` };
  if (res.status !== 200) return { ok: false, status: res.status, masked, reason: `GET ${url.pathname} answered ${res.status}` };
  let body: { kind?: unknown };
  try {
    body = (await res.json()) as { kind?: unknown };
  } catch {
    return { ok: false, status: 200, masked, reason: `GET ${url.pathname} answered 200 without a JSON profile` };
  }
  return { ok: true, status: 200, kind: typeof body.kind === 'string' ? body.kind : 'unknown', masked };
}
