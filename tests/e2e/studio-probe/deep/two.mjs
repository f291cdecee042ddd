import { three } from './three.mjs';

export const chain = `two>${three}`;
