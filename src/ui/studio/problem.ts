/**
 * A studio failure in the person's words, naming the limit that refused it (issue 32): the engine's
 * refusal codes (`studio_*`) each have a message, and anything else the kit's.
 */
import { lang } from '../i18n/index.ts';
import { asApiError } from '../kit/api.ts';
import { problemMessage } from '../kit/problem.ts';
import { formatSize } from './file-kinds.ts';
import { hasStudioKey, st } from './strings.ts';
import { STUDIO_LIMITS } from './studio-client.ts';
import { MAX_ZIP_BYTES } from './zip.ts';

export function studioProblem(error: unknown): string {
  const failure = asApiError(error);
  const code = failure.code;
  const key = `err.${code}`;
  if (!hasStudioKey(key)) return problemMessage(error);
  return st(key, {
    code,
    path: typeof failure.problem.path === 'string' ? failure.problem.path : '',
    maxZip: formatSize(MAX_ZIP_BYTES, lang.value),
    maxName: STUDIO_LIMITS.nameLength,
    maxPath: STUDIO_LIMITS.pathLength,
    maxFile: formatSize(STUDIO_LIMITS.fileBytes, lang.value),
    maxProject: formatSize(STUDIO_LIMITS.projectBytes, lang.value),
    maxFiles: STUDIO_LIMITS.projectFiles,
    maxProjects: STUDIO_LIMITS.projects,
  });
}

/** The refusal's code, to put the message beside the field it is about. */
export function studioCode(error: unknown): string {
  return asApiError(error).code;
}
