import { describe, expect, it } from 'vitest';
import type { ExtensionConfig } from './extension-config.ts';
import { judgePage, type PageSignals, termIn } from './page-rules.ts';

// The extension's detection rules (decision 0051), as a table of pages and the verdict each gets.

const brandPolicies: ExtensionConfig['brandPolicies'] = [
  {
    brandName: 'Microsoft',
    alias: [
      { value: 'Outlook', isPartialMatch: false },
      { value: 'microsoft', isPartialMatch: true },
    ],
    domains: ['microsoft.com', 'live.com', 'microsoftonline.com'],
  },
  {
    brandName: 'Google',
    alias: [{ value: 'Gmail', isPartialMatch: false }],
    domains: ['google.com', 'gmail.com'],
  },
  { brandName: 'UPS', alias: [], domains: ['ups.com'] },
  { brandName: 'PayPal', alias: [{ value: 'paypal', isPartialMatch: true }], domains: ['paypal.com'] },
];
const config = { brandPolicies, blockedUrls: ['https://kit.example.net/steal'] };

const page = (url: string, changes: Partial<PageSignals> = {}): PageSignals => ({
  url,
  title: '',
  visibleText: '',
  imageAlts: [],
  formTargets: [],
  hasPasswordField: true,
  formQuestions: [],
  ...changes,
});

const verdict = (signals: PageSignals) => {
  const v = judgePage(config, signals);
  return v.kind === 'detected' ? `type ${v.type}: ${v.brands.join(', ')}` : v.kind;
};

const TABLE: [string, PageSignals, string][] = [
  [
    'a Microsoft login title on a look-alike host',
    page('https://login-micros0ft.test/', { title: 'Sign in to your Microsoft account' }),
    'type 0: Microsoft',
  ],
  [
    'the same page on the genuine host',
    page('https://login.microsoftonline.com/', { title: 'Sign in to your Microsoft account' }),
    'genuine',
  ],
  ['the genuine host with a port', page('http://login.live.com:8443/', { title: 'Outlook' }), 'genuine'],
  [
    'a look-alike host ending like the brand',
    page('https://evilmicrosoft.com.example/', { title: 'Outlook' }),
    'type 0: Microsoft',
  ],
  [
    'a brand only in the logo’s alternative text',
    page('https://secure-mail.test/', { imageAlts: ['Gmail logo'] }),
    'type 0: Google',
  ],
  [
    'a brand only in the form target (partial alias)',
    page('https://verify.test/', { formTargets: ['https://paypalsecure.test/post.php'] }),
    'type 0: PayPal',
  ],
  [
    'a brand in the visible text',
    page('https://parcel.test/', { visibleText: 'Your UPS parcel is waiting. Sign in.' }),
    'type 0: UPS',
  ],
  [
    'a whole-word brand inside a longer word',
    page('https://cups.test/', { visibleText: 'Groups and cups' }),
    'no brand',
  ],
  [
    '"Sign in with your Microsoft account" names the brand',
    page('https://m.test/', { visibleText: 'Sign in with your Microsoft account' }),
    'type 0: Microsoft',
  ],
  [
    '"Sign in with Google" alone',
    page('https://shop.test/', { visibleText: 'Sign in with Google or with your email' }),
    'no brand',
  ],
  [
    'two brands',
    page('https://mix.test/', { title: 'Outlook', visibleText: 'PayPal' }),
    'type 0: Microsoft, PayPal',
  ],
  ['a login page naming no brand', page('https://intranet.test/', { title: 'Staff portal' }), 'no brand'],
  [
    'a page without a password field',
    page('https://news.test/', { title: 'Microsoft news', hasPasswordField: false }),
    'no credentials',
  ],
  [
    'a blocked URL, even without a password field',
    page('https://KIT.example.net/steal/x', { hasPasswordField: false }),
    'blocked',
  ],
  [
    'a URL that only resembles a blocked one',
    page('https://kit.example.net/other', { hasPasswordField: false }),
    'no credentials',
  ],
  [
    'a Google Form asking for a password',
    page('https://docs.google.com/forms/d/e/abc/viewform', {
      hasPasswordField: false,
      title: 'Google Forms',
      formQuestions: ['Your email', 'Your Outlook password'],
    }),
    'type 4: Microsoft',
  ],
  [
    'a Google Form asking for no password',
    page('https://docs.google.com/forms/d/e/abc/viewform', {
      hasPasswordField: false,
      formQuestions: ['Your email', 'Your T-shirt size'],
    }),
    'no credentials',
  ],
  [
    'a Google login page (not a form)',
    page('https://accounts.google.com/signin', { title: 'Gmail' }),
    'genuine',
  ],
];

describe('which pages the extension detects', () => {
  it.each(TABLE)('%s', (_name, signals, expected) => {
    expect(verdict(signals)).toBe(expected);
  });

  it('keeps where each brand was found, for the boxes on the screenshot', () => {
    const v = judgePage(config, page('https://x.test/', { title: 'Outlook', imageAlts: ['Microsoft'] }));
    expect(v).toMatchObject({
      matches: [
        { brand: 'Microsoft', term: 'Outlook', where: 'title' },
        { brand: 'Microsoft', term: 'Microsoft', where: 'image' },
      ],
    });
  });

  it('matches terms whole or partial, ignoring case and width', () => {
    expect(termIn('PAYPAL-secure', 'paypal', false)).toBe(true);
    expect(termIn('paypalsecure', 'PayPal', false)).toBe(false);
    expect(termIn('paypalsecure', 'PayPal', true)).toBe(true);
    expect(termIn('Ｍｉｃｒｏｓｏｆｔ', 'microsoft', false)).toBe(true);
    expect(termIn('anything', ' ', true)).toBe(false);
  });
});
