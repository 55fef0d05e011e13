const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe inside HTML or SVG/XML, as element content or a quoted attribute value. */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
