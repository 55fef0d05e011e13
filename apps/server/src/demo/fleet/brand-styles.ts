/** How a fake login page for a brand looks: the colours and words phishing kits copy. */
export interface BrandStyle {
  primary: string;
  accent: string;
  background: string;
  text: string;
  button: string;
  field: string;
}

const STYLES: Record<string, BrandStyle> = {
  microsoft: {
    primary: '#0067b8',
    accent: '#f25022',
    background: '#f2f2f2',
    text: '#1b1b1b',
    button: 'Next',
    field: 'Email, phone, or Skype',
  },
  'office 365': {
    primary: '#d83b01',
    accent: '#0078d4',
    background: '#faf9f8',
    text: '#252423',
    button: 'Sign in',
    field: 'someone@example.com',
  },
  google: {
    primary: '#1a73e8',
    accent: '#34a853',
    background: '#ffffff',
    text: '#202124',
    button: 'Next',
    field: 'Email or phone',
  },
  paypal: {
    primary: '#003087',
    accent: '#0070e0',
    background: '#ffffff',
    text: '#2c2e2f',
    button: 'Log In',
    field: 'Email or mobile number',
  },
  amazon: {
    primary: '#232f3e',
    accent: '#ff9900',
    background: '#ffffff',
    text: '#111111',
    button: 'Continue',
    field: 'Email or mobile phone number',
  },
  apple: {
    primary: '#1d1d1f',
    accent: '#0071e3',
    background: '#fbfbfd',
    text: '#1d1d1f',
    button: 'Sign In',
    field: 'Apple ID',
  },
  docusign: {
    primary: '#26004a',
    accent: '#ffd100',
    background: '#f8f7fc',
    text: '#1e1e1e',
    button: 'Review Document',
    field: 'Email address',
  },
  dhl: {
    primary: '#d40511',
    accent: '#ffcc00',
    background: '#fff8d6',
    text: '#1a1a1a',
    button: 'Track & Pay',
    field: 'Email address',
  },
  netflix: {
    primary: '#e50914',
    accent: '#e50914',
    background: '#141414',
    text: '#ffffff',
    button: 'Sign In',
    field: 'Email or phone number',
  },
  dropbox: {
    primary: '#0061ff',
    accent: '#1e1919',
    background: '#f7f5f2',
    text: '#1e1919',
    button: 'Sign in',
    field: 'Email',
  },
  adobe: {
    primary: '#fa0f00',
    accent: '#2c2c2c',
    background: '#f5f5f5',
    text: '#2c2c2c',
    button: 'Continue',
    field: 'Email address',
  },
  linkedin: {
    primary: '#0a66c2',
    accent: '#004182',
    background: '#f3f2ef',
    text: '#000000',
    button: 'Sign in',
    field: 'Email or Phone',
  },
  facebook: {
    primary: '#1877f2',
    accent: '#42b72a',
    background: '#f0f2f5',
    text: '#1c1e21',
    button: 'Log In',
    field: 'Email address or phone number',
  },
  'wells fargo': {
    primary: '#d71e28',
    accent: '#ffcd41',
    background: '#f4f0ed',
    text: '#3b3331',
    button: 'Sign On',
    field: 'Username',
  },
  chase: {
    primary: '#117aca',
    accent: '#0c4c8a',
    background: '#f5f7fa',
    text: '#1c2a39',
    button: 'Sign in',
    field: 'Username',
  },
  'bank of america': {
    primary: '#012169',
    accent: '#e31837',
    background: '#ffffff',
    text: '#333333',
    button: 'Log In',
    field: 'Online ID',
  },
  fedex: {
    primary: '#4d148c',
    accent: '#ff6200',
    background: '#ffffff',
    text: '#333333',
    button: 'Log In',
    field: 'User ID',
  },
  zoom: {
    primary: '#0b5cff',
    accent: '#0e72ed',
    background: '#ffffff',
    text: '#131619',
    button: 'Sign In',
    field: 'Email Address',
  },
  salesforce: {
    primary: '#00a1e0',
    accent: '#032d60',
    background: '#f3f3f3',
    text: '#16325c',
    button: 'Log In',
    field: 'Username',
  },
  coinbase: {
    primary: '#0052ff',
    accent: '#0a0b0d',
    background: '#ffffff',
    text: '#0a0b0d',
    button: 'Continue',
    field: 'Your email address',
  },
  instagram: {
    primary: '#d62976',
    accent: '#4f5bd5',
    background: '#fafafa',
    text: '#262626',
    button: 'Log in',
    field: 'Phone number, username, or email',
  },
  usps: {
    primary: '#333366',
    accent: '#e71921',
    background: '#ffffff',
    text: '#333366',
    button: 'Sign In',
    field: 'Username',
  },
};

const FALLBACK_COLORS = [
  '#2b579a',
  '#217346',
  '#b7472a',
  '#5c2d91',
  '#00796b',
  '#c2185b',
  '#455a64',
  '#6d4c41',
];

/** A stable colour for brands without a style of their own. */
function hashedStyle(brand: string): BrandStyle {
  let h = 0;
  for (const c of brand) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  const primary = FALLBACK_COLORS[h % FALLBACK_COLORS.length] ?? '#2b579a';
  return {
    primary,
    accent: primary,
    background: '#f4f5f7',
    text: '#202124',
    button: 'Sign in',
    field: 'Email address',
  };
}

export const brandStyle = (brand: string): BrandStyle => STYLES[brand.toLowerCase()] ?? hashedStyle(brand);
