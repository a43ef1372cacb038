import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ToolError } from '../../diagnostics/tool-error.js';
import { packageRoot } from '../../infra/package-root.js';

/** A file of templates/theme/, read at run time (so a user can read what will be written). */
export function readTemplate(rel: string): string {
  const file = path.join(packageRoot(), 'templates', 'theme', rel);
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new ToolError(`theme template missing: templates/theme/${rel}`, { file: `templates/theme/${rel}`, hint: 'reinstall platform-convert' });
  }
}

/** Fill `{{slot}}` markers; every slot must be given and every marker filled. */
export function fillTemplate(rel: string, slots: Record<string, string>): string {
  const text = readTemplate(rel);
  const filled = text.replace(/\{\{(\w+)\}\}/g, (m, name: string) => {
    if (!(name in slots)) {
      const line = text.slice(0, text.indexOf(m)).split('\n').length;
      throw new ToolError(`theme template slot {{${name}}} has no value`, { file: `templates/theme/${rel}`, line });
    }
    return slots[name];
  });
  return filled;
}
