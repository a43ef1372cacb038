/** The text of one generated component module (page, layout part or partial). */
export interface ComponentModule {
  name: string;
  /** react-router-dom names used (Link, Outlet, useLocation...). */
  router?: string[];
  /** Other imports: `import X from './X.jsx'` or `import { a } from '../data/a.js'`. */
  imports?: string[];
  /** Props destructured from the component's argument. */
  props?: string[];
  /** Statements before `return`. */
  body?: string[];
  /** document.title / body class the source page set. */
  title?: string | null;
  /** A title computed from props (a JS expression), e.g. a template literal. */
  titleExpr?: { expr: string; deps: string[] } | null;
  bodyClass?: string | null;
  /** The JSX expression, already indented for `return (`. */
  jsx: string;
  /** React names used (Fragment...). */
  react?: string[];
}

export function componentModule(m: ComponentModule): string {
  const lines: string[] = [];
  const react = new Set(m.react ?? []);
  const effect: string[] = [];
  if (m.title) effect.push(`document.title = ${JSON.stringify(m.title)};`);
  if (m.bodyClass) effect.push(`document.body.className = ${JSON.stringify(m.bodyClass)};`);
  if (m.titleExpr) effect.push(`document.title = ${m.titleExpr.expr};`);
  if (effect.length) react.add('useEffect');
  if (react.size) lines.push(`import { ${[...react].sort().join(', ')} } from 'react';`);
  if (m.router?.length) lines.push(`import { ${[...new Set(m.router)].sort().join(', ')} } from 'react-router-dom';`);
  lines.push(...(m.imports ?? []));
  if (lines.length) lines.push('');
  const args = m.props?.length ? `{ ${m.props.join(', ')} }` : '';
  lines.push(`export default function ${m.name}(${args}) {`);
  if (effect.length) {
    lines.push('  useEffect(() => {', ...effect.map((e) => `    ${e}`), `  }, [${m.titleExpr?.deps.join(', ') ?? ''}]);`);
  }
  for (const b of m.body ?? []) lines.push(`  ${b}`);
  if (effect.length || m.body?.length) lines.push('');
  lines.push('  return (', m.jsx, '  );', '}', '');
  return lines.join('\n');
}
