/**
 * Entry of `services.js`, a classic script built apart from the worker (vite.services.config.ts):
 * the municipal and content services, the MCP endpoint and Dexie. The worker imports it during
 * install and evaluates it again only when a request first needs one of them (services/port.ts).
 */
import { services } from '../engine/services/all.ts';
import type { Services } from '../engine/services/port.ts';

(self as unknown as { sandboxServices: Services }).sandboxServices = services;
