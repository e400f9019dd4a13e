import { cssMaxLines } from './css-max-lines.js';
import { propsTypeName } from './props-type-name.js';

/** Rules this project needs and no published plugin has. */
export const local = {
  meta: { name: 'local' },
  rules: { 'css-max-lines': cssMaxLines, 'props-type-name': propsTypeName },
};
