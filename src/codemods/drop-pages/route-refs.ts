import type { File } from '@babel/types';
import { constantPath, type PathRef } from '../../analyze/routes/route-constants.js';

/**
 * Follows a route constant written in `file` (`ROUTES.LOGIN`, `ROUTES.PRODUCT()`) to its path:
 * the const object declared in the file itself, or in the module it imports it from.
 */
export function routeRefResolver(readAst: (path: string) => File | null | undefined, file: string, resolve: (spec: string) => string | null): (ref: PathRef) => string | null {
  return (ref) => {
    const ast = readAst(file);
    for (const s of ast?.program.body ?? []) {
      if (s.type !== 'ImportDeclaration') continue;
      const spec = s.specifiers.find((x) => x.local.name === ref.object);
      if (!spec) continue;
      const target = resolve(s.source.value);
      if (!target || spec.type === 'ImportNamespaceSpecifier') return null;
      // A default export is looked up by the local name, the usual way such objects are named.
      const name = spec.type === 'ImportSpecifier' ? (spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value) : ref.object;
      return constantPath(readAst(target), name, ref);
    }
    return constantPath(ast, ref.object, ref);
  };
}
