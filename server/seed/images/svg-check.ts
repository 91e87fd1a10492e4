/**
 * Lists what is wrong with an SVG document produced by the seed image drawers: unbalanced or
 * unquoted tags, numbers that went wrong (`NaN`, `undefined`, `Infinity`), and `<text>` elements,
 * which would need fonts the target machines may not have. An empty list means it passed.
 */
export function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg ')) problems.push('does not start with <svg');
  for (const bad of ['NaN', 'undefined', 'Infinity', '<text', '<tspan']) {
    if (svg.includes(bad)) problems.push(`contains ${bad}`);
  }
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g;
  let consumed = 0;
  for (const match of svg.matchAll(tag)) {
    const between = svg.slice(consumed, match.index);
    if (between.includes('<') || between.includes('>')) problems.push(`malformed markup near ${match.index}`);
    consumed = match.index + match[0].length;
    const [, closing, name = '', , selfClosing] = match;
    if (selfClosing === '/') continue;
    if (closing === '/') {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      stack.push(name);
    }
  }
  if (consumed !== svg.length) problems.push('text after the last tag');
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}
