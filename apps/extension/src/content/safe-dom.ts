// Every read of the page goes through here. A content script runs in its own JavaScript world, so the
// page cannot change the functions it calls, but the DOM itself still lets a page shadow a property
// with an element of the same name: `<input name="action">` makes `form.action` that input, and
// `<img name="title">` makes `document.title` an image (DOM clobbering). A kit could turn detection off
// that way. So nothing is read as a property of a page's element or document: each read calls the
// standard getter or method, taken from the prototype when this script starts, on the node.

type Getter<T> = (this: unknown) => T;

function getter<T>(proto: object, name: string): (node: unknown) => T {
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  const get = descriptor?.get as Getter<T> | undefined;
  if (!get) throw new Error(`no getter ${name}`);
  return (node) => get.call(node);
}

function method<A extends unknown[], R>(proto: object, name: string): (node: unknown, ...args: A) => R {
  const fn = (proto as Record<string, unknown>)[name] as (...args: A) => R;
  return (node, ...args) => fn.apply(node, args);
}

const elementQueryAll = method<[string], NodeListOf<Element>>(Element.prototype, 'querySelectorAll');
const documentQueryAll = method<[string], NodeListOf<Element>>(Document.prototype, 'querySelectorAll');
const fragmentQueryAll = method<[string], NodeListOf<Element>>(
  DocumentFragment.prototype,
  'querySelectorAll',
);
const elementQuery = method<[string], Element | null>(Element.prototype, 'querySelector');
const documentQuery = method<[string], Element | null>(Document.prototype, 'querySelector');
const fragmentQuery = method<[string], Element | null>(DocumentFragment.prototype, 'querySelector');
const getAttr = method<[string], string | null>(Element.prototype, 'getAttribute');
const closestOf = method<[string], Element | null>(Element.prototype, 'closest');
const rectOf = method<[], DOMRect>(Element.prototype, 'getBoundingClientRect');
const tagNameOf = getter<string>(Element.prototype, 'tagName');
const shadowRootOf = getter<ShadowRoot | null>(Element.prototype, 'shadowRoot');
const parentElementOf = getter<Element | null>(Node.prototype, 'parentElement');
const textContentOf = getter<string | null>(Node.prototype, 'textContent');
const innerTextOf = getter<string>(HTMLElement.prototype, 'innerText');
const documentTitleOf = getter<string>(Document.prototype, 'title');
const bodyOf = getter<HTMLElement | null>(Document.prototype, 'body');
const documentElementOf = getter<Element | null>(Document.prototype, 'documentElement');
const baseUriOf = getter<string>(Node.prototype, 'baseURI');
const inputTypeOf = getter<string>(HTMLInputElement.prototype, 'type');
const childrenOf = getter<HTMLCollection>(Element.prototype, 'children');
const previousElementOf = getter<Element | null>(Element.prototype, 'previousElementSibling');
const labelsOf = getter<NodeListOf<HTMLLabelElement> | null>(HTMLInputElement.prototype, 'labels');
const controlOf = getter<HTMLElement | null>(HTMLLabelElement.prototype, 'control');

type Root = Document | Element | DocumentFragment;

const isDocument = (root: Root): root is Document => root instanceof Document;
const isFragment = (root: Root): root is DocumentFragment => root instanceof DocumentFragment;

export function queryAll(root: Root, selector: string): Element[] {
  const found = isDocument(root)
    ? documentQueryAll(root, selector)
    : isFragment(root)
      ? fragmentQueryAll(root, selector)
      : elementQueryAll(root, selector);
  return Array.from(found);
}

export function query(root: Root, selector: string): Element | null {
  return isDocument(root)
    ? documentQuery(root, selector)
    : isFragment(root)
      ? fragmentQuery(root, selector)
      : elementQuery(root, selector);
}

/** The element and the open shadow roots under it, for queries that must see inside web components. */
export function shadowRoots(root: Document | Element, max = 50): ShadowRoot[] {
  const roots: ShadowRoot[] = [];
  for (const element of queryAll(root, '*')) {
    const shadow = shadowRootOf(element);
    if (shadow) roots.push(shadow, ...shadowRoots(shadow as unknown as Element, max));
    if (roots.length >= max) break;
  }
  return roots;
}

export const attribute = (element: Element, name: string): string => getAttr(element, name) ?? '';
export const hasAttribute = (element: Element, name: string): boolean => getAttr(element, name) !== null;
export const closest = (element: Element, selector: string) => closestOf(element, selector);
export const rect = (element: Element) => rectOf(element);
export const tagName = (element: Element) => tagNameOf(element).toLowerCase();
export const parent = (node: Node) => parentElementOf(node);
export const children = (element: Element) => Array.from(childrenOf(element));
export const textOf = (node: Node) => (textContentOf(node) ?? '').replace(/\s+/g, ' ').trim();
/** What a person sees of an element: innerText leaves hidden text and scripts out. */
export const visibleTextOf = (element: Element) =>
  element instanceof HTMLElement ? innerTextOf(element) : textOf(element);
export const titleOf = (doc: Document) => documentTitleOf(doc);
export const bodyOfDocument = (doc: Document) => bodyOf(doc);
export const rootOf = (doc: Document) => documentElementOf(doc);
export const inputType = (input: HTMLInputElement) => inputTypeOf(input).toLowerCase();
/** The field a label names, if any. */
export const labelledInput = (label: HTMLLabelElement) => controlOf(label);
/**
 * The words of the labels that name an input: `<label for>`, a label around it, or a label written just
 * before it and tied to nothing (`<label>Question 1 Answer</label><input name="a1">`, as kits write).
 */
export function labelTextOf(input: HTMLInputElement): string {
  const labels = Array.from(labelsOf(input) ?? []);
  const before = previousElementOf(input);
  if (before instanceof HTMLLabelElement && !controlOf(before)) labels.push(before);
  return labels
    .map((label) => textOf(label))
    .join(' ')
    .slice(0, 200);
}

/** An attribute that holds an address, made absolute against the document (never the clobberable property). */
export function addressOf(element: Element, name: string): string {
  const value = attribute(element, name).trim();
  if (value === '' && name === 'action') return baseUriOf(element);
  try {
    return new URL(value, baseUriOf(element)).href;
  } catch {
    return value;
  }
}

const checkVisibilityOf = method<[CheckVisibilityOptions], boolean>(Element.prototype, 'checkVisibility');

/**
 * The page's styles do not hide the element (display, visibility, opacity, on it or its parents).
 * Its size is not asked: a picture that failed to load still says what the page meant to show.
 */
export const isDrawn = (element: Element) =>
  checkVisibilityOf(element, { opacityProperty: true, visibilityProperty: true });

const createTreeWalkerOf = method<[Node, number], TreeWalker>(Document.prototype, 'createTreeWalker');
const outerHtmlOf = getter<string>(Element.prototype, 'outerHTML');

/** A walker over the text under `root` (the document's own method, not one a page element shadows). */
export const textWalker = (doc: Document, root: Node) => createTreeWalkerOf(doc, root, NodeFilter.SHOW_TEXT);
export const outerHtml = (element: Element) => outerHtmlOf(element);
