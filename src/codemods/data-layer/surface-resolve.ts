import type * as t from '@babel/types';
import type { Analysis } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { traverse, type NodePath } from '../drop-pages/ast-kit.js';
import { resolveImport } from '../vendor-removal/resolve.js';
import type { ComponentResolver } from './surface-placeholders.js';

/**
 * The function of the component a JSX element renders: declared in the same file, or the default
 * or named export of the file it is imported from (`import ProductCard from '@/components/ProductCard'`).
 */
export function componentResolver(tree: StagedTree, analysis: Analysis, file: string): ComponentResolver {
  return (el) => {
    const name = el.node.name.type === 'JSXIdentifier' ? el.node.name.name : null;
    const b = name && /^[A-Z]/.test(name) ? el.scope.getBinding(name) : undefined;
    if (!b) return null;
    if (b.kind !== 'module') return functionOf(b.path);
    const decl = b.path.parentPath?.node as t.ImportDeclaration | undefined;
    if (decl?.type !== 'ImportDeclaration') return null;
    const target = resolveImport(file, decl.source.value, (p) => tree.exists(p), analysis.appRoot);
    const ast = target ? tree.ast(target) : null;
    if (!ast) return null;
    const spec = b.path.node;
    const wanted = spec.type === 'ImportSpecifier' ? (spec.imported.type === 'Identifier' ? spec.imported.name : spec.imported.value) : 'default';
    let found: NodePath | null = null;
    traverse(ast, {
      Program(p) {
        p.scope.crawl();
        for (const s of p.get('body')) {
          if (wanted === 'default' && s.isExportDefaultDeclaration()) {
            const d = s.get('declaration') as NodePath;
            found = d.isIdentifier() ? functionOf(p.scope.getBinding(d.node.name)?.path) : functionOf(d);
          } else if (wanted !== 'default' && s.isExportNamedDeclaration() && !s.node.source) {
            found = functionOf(p.scope.getBinding(wanted)?.path) ?? found;
          }
        }
        p.stop();
      },
    });
    return found;
  };
}

/** A function declaration, or the function a `const X = (...) => ...` (maybe wrapped: `memo(...)`) holds. */
function functionOf(p: NodePath | null | undefined): NodePath | null {
  if (!p) return null;
  if (p.isFunction()) return p;
  if (p.isVariableDeclarator()) return functionOf(p.get('init') as NodePath);
  if (p.isCallExpression()) return functionOf(p.get('arguments.0') as NodePath);
  return null;
}
