import { readFileSync } from 'node:fs';

// A small sample of the public detection corpus (tools/detection-corpus), one page of each kind, kept
// as browser-test regressions: the benchmark holds the figures on all of it, these keep the kinds
// from silently breaking between benchmark runs. Each is served under its original address (host,
// path and query), so every signal that reads the address sees what it saw in the benchmark.

const CORPUS = new URL('../../../tools/detection-corpus/', import.meta.url);

/**
 * Phishing pages, one per kind: a tool template with the identifier-first step of a brand's relay, a
 * kit with a spelling variant, a masked password, a kit that shows its brand mostly as pictures, a
 * Microsoft 365 clone, a kit's card step (no password), a user id field known only by its label, a
 * kit drawn as pictures with a script-masked password named `psw`, a brand's e-mail step that says no
 * sign-in word ("Gmail" over "Enter your Email"), a kit whose brand is only a picture of its name (read
 * by the extension's text recognition), security answers known by labels tied to nothing, and an SMS
 * code step.
 */
const PHISH = [
  'advphishing-amazon-email',
  'kit-agmichael-onedrive-semotem99-office',
  'derived-masked-apple-appieid-failed',
  'kit-joulio-paypal-paypall-mir3d-login',
  'zphisher-microsoft',
  'kit-mrg3p5-chase-boteye-billing',
  'kit-mrg3p5-boa-2020-index',
  'kit-wz-boa-melhores-login',
  'kit-wz-google-cloudpk-gmail',
  'kit-mx-paypal-crypto-login',
  'kit-wsb-boa-securityquestion',
  'kit-wmb-fedex-sms',
];
/**
 * Genuine pages, one per kind: a brand's own, a subsidiary, federated buttons, identifier-first, a
 * single sign-on page, and five the rules once warned or found suspicious (a brand in the title and
 * copyright of a parts shop, a payment partner's words beside a shop's form, a row of social icon
 * links beside a shop's form, a brand's account offered as a way to sign up, a newsletter box beside
 * the sign-in form that posts to a mailing service), and three the first held-out set warned (picture
 * buttons that lead to Google's and Facebook's authorization, a university's own sign-in for Google
 * Apps that names itself in its title, "please use Google Chrome" beside a form), and two the fourth
 * warned (a site's section named with the site, "Meta Stack Exchange"; a news site's log-in box
 * offering "sua conta do Google ou Facebook" beside a list of benefits with small icons).
 */
const GENUINE = [
  'fathom-lwneg-fp10-paypal-com',
  'fathom-lwneg-fp24-auth-zappos-com',
  'fathom-lwneg-fp51-instagram-com',
  'fathom-lw-112-cvs-com',
  'fathom-np-en-262n-login-oracle-com',
  'fathom-lw-234-appleipodparts-com',
  'fathom-lw-314-batterytrader-com',
  'fathom-lw-249-ht-express-com',
  'fathom-np-en-119334-pmlogin-b2clogin-com',
  'fathom-np-en-438n-landline-media',
  'fx-bookmeter-com',
  'ddg-accounts-kmutt-ac-th',
  'fx-kintai-miteras-jp',
  'lfd-meta-stackexchange-com',
  'traf-correio24horas-com-br',
];

export interface CorpusPage {
  id: string;
  class: 'phish' | 'genuine';
  url: URL;
  html: string;
}

function pagesOf(kind: 'phish' | 'genuine', ids: string[]): CorpusPage[] {
  const index = JSON.parse(readFileSync(new URL(`${kind}.json`, CORPUS), 'utf8')) as {
    id: string;
    url: string;
  }[];
  return ids.map((id) => {
    const entry = index.find((page) => page.id === id);
    if (!entry) throw new Error(`${id} is not in the ${kind} corpus`);
    return {
      id,
      class: kind,
      url: new URL(entry.url),
      html: readFileSync(new URL(`pages/${kind}/${id}.html`, CORPUS), 'utf8'),
    };
  });
}

export const CORPUS_SAMPLE: CorpusPage[] = [...pagesOf('phish', PHISH), ...pagesOf('genuine', GENUINE)];

/** The sample page at this host and path, as the page server looks it up. */
export const corpusPageAt = (host: string, path: string) =>
  CORPUS_SAMPLE.find((page) => page.url.hostname === host && page.url.pathname === path);
