// Kinds of phishing pages that once escaped detection, and a genuine kind that was once warned, as the
// extension test serves them (by path, under any mapped host): each is a regression for a kind of
// page, not a copy of one (the detection benchmark's corpus holds real ones).

import { DEMO_MICROSOFT_LOGO } from './reference-logo.ts';

/** A kit's copy of the brand's reference logo. */
const REFERENCE_LOGO = DEMO_MICROSOFT_LOGO.toString('base64');

const LOGO = `<svg role="img" aria-label="Microsoft" width="108" height="24" xmlns="http://www.w3.org/2000/svg"><rect width="108" height="24" fill="#f25022"/></svg>`;
const CARD_STYLE = `<style>body{font-family:sans-serif;background:#f2f2f2;margin:0;display:grid;place-items:center;min-height:100vh}
.card{background:#fff;padding:40px;width:340px;box-shadow:0 2px 6px #0003}input{display:block;width:100%;margin:10px 0;padding:8px}</style>`;

const card = (inner: string) =>
  `<div class="card">${LOGO}<h1>Sign in</h1><p>Use your Microsoft account.</p>${inner}</div>`;
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>${CARD_STYLE}</head><body>${body}</body></html>`;

const PASSWORD_FORM = `<form action="/next.php" method="post"><input type="email" name="login" placeholder="Email, phone, or Skype"><input type="password" name="passwd" placeholder="Password"><button>Sign in</button></form>`;

export const KIT_PAGES: Record<string, string> = {
  // DOM clobbering: inputs and images named like the properties a naive reader would use.
  '/kit/clobbered': page(
    'Sign in to your Microsoft account',
    `<img name="title" alt=""><form name="querySelectorAll"></form><form name="createTreeWalker"></form>${card(
      `<form action="/next.php" method="post"><input type="hidden" name="action"><input type="hidden" name="getAttribute"><input type="hidden" name="elements"><input type="email" name="login"><input type="password" name="passwd"><button>Sign in</button></form>`,
    )}`,
  ),
  // The form in an open shadow root of a web component.
  '/kit/shadow': page(
    'Sign in to your Microsoft account',
    `<sign-in-box></sign-in-box><script>customElements.define('sign-in-box', class extends HTMLElement {
      connectedCallback() { this.attachShadow({ mode: 'open' }).innerHTML = ${JSON.stringify(card(PASSWORD_FORM))}; } });</script>`,
  ),
  // A single-page app that renders its form well after load.
  '/kit/late': page(
    'Microsoft',
    `<div id="app">Loading…</div><script>setTimeout(() => { document.getElementById('app').innerHTML = ${JSON.stringify(card(PASSWORD_FORM))}; }, 1500);</script>`,
  ),
  // The form in a frame; the top page names nothing.
  '/kit/frame': page(
    'Shared document',
    `<iframe src="/kit/frame-inner" style="border:0;width:100%;height:90vh"></iframe>`,
  ),
  '/kit/frame-inner': page('Sign in to your account', card(PASSWORD_FORM)),
  // A password typed into a text field that CSS masks.
  '/kit/masked': page(
    'Sign in to your Microsoft account',
    card(
      `<form action="/next.php" method="post"><input type="email" name="login"><input type="text" name="pw" style="-webkit-text-security:disc"><button>Sign in</button></form>`,
    ),
  ),
  // The e-mail step of an identifier-first kit (its password step is a later page).
  '/kit/email-first': page(
    'Sign in to your Microsoft account',
    card(
      `<form action="/step2.php" method="post"><input type="email" name="loginfmt" id="i0116" placeholder="Email, phone, or Skype"><button id="idSIButton9">Next</button></form>`,
    ),
  ),
  // A huge page: the form after thirty thousand paragraphs.
  '/kit/huge': page(
    'Sign in to your Microsoft account',
    `${'<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit.</p>'.repeat(30_000)}${card(PASSWORD_FORM)}`,
  ),
  // The brand only as a picture: its logo (the demo policy's reference logo, drawn at another size)
  // with no alt text and no word of the brand anywhere; the form posts to another site.
  '/kit/logo-only': page(
    'Sign in',
    `<div class="card"><img src="data:image/svg+xml;base64,${REFERENCE_LOGO}" width="64" height="64" alt=""><h1>Sign in to your account</h1><form action="https://collect.example/next.php" method="post"><input type="email" name="login"><input type="password" name="passwd"><button>Sign in</button></form></div>`,
  ),
  // Weaker evidence: the brand named in the title and the form's words only, on a site with its own
  // links and its own name (served as kit-suspicious.test).
  '/kit/suspicious': page(
    'Outlook Web App',
    `<div class="card"><h1>Staff mail</h1><p>Use your Outlook account.</p><form action="/owa/auth.owa" method="post"><input type="email" name="username"><input type="password" name="password"><button>Sign in</button></form><a href="/help">Help</a><a href="/about">About</a><p>© Kit Suspicious Ltd</p></div>`,
  ),
  // A genuine shop's sign-in: federated buttons in several wordings, brands in its footer and text.
  '/genuine/federated': page(
    'Log in | Northwind Outfitters',
    `<div class="card"><h1>Log in to Northwind</h1><form action="/session" method="post"><input type="email" name="email" placeholder="you@gmail.com"><input type="password" name="password"><button>Log in</button></form>
    <button>Continue with Google</button><a href="https://facebook.example/">Connect with Facebook</a><button>Apple</button><p>Not logged in to Facebook? An apple a day: shop UPS batteries and Amazon Devices.</p>
    <a href="/help">Help</a><a href="/shop">Shop</a></div><footer>Pay with PayPal · American Express · Follow us on Instagram</footer>`,
  ),
};
