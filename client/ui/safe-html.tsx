import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { cleanNodes, type DomLike, type SafeNode } from '#shared/html/safe-html.ts';

/** Parses and cleans an HTML fragment in the browser; empty when there is no DOMParser. */
export function cleanHtml(html: string): SafeNode[] {
  if (typeof DOMParser === 'undefined') return [];
  const document = new DOMParser().parseFromString(html, 'text/html');
  return cleanNodes(document.body.childNodes as unknown as ArrayLike<DomLike>);
}

function render(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return <Fragment key={index}>{node}</Fragment>;
    if (node.tag === 'br') return <br key={index} />;
    const props = node.tag === 'a' && node.href ? { key: index, href: node.href, target: '_blank', rel: 'noopener noreferrer' } : { key: index };
    return createElement(node.tag, props, ...render(node.children));
  });
}

/**
 * HTML that others wrote, shown through the shared allow-list (shared/html/safe-html.ts) as React
 * elements: any feature renders such text with this, never with dangerouslySetInnerHTML.
 */
export function SafeHtml({ html }: { html: string }) {
  const nodes = useMemo(() => cleanHtml(html), [html]);
  return <>{render(nodes)}</>;
}
