/** The screen kit: import screens' shared pieces from here. */

export { type Action, createAction } from './action.ts';
export { ApiError, apiRequest, asApiError, type ProblemBody } from './api.ts';
export { ConfirmStep } from './ConfirmStep.tsx';
export {
  ErrorSummary,
  errorId,
  Failure,
  FailureRegion,
  FieldError,
  type FieldProblem,
  focusField,
  Loading,
  ResourceView,
} from './components.tsx';
export { IssuedToken } from './IssuedToken.tsx';
export { LeaveStep } from './LeaveStep.tsx';
export { type LazyTexts, lazy } from './lazy.tsx';
export { type ProblemArea, problemCode, problemMessage } from './problem.ts';
export { createResource, type Resource, useResource } from './resource.ts';
export { screenTitle, useTitle } from './title.ts';
export { allowRouteChange, confirmLeave, hasUnsavedEdits, useUnsavedGuard } from './unsaved.ts';
