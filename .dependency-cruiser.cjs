// Import boundaries (ARCHITECTURE.md §3). `npm run lint` runs this after Biome.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'contracts-import-nothing-ours',
      comment:
        'packages/contracts is shared by the console, the server and the docs: it depends on no app code.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps|e2e|tools)/|^packages/(?!contracts/)' },
    },
    {
      name: 'web-features-isolated',
      comment:
        'Web features do not import one another; domain code several screens share lives in domains/, generic UI in components/, infrastructure in lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/[^/]+/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'web-domains-below-features',
      comment: 'A shared domain serves the features and the shell; it never reaches up into them.',
      severity: 'error',
      from: { path: '^apps/web/src/domains/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'web-generic-below-domains',
      comment:
        'components/ holds generic UI and lib/ infrastructure: neither knows a domain, a feature or the shell.',
      severity: 'error',
      from: { path: '^apps/web/src/(components|lib)/' },
      to: { path: '^apps/web/src/(domains|features|app)/' },
    },
    {
      name: 'server-features-use-services',
      comment:
        'A feature reaches another feature through its service only (a module such as events/ has one per stage), or through the event read model, which every event-reading feature shares, or through push/, the scope rules and the event shape every push channel (webhooks, syslog) shares; what else several features share (the access policy, HTTP helpers) lives outside features/.',
      severity: 'error',
      from: { path: '^apps/server/src/features/([^/]+)/' },
      to: {
        path: '^apps/server/src/features/[^/]+/',
        pathNot: [
          '^apps/server/src/features/$1/',
          '^apps/server/src/features/[^/]+/[^/]+[.]service[.]ts$',
          '^apps/server/src/features/[^/]+/[a-z-]+/[^/]+[.]service[.]ts$',
          '^apps/server/src/features/events/read/(event-reads|repeat-url|url-newest)[.]repository[.]ts$',
          '^apps/server/src/features/events/read/(event-row|event-window|feed-filters|feed-order|feed-query|repeat-url-stream)[.]ts$',
          '^apps/server/src/features/push/(push-scope|push-event|push[.]repository)[.]ts$',
        ],
      },
    },
    {
      name: 'feature-repositories-stay-inside',
      comment:
        'Outside the features (seed, auth, jobs...), feature data is reached through services too (tests may read it).',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: ['^apps/server/src/features/', '[.]test[.]ts$'] },
      to: { path: '^apps/server/src/features/([^/]+/|[^/]+/[a-z-]+/)[^/]+[.]repository[.]ts$' },
    },
    {
      name: 'only-the-policy-authorizes',
      comment:
        'Authorized values (auth/authorized.ts) are made by the access policy; the seeding, the demo and tests act as the system and may make them too. Nothing else.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: [
          '^apps/server/src/auth/access-policy[.]ts$',
          '^apps/server/src/(seed|demo|test)/',
          '[.]test[.]ts$',
        ],
      },
      to: { path: '^apps/server/src/auth/authorize[.]ts$' },
    },
    {
      name: 'db-imports-no-feature',
      comment: 'db/ holds the schema and the client; seeding and the demo sit above the features they drive.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/(features|seed|demo)/' },
    },
    {
      name: 'features-are-product-code',
      comment:
        'The demo (seeded world, fleet simulator, demo triage) drives the features; never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/(features|auth|http|jobs|mail|metrics|storage|lib)/' },
      to: { path: '^apps/server/src/(demo|seed)/' },
    },
    {
      name: 'no-web-to-server',
      comment: 'The console talks to the server over HTTP, typed by packages/contracts.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-server-to-web',
      comment: 'The server serves the built console as files; it never imports its code.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'no-circular',
      comment: 'Modules that import each other cannot be read, tested or moved one at a time.',
      severity: 'error',
      from: { path: '^(apps|packages)/' },
      to: { circular: true },
    },
    {
      name: 'http-below-auth-and-features',
      comment: 'http/ holds what every route shares; sessions, features, the seed and the demo build on it.',
      severity: 'error',
      from: { path: '^apps/server/src/http/', pathNot: '[.]test[.]ts$' },
      to: { path: '^apps/server/src/(auth|features|seed|demo)/' },
    },
    {
      name: 'seed-below-demo',
      comment: 'Every database gets the seed; the demo world is built on top of it, never the reverse.',
      severity: 'error',
      from: { path: '^apps/server/src/seed/' },
      to: { path: '^apps/server/src/demo/' },
    },
    {
      name: 'config-is-the-bottom',
      comment: 'The typed settings are read first, by everything: they import only small helpers.',
      severity: 'error',
      from: { path: '^apps/server/src/config[.]ts$' },
      to: { path: '^apps/server/src/', pathNot: '^apps/server/src/(lib/|config[.]ts$)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|drizzle|node_modules)/' },
    // TypeScript 7 has no compiler API for dependency-cruiser yet; swc parses the TypeScript sources, and
    // it reports type-only imports too (a web file importing a server type still crosses the boundary).
    parser: 'swc',
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
