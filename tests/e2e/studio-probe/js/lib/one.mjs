export { chain } from '../../deep/two.mjs';
