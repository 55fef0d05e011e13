import { readFileSync } from 'node:fs';
import type { BrandPolicyInput } from '../../features/brand-policies/brand-policies.service.ts';

// The baseline brand policies of the demo: brands phishing kits imitate most, with the domains they
// really own. An alias marked partial matches inside a longer word ("paypal" in "paypal-secure").

const brand = (
  brandName: string,
  aliases: string[],
  domains: string[],
  partial: string[] = [],
  isActive = true,
) =>
  ({
    brandName,
    isActive,
    alias: [
      ...aliases.map((value) => ({ value, isPartialMatch: false })),
      ...partial.map((value) => ({ value, isPartialMatch: true })),
    ],
    domains: domains.map((value) => ({ value })),
  }) satisfies BrandPolicyInput;

/**
 * A reference logo of the demo (decision 0065), drawn for it as plain shapes after the brand's
 * geometric mark. No text: the server (sharp) and a browser then draw the same picture. It goes
 * through the brand policy write as a logo from the form does.
 */
export const demoLogo = (file: string) => ({
  name: file,
  image: `data:image/svg+xml;base64,${readFileSync(new URL(`./brand-logos/${file}`, import.meta.url)).toString('base64')}`,
});

const withLogos = (policy: BrandPolicyInput, ...files: string[]): BrandPolicyInput => ({
  ...policy,
  logos: files.map(demoLogo),
});

export const DEMO_BRANDS: BrandPolicyInput[] = [
  withLogos(
    brand(
      'Microsoft',
      ['Microsoft', 'MSFT', 'Outlook', 'OneDrive'],
      ['microsoft.com', 'live.com', 'outlook.com', 'microsoftonline.com', 'onedrive.live.com'],
      ['microsoft'],
    ),
    'microsoft.svg',
  ),
  withLogos(
    brand(
      'Office 365',
      ['Office 365', 'Microsoft 365', 'O365'],
      ['office.com', 'office365.com', 'microsoft365.com'],
      ['office365'],
    ),
    'office-365.svg',
  ),
  brand(
    'Google',
    ['Google', 'Gmail', 'Google Drive', 'Google Workspace'],
    ['google.com', 'gmail.com', 'accounts.google.com', 'drive.google.com'],
    ['google'],
  ),
  brand(
    'Apple',
    ['Apple', 'iCloud', 'Apple ID'],
    ['apple.com', 'icloud.com', 'appleid.apple.com'],
    ['appleid'],
  ),
  brand(
    'Amazon',
    ['Amazon', 'Amazon Prime', 'AWS'],
    ['amazon.com', 'amazon.co.uk', 'amazon.de', 'aws.amazon.com'],
    ['amazon'],
  ),
  brand('PayPal', ['PayPal'], ['paypal.com', 'paypal.me'], ['paypal']),
  brand('DocuSign', ['DocuSign', 'Docu Sign'], ['docusign.com', 'docusign.net'], ['docusign']),
  withLogos(
    brand('Dropbox', ['Dropbox', 'Dropbox Business'], ['dropbox.com', 'dropboxusercontent.com'], ['dropbox']),
    'dropbox.svg',
  ),
  brand('Adobe', ['Adobe', 'Adobe Sign', 'Acrobat'], ['adobe.com', 'adobesign.com', 'acrobat.com']),
  brand('DHL', ['DHL', 'DHL Express'], ['dhl.com', 'dhl.de']),
  brand('FedEx', ['FedEx', 'Federal Express'], ['fedex.com'], ['fedex']),
  brand('UPS', ['UPS', 'United Parcel Service'], ['ups.com']),
  brand('Netflix', ['Netflix'], ['netflix.com'], ['netflix']),
  brand(
    'Meta',
    ['Facebook', 'Meta', 'Messenger'],
    ['facebook.com', 'meta.com', 'messenger.com', 'fb.com'],
    ['facebook'],
  ),
  brand('Instagram', ['Instagram', 'IG'], ['instagram.com'], ['instagram']),
  brand('WhatsApp', ['WhatsApp'], ['whatsapp.com', 'web.whatsapp.com'], ['whatsapp']),
  brand('LinkedIn', ['LinkedIn'], ['linkedin.com', 'lnkd.in'], ['linkedin']),
  brand('Chase', ['Chase', 'JPMorgan Chase', 'Chase Bank'], ['chase.com', 'jpmorganchase.com']),
  brand('Bank of America', ['Bank of America', 'BofA', 'BankAmerica'], ['bankofamerica.com', 'bofa.com']),
  brand('Wells Fargo', ['Wells Fargo', 'WellsFargo'], ['wellsfargo.com', 'wf.com'], ['wellsfargo']),
  brand('Citibank', ['Citibank', 'Citi'], ['citi.com', 'citibank.com']),
  brand('Coinbase', ['Coinbase'], ['coinbase.com'], ['coinbase']),
  brand('Binance', ['Binance'], ['binance.com'], ['binance']),
  brand(
    'Salesforce',
    ['Salesforce', 'SFDC'],
    ['salesforce.com', 'force.com', 'my.salesforce.com'],
    ['salesforce'],
  ),
  brand('Okta', ['Okta'], ['okta.com', 'oktapreview.com'], ['okta']),
  brand('Zoom', ['Zoom', 'Zoom Meetings'], ['zoom.us', 'zoom.com']),
  brand('Slack', ['Slack'], ['slack.com']),
  brand(
    'Intuit',
    ['Intuit', 'QuickBooks', 'TurboTax'],
    ['intuit.com', 'quickbooks.com', 'turbotax.com'],
    ['quickbooks'],
  ),
  brand('American Express', ['American Express', 'Amex'], ['americanexpress.com', 'amex.com']),
  brand('Steam', ['Steam', 'Valve'], ['steampowered.com', 'steamcommunity.com']),
  // Inactive, so the console's Active filter has something to hide.
  brand('Yahoo', ['Yahoo', 'Yahoo Mail'], ['yahoo.com', 'mail.yahoo.com'], [], false),
];
