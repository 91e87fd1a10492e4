import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { cleanHtml, type SafeNode } from './safe-html.ts';

function render(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.tag === 'br') return <br key={index} />;
    const props = node.tag === 'a' && node.href ? { key: index, href: node.href, target: '_blank', rel: 'noopener noreferrer' } : { key: index };
    return createElement(node.tag, props, ...render(node.children));
  });
}

/** Shop-authored HTML shown through the allow-list of safe-html.ts, as React elements. */
export function SafeHtml({ html }: { html: string }) {
  const nodes = useMemo(() => cleanHtml(html), [html]);
  return <>{render(nodes)}</>;
}
