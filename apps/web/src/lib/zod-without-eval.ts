import { z } from 'zod';

// The console runs under a Content-Security-Policy without 'unsafe-eval' (docs/decisions/0019). Zod
// compiles object parsers with `new Function` when it may, and finds out by trying one, which the
// browser reports as a CSP violation; its interpreted parsers give the same answers.
z.config({ jitless: true });
