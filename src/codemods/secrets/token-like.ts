/**
 * Strings that look like credentials. Used to prove a conversion writes none: a token is read
 * from the environment, never written to a file (spec §5.6).
 */
const PATTERNS: { what: string; re: RegExp }[] = [
  // A value read from the environment (`import.meta.env.X`, `process.env.X`) is no token.
  { what: 'a platform token assignment', re: /PLATFORM_[A-Z_]*TOKEN\s*[=:]\s*(?!(import\.meta|process)\.env\b)["']?[A-Za-z0-9._\-]{8,}/ },
  { what: 'a JSON Web Token', re: /\beyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/ },
  { what: 'a secret API key', re: /\b(sk|rk)_(live|test)_[A-Za-z0-9]{10,}/ },
  { what: 'a bearer token', re: /Bearer\s+[A-Za-z0-9._\-]{20,}/ },
  { what: 'a private key', re: /-----BEGIN [A-Z ]*PRIVATE KEY-----/ },
];

export interface TokenHit {
  what: string;
  line: number;
}

export function findTokenLike(text: string): TokenHit[] {
  const hits: TokenHit[] = [];
  text.split('\n').forEach((l, i) => {
    for (const p of PATTERNS) if (p.re.test(l)) hits.push({ what: p.what, line: i + 1 });
  });
  return hits;
}

/** Token-like strings in `after` that `before` did not already have (what a step introduced). */
export function introducedTokens(before: string, after: string): TokenHit[] {
  const old = new Set(before.split('\n').map((l) => l.trim()));
  return findTokenLike(after).filter((h) => !old.has(after.split('\n')[h.line - 1].trim()));
}
