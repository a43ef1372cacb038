import type { ObjectExpression, ObjectProperty } from '@babel/types';
import { getProp, type ConfigEdit } from './intents.js';

/**
 * `build.rollupOptions.external: ['some-package']` leaves `import 'some-package'` bare in the
 * built bundle. A browser cannot resolve a bare name (no import map ships with a theme), so the
 * page that imports it throws "Failed to resolve module specifier" at load. A theme bundle
 * carries its own code: entries naming a package the app lists are bundled again (removed from
 * `external`); other entries (Node built-ins, packages it does not list) stay, as does an
 * `external` that is a function or a pattern. Returns the packages it bundled again.
 */

const packageOf = (spec: string) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

export function bundleListedExternals(edit: ConfigEdit, config: ObjectExpression, dependencies: Set<string>): string[] {
  const build = getProp(config, 'build')?.value;
  const rollup = build?.type === 'ObjectExpression' ? getProp(build, 'rollupOptions')?.value : undefined;
  if (rollup?.type !== 'ObjectExpression') return [];
  const prop = getProp(rollup, 'external');
  if (!prop) return [];
  const listed = (v: unknown): v is string => typeof v === 'string' && !v.startsWith('.') && !v.startsWith('/') && dependencies.has(packageOf(v));
  const v = prop.value;
  const removed: string[] = [];
  if (v.type === 'StringLiteral' && listed(v.value)) {
    removed.push(v.value);
    dropProp(rollup, prop);
  } else if (v.type === 'ArrayExpression') {
    v.elements = v.elements.filter((el) => {
      if (el?.type !== 'StringLiteral' || !listed(el.value)) return true;
      removed.push(el.value);
      return false;
    });
    if (removed.length && !v.elements.length) dropProp(rollup, prop);
  }
  // `rollupOptions: {}` left with nothing in it goes too.
  if (removed.length && !rollup.properties.length && build?.type === 'ObjectExpression') build.properties = build.properties.filter((p) => !(p.type === 'ObjectProperty' && p.value === rollup));
  return removed;
}

function dropProp(obj: ObjectExpression, prop: ObjectProperty): void {
  obj.properties = obj.properties.filter((p) => p !== prop);
}
