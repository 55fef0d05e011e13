import { ensureDbTemplate } from './lib/db-template.ts';

// `npm run build` makes the embedded database template ahead of the first `npm start`.
await ensureDbTemplate();
