import type { Domain } from '../domain.ts';
import { municipalContract } from './contract.ts';
import { municipalHandlers } from './routes.ts';

/** The fictional municipal demo service: /v1/... and /formulare/... */
export const municipalDomain: Domain = { contract: municipalContract, handlers: municipalHandlers };
