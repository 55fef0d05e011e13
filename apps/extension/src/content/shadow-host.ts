// Everything the extension draws on a page lives in a shadow root of its own element, so the page's
// styles do not reach it and its styles do not leak into the page. Styles are constructed sheets
// (adoptedStyleSheets): a page's Content-Security-Policy on inline styles does not block them.

const BASE_CSS = `
:host { all: initial; }
* { box-sizing: border-box; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
`;

export interface ShadowUi {
  host: HTMLElement;
  root: ShadowRoot;
  remove(): void;
}

export function shadowUi(id: string, css: string): ShadowUi {
  document.getElementById(id)?.remove();
  const host = document.createElement('baitwatch-ui');
  host.id = id;
  const root = host.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(BASE_CSS + css);
  root.adoptedStyleSheets = [sheet];
  (document.body ?? document.documentElement).append(host);
  return { host, root, remove: () => host.remove() };
}

/** An element with attributes and children, without innerHTML (no page text is ever parsed as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
}
