// What the content script reads from a page that asks for credentials, already sorted by where it
// stands on the page: the rules weigh a brand's name by its place (the title and the sign-in form
// count, a footer or a "Sign in with Google" button does not), so the reader keeps the places apart.
// Nothing here touches a DOM: the rules are pure and tested with tables of pages.

/** How a field asks for a credential. */
export type CredentialFieldKind =
  /** An input of type password. */
  | 'password'
  /** A text input masked by the page (CSS text-security, or named for a password): a password in disguise. */
  | 'masked-password'
  /** An e-mail or user name field: the first step of an identifier-first sign-in. */
  | 'identifier'
  /**
   * A secret an account leans on, asked for on a kit's later steps: a card's number or security
   * code, an ATM PIN, the answer to a security question, a social security number, a one-time code
   * (a kit relays it to sign in as the victim).
   */
  | 'secret';

export interface CredentialField {
  kind: CredentialFieldKind;
  /** The field sits in a child frame of the page. */
  inFrame: boolean;
}

/** A picture beside the sign-in form (a logo), or the page's favicon. */
export interface PageImage {
  /** Its alternative text, title or aria-label. */
  text: string;
  /** Its address (for its file name and host); data: addresses are cut to their type. */
  src: string;
  /** Its difference hash (16 hex digits), when the reader could draw it. */
  hash?: string;
  /** The words text recognition read on it, for a picture that says nothing of itself (no alt text). */
  readText?: string;
}

export interface PageEvidence {
  /** The top frame's address. */
  url: string;
  title: string;
  fields: CredentialField[];
  /** Headings and prominent texts of the sign-in area: the card or column around the credential form. */
  formHeadings: string[];
  /** The sign-in area's own words: labels, placeholders, short texts; buttons and links left out. */
  formTexts: string[];
  /** Logos and pictures in the sign-in area. */
  formImages: PageImage[];
  /** Texts of the sign-in area's buttons and links (federated sign-in buttons live here). */
  controls: string[];
  /** Links of the sign-in area ("Forgot password?", "Create one"): absolute addresses. */
  formLinks: string[];
  favicon: PageImage | null;
  /** The rest of the visible text: footers, navigation and social links left out by the reader. */
  otherText: string;
  /** Where the credential forms send what is typed: absolute addresses. */
  formTargets: string[];
  /** Addresses of the scripts, styles, images and frames the page loads. */
  resources: string[];
  /** Addresses named in the page's inline scripts (where a kit posts what is typed). */
  scriptUrls: string[];
  /** Element ids, field names and class names of the sign-in area: a brand's page structure. */
  markers: string[];
  /** Links anywhere on the page to the page's own site, not counting "#" and script links. */
  ownSiteLinks: number;
  /** On a Google Form: the question titles (empty elsewhere). */
  formQuestions: string[];
  /** Copyright lines anywhere on the page, footers included ("© 2019 Microsoft"). */
  copyrights: string[];
}

/** A page with nothing on it, to build evidence from in tests and readers. */
export const emptyEvidence = (url: string): PageEvidence => ({
  url,
  title: '',
  fields: [],
  formHeadings: [],
  formTexts: [],
  formImages: [],
  controls: [],
  formLinks: [],
  favicon: null,
  otherText: '',
  formTargets: [],
  resources: [],
  scriptUrls: [],
  markers: [],
  ownSiteLinks: 0,
  formQuestions: [],
  copyrights: [],
});

/**
 * A frame's evidence joins its page's: its form is the page's sign-in area (a kit that hides its form
 * in a frame is judged as if it were not), while the title and address stay the top frame's.
 */
export function withFrame(page: PageEvidence, frame: PageEvidence): PageEvidence {
  return {
    ...page,
    title: [page.title, frame.title].filter(Boolean).join(' — '),
    fields: [...page.fields, ...frame.fields.map((f) => ({ ...f, inFrame: true }))],
    formHeadings: [...page.formHeadings, ...frame.formHeadings],
    formTexts: [...page.formTexts, ...frame.formTexts],
    formImages: [...page.formImages, ...frame.formImages],
    controls: [...page.controls, ...frame.controls],
    formLinks: [...page.formLinks, ...frame.formLinks],
    favicon: page.favicon ?? frame.favicon,
    otherText: `${page.otherText}\n${frame.otherText}`,
    formTargets: [...page.formTargets, ...frame.formTargets],
    resources: [...page.resources, frame.url, ...frame.resources],
    scriptUrls: [...page.scriptUrls, ...frame.scriptUrls],
    markers: [...page.markers, ...frame.markers],
    ownSiteLinks: page.ownSiteLinks,
    formQuestions: [...page.formQuestions, ...frame.formQuestions],
    copyrights: [...page.copyrights, ...frame.copyrights],
  };
}
