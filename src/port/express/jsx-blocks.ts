/**
 * The JSX shapes template blocks become, as pure text builders: a loop is `items.map(...)` with a
 * keyed Fragment per item, a condition is a (nested) ternary, statements go in a block body.
 */
export function loopArgs(params: string[]): { index: string; args: string } {
  const index = params[1] ?? '__i';
  return { index, args: [params[0] ?? '_item', index, ...params.slice(2)].join(', ') };
}

export function mapLines(p: string, items: string, params: string[], inner: string[], stmts: string[]): string[] {
  const { index, args } = loopArgs(params);
  const body = [`${p}  <Fragment key={${index}}>`, ...inner, `${p}  </Fragment>`];
  if (!stmts.length) return [`${p}{${items}.map((${args}) => (`, ...body, `${p}))}`];
  return [`${p}{${items}.map((${args}) => {`, ...stmts.map((s) => `${p}  ${s}`), `${p}  return (`, ...body.map((l) => '  ' + l), `${p}  );`, `${p}})}`];
}

export function mapInline(items: string, params: string[], inner: string): string {
  const { index, args } = loopArgs(params);
  return `{${items}.map((${args}) => (<Fragment key={${index}}>${inner}</Fragment>))}`;
}

export interface Branch<T> { cond: string | null; inner: T; stmts: string[] }

export function conditionalLines(p: string, branches: Branch<string[]>[]): string[] {
  const lines: string[] = [];
  branches.forEach((b, i) => {
    const frag = b.inner.length ? [`${p}  <>`, ...b.inner, `${p}  </>`] : [`${p}  null`];
    const wrapped = b.stmts.length ? [`${p}  (() => {`, ...b.stmts.map((s) => `${p}    ${s}`), `${p}    return (`, ...frag.map((l) => '    ' + l), `${p}    );`, `${p}  })()`] : frag;
    if (i === 0) lines.push(`${p}{${b.cond} ? (`, ...wrapped);
    else if (b.cond !== null) lines.push(`${p}) : ${b.cond} ? (`, ...wrapped);
    else lines.push(`${p}) : (`, ...wrapped);
  });
  lines.push(branches[branches.length - 1].cond === null ? `${p})}` : `${p}) : null}`);
  return lines;
}

export function conditionalInline(branches: Branch<string>[]): string {
  let out = '{';
  branches.forEach((b, i) => {
    const frag = b.inner ? `(<>${b.inner}</>)` : 'null';
    out += i === 0 ? `${b.cond} ? ${frag}` : b.cond !== null ? ` : ${b.cond} ? ${frag}` : ` : ${frag}`;
  });
  return out + (branches[branches.length - 1].cond === null ? '}' : ' : null}');
}
