/**
 * The contract of the municipal demo service (/v1, /formulare): every route, schema and error,
 * declared once. The router, the OpenAPI document (GET /v1/openapi.json), the guide's endpoint
 * list and error sections, the Problem factories and the UI's types all come from here. Its parts
 * live in contract/: the shapes (schemas.ts), the errors (errors.ts) and the routes (routes.ts).
 */
import { defineContract, type ErrorCodeOf } from '../http/contract.ts';
import type { ProblemBody } from '../http/errors.ts';
import { ReportCard } from '../report/schemas.ts';
import { SERVICE_IDS } from './catalogue.ts';
import { municipalErrors } from './contract/errors.ts';
import { municipalRoutes } from './contract/routes.ts';
import {
  AgentConnection,
  Case,
  CaseList,
  ClockMove,
  ConnectionRequest,
  FaultSettings,
  NewAgentConnection,
  Profile,
  ScenarioRequest,
  ServiceDetail,
  ServiceSummary,
  Session,
  SlotList,
  WorldSettings,
} from './contract/schemas.ts';
import { municipalHead } from './head.ts';
import { PROFILE_IDS } from './profiles.ts';
import { SCENARIO_NAMES } from './scenario-names.ts';
import { Confirmation, DraftInput, SessionRequest } from './schemas.ts';

export { MUNICIPAL_LIMITS } from './contract/schemas.ts';
/**
 * The identifiers the contract's enums take (services, profiles, scenarios): part of the service's
 * surface, so the export file's schema (transfer/schemas.ts) checks the same lists.
 */
export { PROFILE_IDS, SCENARIO_NAMES, SERVICE_IDS };

export const municipalContract = defineContract({
  ...municipalHead,
  title: 'Municipal Demo Service API (fictional)',
  version: '1.0.0',
  description:
    'A fictional municipal sandbox that runs in the browser. A client must show the review and obtain explicit confirmation before submitting; a received case is not an approval.',
  bearer: {
    name: 'DemoBearer',
    description: 'The token of POST /v1/sessions. A secret: never in a URL, a log or an AI prompt.',
  },
  errors: municipalErrors,
  schemas: {
    Session,
    SessionRequest,
    ServiceSummary,
    ServiceDetail,
    Profile,
    SlotList,
    Case,
    CaseList,
    AgentConnection,
    NewAgentConnection,
    ConnectionRequest,
    DraftInput,
    Confirmation,
    ClockMove,
    FaultSettings,
    WorldSettings,
    ScenarioRequest,
    ReportCard,
  },
  routes: municipalRoutes,
});

export type MunicipalErrorCode = ErrorCodeOf<typeof municipalContract>;

/** Shapes of the answers, for clients in TypeScript (the UI imports these as types only). */
export type {
  AgentConnection,
  Case,
  CaseState,
  ClockMove,
  Confirmation,
  DraftInput,
  FaultSettings,
  NewAgentConnection,
  Profile,
  ServiceDetail,
  ServiceSummary,
  Session,
  SlotList,
  WorldSettings,
} from './contract/schemas.ts';
export { ConnectionRequest, FaultSettings as FaultSettingsSchema };
/** The Problem body of an error answer. */
export type Problem = ProblemBody<MunicipalErrorCode>;
