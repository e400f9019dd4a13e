// zod as the site uses it (vite.config.ts points every `import … from 'zod'` here, the generated
// schemas' too). zod compiles its object parsers with `new Function` where a page allows eval and
// tries one to find out; the site's security policy has no 'unsafe-eval' (security-headers.ts), so
// every page that validates would report a violation. Jitless, zod parses without compiling.
// The setting is made here rather than at startup because zod stays out of the first page.
import { config } from 'zod/v4/core';

config({ jitless: true });

export * from 'zod/v4';
