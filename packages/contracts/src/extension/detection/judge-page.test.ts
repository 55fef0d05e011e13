import { describe, expect, it } from 'vitest';
import type { ExtensionConfig } from '../extension-config.ts';
import { judgePage } from './judge-page.ts';
import { emptyEvidence, type PageEvidence, withFrame } from './page-evidence.ts';
import { pageRisks } from './page-risk.ts';

// The extension's verdicts (decision 0064), as a table of kinds of pages: the kits it must catch
// (brand only in a logo, e-mail first, a form in a frame, a masked password, a respelled brand, a
// cloned page) and the genuine pages it must leave alone (federated buttons, footers, payment marks,
// ordinary words, e-mail addresses, a brand's subsidiaries and regional sites).

const brandPolicies: ExtensionConfig['brandPolicies'] = [
  {
    brandName: 'Microsoft',
    alias: [
      { value: 'Outlook', isPartialMatch: false },
      { value: 'OneDrive', isPartialMatch: false },
      { value: 'microsoft', isPartialMatch: true },
    ],
    domains: ['microsoft.com', 'live.com', 'microsoftonline.com'],
  },
  { brandName: 'Office 365', alias: [{ value: 'office365', isPartialMatch: true }], domains: ['office.com'] },
  {
    brandName: 'Google',
    alias: [{ value: 'Gmail', isPartialMatch: false }],
    domains: ['google.com', 'gmail.com'],
  },
  { brandName: 'UPS', alias: [], domains: ['ups.com'] },
  {
    brandName: 'Apple',
    alias: [{ value: 'iCloud', isPartialMatch: false }],
    domains: ['apple.com', 'icloud.com'],
  },
  { brandName: 'Amazon', alias: [{ value: 'amazon', isPartialMatch: true }], domains: ['amazon.com'] },
  { brandName: 'PayPal', alias: [{ value: 'paypal', isPartialMatch: true }], domains: ['paypal.com'] },
  {
    brandName: 'American Express',
    alias: [{ value: 'Amex', isPartialMatch: false }],
    domains: ['americanexpress.com'],
  },
  { brandName: 'Meta', alias: [{ value: 'Facebook', isPartialMatch: false }], domains: ['facebook.com'] },
  { brandName: 'Chase', alias: [{ value: 'Chase Bank', isPartialMatch: false }], domains: ['chase.com'] },
  { brandName: 'LinkedIn', alias: [{ value: 'linkedin', isPartialMatch: true }], domains: ['linkedin.com'] },
];
const config = { brandPolicies, blockedUrls: ['https://kit.example.net/steal'] };

const password = [{ kind: 'password' as const, inFrame: false }];
const page = (url: string, changes: Partial<PageEvidence> = {}): PageEvidence => ({
  ...emptyEvidence(url),
  fields: password,
  ownSiteLinks: 3,
  ...changes,
});

/** A kit's page as kits build it: brand in the title and the card, a form posting to a script, no links home. */
const kit = (url: string, brand: string, changes: Partial<PageEvidence> = {}) =>
  page(url, {
    title: `Sign in to your ${brand} account`,
    formHeadings: [brand, 'Sign in'],
    formTexts: ['Email', 'Password', 'Forgot password?'],
    formTargets: [`${new URL(url).origin}/next.php`],
    ownSiteLinks: 0,
    ...changes,
  });

const verdict = (evidence: PageEvidence) => {
  const v = judgePage(config, evidence);
  return v.kind === 'detected' ? `type ${v.type}: ${v.brands.join(', ')}` : v.kind;
};

const CAUGHT: [string, PageEvidence, string][] = [
  [
    'a kit on a compromised site',
    kit('https://www.greenvalley-bakery.test/wp-includes/login.php', 'Microsoft'),
    'type 0: Microsoft',
  ],
  [
    'a brand only in a logo’s file name, title just "Sign in"',
    kit('https://mail.d4k2x.test/auth/', 'x', {
      title: 'Sign in',
      formHeadings: ['Sign in'],
      formImages: [{ text: '', src: 'https://mail.d4k2x.test/auth/images/microsoft_logo.svg' }],
      markers: ['i0116', 'idSIButton9'],
    }),
    'type 0: Microsoft',
  ],
  [
    'a brand only in a logo that looks like the brand’s (its image hash)',
    page('https://x9.test/', {
      title: 'Sign in',
      formImages: [{ text: '', src: 'data:image/png', hash: '0f0f0f0f0f0f0f0f' }],
      ownSiteLinks: 0,
    }),
    'no brand',
  ],
  [
    'a brand only in a picture of its name, no alt text (the words text recognition read on it)',
    page('https://account-review-center.test/signin/', {
      title: 'Log in',
      formImages: [{ text: '', src: 'data:image/png;base64,iVBORw0K', readText: 'P PayPal' }],
      ownSiteLinks: 0,
    }),
    'type 0: PayPal',
  ],
  [
    'a brand’s short name as a subdomain of a hijacked host that never names itself',
    page('https://meta.greenvalley-bakery.test/login/', {
      title: 'Log in to Meta',
      formHeadings: ['Meta'],
      formTexts: ['Email', 'Password'],
      ownSiteLinks: 0,
    }),
    'type 0: Meta',
  ],
  [
    'an e-mail-first step of a Microsoft clone',
    kit('https://login-verify.test/', 'Microsoft', {
      fields: [{ kind: 'identifier', inFrame: false }],
      formTexts: ['Email, phone, or Skype', 'Next'],
    }),
    'type 0: Microsoft',
  ],
  [
    'a form inside a frame',
    withFrame(
      page('https://portal.test/', { title: 'Document shared with you', fields: [], ownSiteLinks: 0 }),
      kit('https://portal.test/frame.html', 'OneDrive'),
    ),
    'type 0: Microsoft',
  ],
  [
    'a password typed into a masked text field',
    kit('https://a.test/', 'PayPal', { fields: [{ kind: 'masked-password', inFrame: false }] }),
    'type 0: PayPal',
  ],
  ['"One Drive" spelled apart', kit('https://files.test/', 'One Drive'), 'type 0: Microsoft'],
  // A name that spells the host is the site's own, unless it sounds like signing in or the host is
  // dressed up as the brand.
  [
    'a kit named like its host, in sign-in words',
    kit('https://appleidsupport.test/', 'Apple ID Support'),
    'type 0: Apple',
  ],
  [
    'a kit named like a host dressed as the brand',
    kit('https://paypalshop.test/', 'PayPal Shop'),
    'type 0: PayPal',
  ],
  ['"Micros0ft" with a digit', kit('https://files.test/', 'Micros0ft'), 'type 0: Microsoft'],
  ['"PayPaI" with a capital I', kit('https://pp.test/', 'PayPaI'), 'type 0: PayPal'],
  [
    'a clone of the brand’s sign-in page (its element ids and CDN), no brand word anywhere',
    page('https://relay.test/common/oauth2/authorize', {
      title: 'Sign in to your account',
      markers: ['i0116', 'i0118', 'idSIButton9', 'loginfmt'],
      resources: ['https://aadcdn.msftauth.net/shared/1.0/content/js/ConvergedLogin_PCore.js'],
    }),
    'type 0: Microsoft',
  ],
  [
    'a look-alike host with a brand in the title',
    page('https://login-micros0ft.test/', { title: 'Sign in to your Microsoft account' }),
    'type 0: Microsoft',
  ],
  [
    'a homoglyph host in punycode (pаypal with a Cyrillic а)',
    page('https://xn--pypal-4ve.test/signin', { title: 'Log in to your PayPal account' }),
    'type 0: PayPal',
  ],
  [
    'credentials sent to a Telegram bot',
    page('https://docs-share.test/', {
      title: 'Microsoft Excel Online',
      formTexts: ['Sign in with your Microsoft account to view'],
      scriptUrls: ['https://api.telegram.org/bot123:abc/sendMessage'],
    }),
    'type 0: Microsoft',
  ],
  [
    'a Microsoft kit in its own words, its copyright in the footer, no brand word in its sign-in area',
    page('https://hostingum.test/new/office365/Validation/enterpassword.php', {
      title: 'Sign in to your account',
      formTexts: ['Sign in', 'No account? Create one!', "Can't access your account?"],
      copyrights: ['©2019 Microsoft Terms of use'],
      ownSiteLinks: 0,
    }),
    'type 0: Microsoft',
  ],
  [
    'brands the extension knows as one weighed together (Office 365 in the address, Microsoft’s copyright)',
    page('https://hostingum.test/new/office365/login.php', {
      title: 'Sign in to your account',
      formTexts: ['Enter password', 'Forgot my password'],
      copyrights: ['©2019 Microsoft'],
      ownSiteLinks: 0,
    }),
    'type 0: Microsoft',
  ],
  [
    'a brand written as its site, in lower case ("chase-com")',
    kit('https://x.test/', 'chase-com'),
    'type 0: Chase',
  ],
  [
    'a kit’s card step (no password: a card’s number and code, "confirm your account")',
    page('https://paypa.harcocenter.test/Secure/card_info.php', {
      title: 'Confirm Card Information - PayPal',
      fields: [
        { kind: 'secret', inFrame: false },
        { kind: 'secret', inFrame: false },
      ],
      formTexts: ['Credit Card', 'Card Number', 'CSC', 'Confirm your account'],
      copyrights: ['© 1999-2018 PayPal'],
      ownSiteLinks: 0,
    }),
    'type 0: PayPal',
  ],
  [
    'a kit’s card step in Portuguese ("Confirme sua conta": its words of upkeep in the kit’s language)',
    page('https://seguro-atualizacao.test/cartao.php', {
      title: 'PayPal | Atualização',
      fields: [
        { kind: 'secret', inFrame: false },
        { kind: 'secret', inFrame: false },
      ],
      formTexts: ['Número do cartão', 'Validade', 'Confirme sua conta para continuar'],
      ownSiteLinks: 0,
    }),
    'type 0: PayPal',
  ],
  [
    'a kit that names only the brand, never the site it is on',
    page('https://chaseonlinedatarestoration.test/Chase/login.php', {
      title: 'Sign in - chase.com',
      formTexts: ['Username', 'Password'],
      ownSiteLinks: 0,
    }),
    'type 0: Chase',
  ],
  [
    'a kit naming the brand once (its title), never the site it is on, linking nowhere on it',
    page('https://risktrategy.test/Owa/login.php', {
      title: 'Outlook Web App',
      formTexts: ['Email', 'Password'],
      ownSiteLinks: 0,
    }),
    'type 0: Microsoft',
  ],
  [
    'a Google Form asking for a password',
    page('https://docs.google.com/forms/d/e/abc/viewform', {
      fields: [],
      title: 'Google Forms',
      formQuestions: ['Your email', 'Your Outlook password'],
    }),
    'type 4: Microsoft',
  ],
  [
    'a brand’s e-mail step with no sign-in word, the brand in the title only ("Gmail", "Enter your email")',
    page('https://zekchang.test/wp-content/cloud/index.php', {
      title: 'Gmail',
      fields: [{ kind: 'identifier', inFrame: false }],
      formTexts: [' Enter your Email'],
      ownSiteLinks: 0,
    }),
    'type 0: Google',
  ],
  [
    'a kit’s card step in French ("Confirmez votre carte") on a host dressed up as the brand',
    page('https://paypal-verification.atlas-edu.test/login/info/card.php', {
      title: 'Confirmez votre carte',
      fields: [{ kind: 'secret', inFrame: false }],
      formHeadings: ['Confirmez votre carte'],
      formTexts: ['Nom sur la carte', 'Numéro de la carte'],
      ownSiteLinks: 0,
    }),
    'type 0: PayPal',
  ],
  [
    'a kit whose only claim is a title asking for the brand’s account ("Log in to your PayPaI account")',
    page('https://kartaltepe.test/common/chem/authen.php', {
      title: 'Log in to your PayPaI account - Ukraine',
      fields: [
        { kind: 'identifier', inFrame: false },
        { kind: 'password', inFrame: false },
      ],
      formTexts: [' Email ', ' Password ', ' A valid email address is required '],
      ownSiteLinks: 4,
    }),
    'type 0: PayPal',
  ],
  [
    'a kit on a bare IP address that goes by the brand’s name alone (its title)',
    page('https://203.0.113.118/chase/step2.php', {
      title: 'Chase Bank - Credit Card, Mortgage, Auto, Banking Services',
      fields: [
        { kind: 'masked-password', inFrame: false },
        { kind: 'identifier', inFrame: false },
      ],
      ownSiteLinks: 0,
    }),
    'type 0: Chase',
  ],
];

const LEFT_ALONE: [string, PageEvidence, string][] = [
  [
    'federated sign-in buttons in any wording',
    page('https://shop.test/login', {
      title: 'Log in | Shop',
      controls: ['Continue with Google', 'Connect with Facebook', 'Google', 'Apple'],
      formHeadings: ['Log in'],
    }),
    'no brand',
  ],
  [
    'federated sign-in in other languages ("Googleでログイン", "เข้าสู่ระบบด้วย Google", "Se connecter avec Facebook")',
    page('https://books.test/login', {
      title: 'ログイン | 本の森',
      controls: ['Googleでログイン', 'Facebookでログイン'],
      formTexts: ['เข้าสู่ระบบด้วย Google', 'Se connecter avec Facebook'],
      formImages: [{ text: 'Googleでログイン', src: 'https://books.test/img/sns.png' }],
      formHeadings: ['ログイン'],
    }),
    'no brand',
  ],
  [
    'a section that delegates sign-in or payment to a brand',
    page('https://batteries.test/login', {
      title: 'Welcome, please sign in',
      formHeadings: ['Log In with PayPal', 'Returning customers'],
      formTexts: [
        'Have a PayPal account? Securely log in with PayPal to shop even faster!',
        'Pay with PayPal',
      ],
    }),
    'no brand',
  ],
  [
    'a payment partner beside the sign-in form, in words and pictures',
    page('https://phones.test/login', {
      title: 'Log in',
      formHeadings: ['Safe Shopping'],
      formTexts: ['We have teamed up with PayPal to guarantee a safe and secure shopping experience.'],
      formImages: [
        {
          text: 'All major credit and debit cards, Amex, Paypal secure padlock payments',
          src: 'https://phones.test/cards.png',
        },
      ],
      ownSiteLinks: 0,
    }),
    'no brand',
  ],
  [
    'brands in a footer and social links (left in the other text)',
    page('https://news.test/account', {
      title: 'Sign in',
      otherText: 'Follow us on Facebook · Download on the App Store · Get it on Google Play',
    }),
    'no brand',
  ],
  [
    'payment marks',
    page('https://store.test/checkout', {
      title: 'Checkout – sign in',
      otherText: 'Pay with PayPal, Visa, American Express',
    }),
    'no brand',
  ],
  [
    'ordinary words that are brand names',
    page('https://power.test/login', {
      title: 'ups batteries – sign in',
      formTexts: ['an apple a day', 'Amazon Devices we stock'],
      copyrights: ['© 2024 Power Batteries Ltd'],
    }),
    'no brand',
  ],
  [
    'an e-mail address on the page',
    page('https://club.test/login', { title: 'Members', formTexts: ['you@gmail.com', 'Password'] }),
    'no brand',
  ],
  ['a brand’s own host', kit('https://login.microsoftonline.com/', 'Microsoft'), 'genuine'],
  ['a brand’s subsidiary', kit('https://www.xbox.com/en-US/auth/msa', 'Microsoft'), 'genuine'],
  ['a brand’s regional site', kit('https://www.amazon.fr/ap/signin', 'Amazon'), 'genuine'],
  ['not on a free country-code look-alike', kit('https://amazon.tk/ap/signin', 'Amazon'), 'type 0: Amazon'],
  [
    'a third-party page naming a brand once in its form',
    page('https://university.test/sso', {
      title: 'University single sign-on',
      formTexts: ['Use your Outlook address'],
    }),
    'no brand',
  ],
  [
    'a shop’s checkout asking for a card (no account words), its payment partner named',
    page('https://store.test/checkout', {
      title: 'Checkout',
      fields: [{ kind: 'secret', inFrame: false }],
      formHeadings: ['Payment'],
      formTexts: ['Card number', 'We accept PayPal and American Express'],
    }),
    'no credentials',
  ],
  [
    'a site offering a brand’s account as a way in ("use your LinkedIn account to sign up with us")',
    page('https://pmlogin.b2clogin.test/signup', {
      title: 'Sign up',
      formHeadings: [
        'You can use your LinkedIn account to sign-up with us, enabling one-click sign-in on future visits:',
      ],
      formTexts: [
        'You can use your LinkedIn account to sign-up with us, enabling one-click sign-in on future visits:',
        'Alternatively, you can sign-up using your email address:',
      ],
      controls: ['LinkedIn'],
    }),
    'no brand',
  ],
  [
    'a site naming a brand once in its title and itself too',
    page('https://risktrategy.test/mail/login.php', {
      title: 'Outlook Web App',
      formTexts: ['Email', 'Password'],
      copyrights: ['© 2024 Risktrategy Consulting'],
      ownSiteLinks: 0,
    }),
    'no brand',
  ],
  [
    'a page without a credential field',
    page('https://news.test/', { title: 'Microsoft news', fields: [] }),
    'no credentials',
  ],
  [
    'a newsletter e-mail box on a page about a brand',
    page('https://blog.test/apple-news', {
      title: 'Apple news today',
      fields: [{ kind: 'identifier', inFrame: false }],
      formTexts: ['Subscribe'],
    }),
    'no credentials',
  ],
  ['a blocked URL', page('https://KIT.example.net/steal/x', { fields: [] }), 'blocked'],
  [
    'a section of a site named with the site (“Meta Stack Exchange” on meta.stackexchange.com)',
    page('https://meta.stackexchange.com/users/login', {
      title: 'Log in - Meta Stack Exchange',
      formHeadings: ['Meta Stack Exchange'],
      formTexts: ['Log in to Meta Stack Exchange', 'Email', 'Password'],
    }),
    'no brand',
  ],
  [
    'a news site’s log-in box offering an account at one of two brands (Portuguese)',
    page('https://www.correio24horas.com.br/noticia/nid/1/', {
      title: 'Notícia | Correio',
      formHeadings: ['Acesse com seu e-mail cadastrado ou com sua conta do Google ou Facebook'],
      formTexts: ['Acesse com seu e-mail cadastrado ou com sua conta do Google ou Facebook', 'Senha'],
    }),
    'no brand',
  ],
  [
    'a shop’s sign-in with a picture of the cards and wallets it takes, read as words',
    page('https://www.fabric-corner.test/account/login', {
      title: 'Fabric Corner - Log in',
      formHeadings: ['Fabric Corner'],
      formImages: [{ text: '', src: 'https://www.fabric-corner.test/img/pay.png', readText: 'VISA PayPal' }],
      copyrights: ['© 2026 Fabric Corner'],
    }),
    'no brand',
  ],
  [
    'a shop whose own name, which its host spells, holds a brand word',
    page('https://appleipodparts.test/login', {
      title: 'Apple iPod Parts - Sign in',
      formHeadings: ['Apple iPod Parts'],
      formImages: [{ text: 'Apple iPod Parts', src: 'https://cdn.test/logo.png' }],
      copyrights: ['© 2024 Apple iPod Parts'],
      ownSiteLinks: 0,
    }),
    'no brand',
  ],
  [
    'an organization’s own sign-in for a brand’s service, its name in the title',
    page('https://accounts.kmutt.ac.th/', {
      title: 'KMUTT Google Apps Authentication Service',
      fields: [{ kind: 'identifier', inFrame: false }],
      formTexts: ['Google Apps Account', 'Password'],
      ownSiteLinks: 0,
    }),
    'suspicious',
  ],
  [
    'a brand’s browser recommended beside the form ("please use Google Chrome")',
    page('https://kintai.test/login', {
      formTexts: ['User ID', 'Password', '* please use Google Chrome'],
      ownSiteLinks: 0,
    }),
    'no brand',
  ],
];

describe('the extension catches the kinds of phishing pages', () => {
  it.each(CAUGHT)('%s', (_name, evidence, expected) => {
    expect(verdict(evidence)).toBe(expected);
  });
});

describe('the extension leaves genuine kinds of sign-in pages alone', () => {
  it.each(LEFT_ALONE)('%s', (_name, evidence, expected) => {
    expect(verdict(evidence)).toBe(expected);
  });
});

describe('a verdict explains itself', () => {
  it('names each signal with its weight, in words', () => {
    const v = judgePage(config, kit('https://www.greenvalley-bakery.test/x', 'Outlook'));
    expect(v.kind).toBe('detected');
    if (v.kind !== 'detected') return;
    expect(v.reasons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          signal: 'brand-in-title',
          brand: 'Microsoft',
          term: 'Outlook',
          text: 'The page title names Microsoft (“Outlook”)',
        }),
        expect.objectContaining({ signal: 'no-own-links', weight: 0.1 }),
      ]),
    );
    expect(v.score).toBeGreaterThan(0);
    expect(v.score).toBeLessThanOrEqual(1);
  });

  it('keeps weaker evidence as suspicious, not detected', () => {
    const v = judgePage(
      config,
      page('https://portal.test/', {
        title: 'Outlook Web Access',
        formHeadings: ['Outlook'],
        copyrights: ['© Portal Ltd'],
      }),
    );
    expect(v.kind).toBe('suspicious');
  });

  it('says which site a page never names', () => {
    const named = (otherText: string) =>
      pageRisks({ ...page('https://login.silverline-travel.test/'), otherText }).some(
        (r) => r.signal === 'no-own-name',
      );
    expect(named('Welcome to Silverline Travel')).toBe(false);
    expect(named('Welcome to Silverline')).toBe(false);
    expect(named('Welcome to Microsoft')).toBe(true);
    // An address or a free host has no name of its own to say.
    expect(pageRisks(page('https://203.0.113.9/login')).some((r) => r.signal === 'no-own-name')).toBe(false);
  });

  it('uses a logo whose image hash is the brand’s', () => {
    const withLogo = {
      brandPolicies: brandPolicies.map((p) =>
        p.brandName === 'Apple' ? { ...p, logoHashes: ['0f0f0f0f0f0f0f0e'] } : p,
      ),
      blockedUrls: [],
    };
    const v = judgePage(
      withLogo,
      page('https://x9.test/', {
        title: 'Sign in',
        formHeadings: ['Sign in with your ID'],
        formImages: [{ text: '', src: 'data:image/png', hash: '0f0f0f0f0f0f0f0f' }],
        ownSiteLinks: 0,
        formTargets: ['https://collector.test/p.php'],
      }),
    );
    expect(v).toMatchObject({ kind: 'detected', brands: ['Apple'] });
  });

  it('does not compare a reference logo too plain to tell apart (few bits set)', () => {
    const plain = {
      brandPolicies: brandPolicies.map((p) =>
        p.brandName === 'Apple' ? { ...p, logoHashes: ['8000000000000001'] } : p,
      ),
      blockedUrls: [],
    };
    const v = judgePage(
      plain,
      page('https://x9.test/', {
        title: 'Sign in',
        formImages: [{ text: '', src: 'data:image/png', hash: '8000000000000000' }],
        ownSiteLinks: 0,
        formTargets: ['https://collector.test/p.php'],
      }),
    );
    expect(v.kind).not.toBe('detected');
  });
});
