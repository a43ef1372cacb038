/** `text` cut to at most `max` characters at a word boundary, with an ellipsis when it was cut. */
export function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A single long word (a URL, a path) has no boundary worth keeping: cut it where it is.
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
