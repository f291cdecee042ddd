/**
 * The one problem-to-message function of the UI: any failure (ApiError or anything thrown) in the
 * person's language, with its next step. Each area keeps its wording (`<area>.err.<code>` in its
 * strings.ts: a 401 means "your practice world ended" in the citizen flow and "reload" in the
 * workspace), and an unknown code gets the area's general message with the code. The API's English
 * `message` is never shown as is.
 */
import { isMessageKey, t } from '../i18n/index.ts';
import { ApiError, asApiError } from './api.ts';

/** Where the failure happened: the citizen flow, the content workspace, export/import, the tools, or elsewhere. */
export type ProblemArea = 'm' | 'content' | 'transfer' | 'kit' | ToolsArea;
/** The tools' areas: the Inspector's journal, the report card, the local tools (issue 20, helper b). */
export type ToolsArea = 'inspector' | 'report' | 'bridge';

function known(key: string, values: Record<string, string | number>): string | undefined {
  return isMessageKey(key) ? t(key, values) : undefined;
}

export function problemMessage(error: unknown, area: ProblemArea = 'kit'): string {
  const problem = asApiError(error);
  const code = problem.code;
  const values = { scope: problem.problem.scope ?? '', code, message: code };
  // A workshop refusal names the member that was wrong and what it may be (issue 18).
  const { member, allowed } = problem.problem as { member?: string; allowed?: string };
  const memberText =
    member && allowed
      ? known(`${area}.errMember`, { member, allowed, message: problem.problem.message ?? code })
      : undefined;
  return (
    memberText ??
    known(`${area}.err.${code}`, values) ??
    known(`kit.err.${code}`, values) ??
    known(`${area}.err.other`, values) ??
    t('kit.err.other', values)
  );
}

/** The Problem code of a failure, if it has one (for screens that act on a particular code). */
export function problemCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}
