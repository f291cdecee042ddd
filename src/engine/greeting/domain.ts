import type { Domain } from '../domain.ts';
import { greetingContract } from './contract.ts';
import { greetingHandlers } from './routes.ts';

/** The greeting app answers errors as `{ error: <status> }`, exactly as its spec says. */
export const greetingDomain: Domain = { contract: greetingContract, handlers: greetingHandlers };
