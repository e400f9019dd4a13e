import common from './common.json';
import home from './home.json';
import shell from './shell.json';

// One file per area of the site; their top-level keys never overlap. These are the texts the
// first page needs; footer, content, casino, mobile and validation load with their parts (../../text-areas.ts).
export const resources = { ...common, ...shell, ...home };
