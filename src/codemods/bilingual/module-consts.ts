import * as t from '@babel/types';

/** An expression seen through TypeScript's `as`, `satisfies` and `!` (`[…] as const`, `LIST.find(…)!`). */
export function withoutTypeCasts<N extends t.Node | null | undefined>(e: N): N | t.Expression {
  let out: t.Node | null | undefined = e;
  while (t.isTSAsExpression(out) || t.isTSSatisfiesExpression(out) || t.isTSNonNullExpression(out)) out = out.expression;
  return out as N | t.Expression;
}

/** Each module-level declarator (exported or not), its initializer seen through type casts. */
export function* moduleDeclarators(ast: t.File): Generator<{ id: t.LVal | t.VoidPattern; init: t.Expression | null | undefined }> {
  for (const st of ast.program.body) {
    const decl = t.isExportNamedDeclaration(st) ? st.declaration : st;
    if (!t.isVariableDeclaration(decl)) continue;
    for (const d of decl.declarations) yield { id: d.id, init: withoutTypeCasts(d.init) };
  }
}
