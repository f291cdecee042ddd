import type { Domain } from '../domain.ts';
import { contentContract } from './contract.ts';
import { contentHandlers } from './routes.ts';

/** The content service: /api/... */
export const contentDomain: Domain = { contract: contentContract, handlers: contentHandlers };
