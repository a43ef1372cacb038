import { createReadStream, promises as fsp } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg',
  '.webp': 'image/webp', '.avif': 'image/avif', '.gif': 'image/gif', '.ico': 'image/x-icon', '.woff': 'font/woff', '.woff2': 'font/woff2',
  '.ttf': 'font/ttf', '.otf': 'font/otf', '.mp4': 'video/mp4', '.webm': 'video/webm', '.mp3': 'audio/mpeg', '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json', '.xml': 'application/xml',
};

export interface Served {
  origin: string;
  close(): Promise<void>;
}

const isFile = async (p: string) => (await fsp.stat(p).catch(() => null))?.isFile() ?? false;

/**
 * The file a request names. A `base: './'` build asks for `./assets/x.js` relative to the page,
 * so a page opened at `/shop/item/3` asks for `/shop/item/assets/x.js`: a missing file is looked
 * up again without its leading folders, as the asset it is. Null: not found.
 */
async function fileFor(root: string, pathname: string): Promise<string | null> {
  const parts = pathname.split('/').filter(Boolean);
  for (let i = 0; i < parts.length; i++) {
    const candidate = path.join(root, ...parts.slice(i));
    if (!candidate.startsWith(root + path.sep)) return null;
    if (await isFile(candidate)) return candidate;
  }
  return null;
}

/**
 * Serve a built theme on 127.0.0.1 (a free port), as a history-routed host would: a file when
 * one matches, a 404 for a missing file (a path with an extension), `index.html` for any other
 * path (the single-page fallback).
 */
export async function serveDir(root: string): Promise<Served> {
  const base = path.resolve(root);
  const server = http.createServer((req, res) => {
    void (async () => {
      let pathname: string;
      try {
        pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      let file = await fileFor(base, pathname);
      if (!file && path.extname(pathname) && !pathname.endsWith('.html')) {
        res.writeHead(404).end();
        return;
      }
      const fallback = !file;
      file ??= path.join(base, 'index.html');
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
        // Assets are cached across page loads (each page is opened afresh); the document never is.
        'Cache-Control': fallback || file.endsWith('.html') ? 'no-cache' : 'max-age=3600',
      });
      createReadStream(file).on('error', () => res.destroy()).pipe(res);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
