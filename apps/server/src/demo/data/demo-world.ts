import type { LicenseType } from '@baitwatch/contracts/common/product';

// The demo world: who exists when `npm start` runs on an empty database. The five documented logins
// are marked; every admin gets the demo password unless `invited` (an invitation not yet accepted).

/** The five documented logins (password DEMO_PASSWORD, default Baitwatch-demo-1). Browser tests use them too. */
export const DEMO_LOGINS = {
  /** BaitwatchAdmin, the provider. */
  provider: 'provider@baitwatch.test',
  /** TenantAdmin of Northwind MSP (two groups). */
  msp: 'msp@baitwatch.test',
  /** CustomerAdmin of a PHISHPROTSUITE organization. */
  customer: 'customer@baitwatch.test',
  /** CustomerAdmin of a BASICPHISH organization. */
  basic: 'basic@baitwatch.test',
  /** CustomerAdmin of the TISOC organization. */
  intel: 'intel@baitwatch.test',
} as const;
export type DemoLogin = keyof typeof DEMO_LOGINS;

/**
 * A CustomerAdmin of Contoso Pharmaceuticals with an authenticator app set up (issue 26): its login asks
 * for a code after the password. The README prints the secret so a person can add it to any app; kept
 * apart from DEMO_LOGINS, whose logins sign in with the password alone.
 */
export const DEMO_MFA_LOGIN = 'mfa@baitwatch.test';
/** 160 bits in base32, as authenticator apps take it. */
export const DEMO_TOTP_SECRET = 'BWDEMOMFA2TOTPSECRETJBSWY3DPEHPK';

export interface DemoAdmin {
  email: string;
  firstName: string;
  lastName: string;
  invited?: boolean;
}

export interface DemoOrganization {
  organizationName: string;
  licenseType: LicenseType;
  orgCode: string;
  subDomain?: string;
  contact: { firstName: string; lastName: string; email: string; phone: string };
  noOfUsers: number;
  /** How long ago the organization joined, so lists and the license page show a spread of dates. */
  joinedDaysAgo: number;
  admins: DemoAdmin[];
}

export interface DemoTenant {
  tenantName: string;
  subDomain: string;
  phone: string;
  isMsp: boolean;
  admins: DemoAdmin[];
  groups: { name: string; organizations: DemoOrganization[] }[];
  /** A tenant that resells under its own brand: the login page, mails and extension show it. */
  whitelabel?: { brandName: string; supportEmail: string; color: string };
}

export const DEMO_PROVIDER_ADMINS: DemoAdmin[] = [
  { email: DEMO_LOGINS.provider, firstName: 'Priya', lastName: 'Raman' },
  { email: 'ops@baitwatch.test', firstName: 'Marcus', lastName: 'Lindqvist' },
];

export const DEMO_TENANTS: DemoTenant[] = [
  {
    tenantName: 'Northwind MSP',
    subDomain: 'northwind',
    phone: '2065550143',
    isMsp: true,
    admins: [
      { email: DEMO_LOGINS.msp, firstName: 'Nancy', lastName: 'Davolio' },
      { email: 'andrew.fuller@northwind-msp.test', firstName: 'Andrew', lastName: 'Fuller' },
      {
        email: 'janet.leverling@northwind-msp.test',
        firstName: 'Janet',
        lastName: 'Leverling',
        invited: true,
      },
    ],
    groups: [
      {
        name: 'Enterprise Clients',
        organizations: [
          {
            organizationName: 'Contoso Pharmaceuticals',
            licenseType: 'PHISHPROTSUITE',
            orgCode: 'CONTOSO01',
            subDomain: 'contoso',
            contact: {
              firstName: 'Diane',
              lastName: 'Prescott',
              email: 'it@contoso-pharma.test',
              phone: '6175550182',
            },
            noOfUsers: 1200,
            joinedDaysAgo: 340,
            admins: [
              { email: DEMO_LOGINS.customer, firstName: 'Diane', lastName: 'Prescott' },
              { email: 'raj.patel@contoso-pharma.test', firstName: 'Raj', lastName: 'Patel' },
              { email: DEMO_MFA_LOGIN, firstName: 'Morgan', lastName: 'Reyes' },
              { email: 'helen.wu@contoso-pharma.test', firstName: 'Helen', lastName: 'Wu', invited: true },
            ],
          },
          {
            organizationName: 'Fabrikam Logistics',
            licenseType: 'TISOC',
            orgCode: 'FABRIKAM02',
            contact: {
              firstName: 'Omar',
              lastName: 'Haddad',
              email: 'soc@fabrikam-logistics.test',
              phone: '3125550117',
            },
            noOfUsers: 450,
            joinedDaysAgo: 210,
            admins: [
              { email: DEMO_LOGINS.intel, firstName: 'Omar', lastName: 'Haddad' },
              { email: 'lena.fischer@fabrikam-logistics.test', firstName: 'Lena', lastName: 'Fischer' },
            ],
          },
        ],
      },
      {
        name: 'SMB Clients',
        organizations: [
          {
            organizationName: 'Tailspin Toys',
            licenseType: 'BASICPHISH',
            orgCode: 'TAILSPIN03',
            contact: {
              firstName: 'Carlos',
              lastName: 'Mendes',
              email: 'office@tailspin-toys.test',
              phone: '5035550164',
            },
            noOfUsers: 35,
            joinedDaysAgo: 120,
            admins: [
              { email: DEMO_LOGINS.basic, firstName: 'Carlos', lastName: 'Mendes' },
              { email: 'amy.chen@tailspin-toys.test', firstName: 'Amy', lastName: 'Chen' },
            ],
          },
          {
            organizationName: 'Alpine Ski House',
            licenseType: 'PHISHPROTSUITE',
            orgCode: 'ALPINE04',
            contact: {
              firstName: 'Ingrid',
              lastName: 'Berg',
              email: 'admin@alpineskihouse.test',
              phone: '9705550128',
            },
            noOfUsers: 80,
            joinedDaysAgo: 45,
            admins: [
              { email: 'ingrid.berg@alpineskihouse.test', firstName: 'Ingrid', lastName: 'Berg' },
              {
                email: 'tom.keller@alpineskihouse.test',
                firstName: 'Tom',
                lastName: 'Keller',
                invited: true,
              },
            ],
          },
        ],
      },
    ],
  },
  {
    tenantName: 'Bluefin Security',
    subDomain: 'bluefin',
    phone: '7865550190',
    isMsp: true,
    whitelabel: { brandName: 'Bluefin Guard', supportEmail: 'help@bluefin-security.test', color: '#1a86bd' },
    admins: [
      { email: 'sofia.alvarez@bluefin-security.test', firstName: 'Sofia', lastName: 'Alvarez' },
      { email: 'kenji.tanaka@bluefin-security.test', firstName: 'Kenji', lastName: 'Tanaka' },
    ],
    groups: [
      {
        name: 'Managed Clients',
        organizations: [
          {
            organizationName: 'Coho Winery',
            licenseType: 'BASICPHISH',
            orgCode: 'COHO01',
            contact: {
              firstName: 'Marie',
              lastName: 'Dubois',
              email: 'it@cohowinery.test',
              phone: '7075550131',
            },
            noOfUsers: 60,
            joinedDaysAgo: 300,
            admins: [
              { email: 'marie.dubois@cohowinery.test', firstName: 'Marie', lastName: 'Dubois' },
              { email: 'sam.oconnor@cohowinery.test', firstName: 'Sam', lastName: 'OConnor' },
            ],
          },
          {
            organizationName: 'Wide World Importers',
            licenseType: 'PHISHPROTSUITE',
            orgCode: 'WWI02',
            contact: {
              firstName: 'Arjun',
              lastName: 'Mehta',
              email: 'security@wideworldimporters.test',
              phone: '3055550176',
            },
            noOfUsers: 640,
            joinedDaysAgo: 150,
            admins: [
              { email: 'arjun.mehta@wideworldimporters.test', firstName: 'Arjun', lastName: 'Mehta' },
              { email: 'grace.kim@wideworldimporters.test', firstName: 'Grace', lastName: 'Kim' },
            ],
          },
          {
            organizationName: 'Litware Legal',
            licenseType: 'TISOC',
            orgCode: 'LITWARE03',
            contact: {
              firstName: 'Ruth',
              lastName: 'Okafor',
              email: 'soc@litwarelegal.test',
              phone: '2125550109',
            },
            noOfUsers: 210,
            joinedDaysAgo: 20,
            admins: [
              { email: 'ruth.okafor@litwarelegal.test', firstName: 'Ruth', lastName: 'Okafor' },
              { email: 'ben.carter@litwarelegal.test', firstName: 'Ben', lastName: 'Carter', invited: true },
            ],
          },
        ],
      },
    ],
  },
  {
    // A direct customer: a tenant of its own (not an MSP) whose one organization is the tenant.
    tenantName: 'Proseware Health',
    subDomain: 'proseware',
    phone: '6155550154',
    isMsp: false,
    admins: [],
    groups: [
      {
        name: 'Default',
        organizations: [
          {
            organizationName: 'Proseware Health',
            licenseType: 'PHISHPROTSUITE',
            orgCode: 'PROSEWARE01',
            contact: {
              firstName: 'Daniel',
              lastName: 'Brooks',
              email: 'it@proseware-health.test',
              phone: '6155550155',
            },
            noOfUsers: 900,
            joinedDaysAgo: 260,
            admins: [
              { email: 'daniel.brooks@proseware-health.test', firstName: 'Daniel', lastName: 'Brooks' },
              { email: 'mia.santos@proseware-health.test', firstName: 'Mia', lastName: 'Santos' },
            ],
          },
        ],
      },
    ],
  },
];
