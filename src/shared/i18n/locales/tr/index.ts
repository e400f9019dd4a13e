import casino from './casino.json';
import common from './common.json';
import content from './content.json';
import footer from './footer.json';
import home from './home.json';
import mobile from './mobile.json';
import shell from './shell.json';

// One file per area of the site, so each area's texts are edited in one place; their top-level
// keys never overlap.
export const resources = {
  ...common,
  ...shell,
  ...mobile,
  ...footer,
  ...content,
  ...home,
  ...casino,
};
