/**
 * A path written as a template literal's text (`/uploads/soap-${i}.jpg`, `src/clips/${clip.file}`):
 * each `${…}` is a value known only at run time. Shared by the steps that ask which files such a
 * path can name.
 */
const VALUE = /\$\{[^}]*\}/;

/** Does the path hold a value? */
export const hasValue = (p: string): boolean => VALUE.test(p);

/** The path with its values left out (`/uploads/soap-.jpg`): its written words, for a name. */
export const withoutValues = (p: string): string => p.replace(/\$\{[^}]*\}/g, '');

/** The file paths the template can name: each value stands for any characters within one segment. */
export const templatePattern = (p: string): RegExp =>
  new RegExp(`^${p.split(VALUE).map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`, 'i');
