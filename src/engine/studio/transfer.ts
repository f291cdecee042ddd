/**
 * The studio's part of export and import (docs/studio.md, "Export and import"), pure: what an import
 * stores of the file's projects, decided from the names taken here and the person's choices. A
 * project of a taken name is never overwritten without the choice `replace`; without a choice both are
 * kept, the file's under a free name (`<name>-2`). Every project is held to the studio's rules, and is
 * stored as imported (not approved to run: docs/studio.md, "Imported code waits").
 */
import { MAX_STUDIO_PROJECTS } from './limits.ts';
import { projectExists, tooManyProjects } from './problems.ts';
import { checkName, freeName, newProject } from './rules.ts';
import type { ImportedOrigin, ProjectInFile, StudioImportChoice, StudioImportPlan } from './types.ts';

/** The studio's rule for an import's projects (transfer reaches it through its port, transfer/ports.ts). */
export function planStudioImport(
  inFile: readonly ProjectInFile[],
  here: ReadonlySet<string>,
  choices: Readonly<Record<string, StudioImportChoice>>,
  now: number,
  origin: ImportedOrigin,
): StudioImportPlan {
  const fileNames = new Set<string>();
  for (const project of inFile) {
    checkName(project.name);
    if (fileNames.has(project.name)) throw projectExists(project.name);
    fileNames.add(project.name);
  }
  // Names a kept-both project may not take: those here, those of the file, and those given already.
  const taken = new Set([...here, ...fileNames]);
  const plan: StudioImportPlan = { preview: [], replaced: [], projects: [], files: [], result: [] };
  for (const project of inFile) {
    const conflict = here.has(project.name);
    const keptAs = conflict ? freeName(project.name, taken) : project.name;
    if (conflict) taken.add(keptAs);
    const replace = conflict && choices[project.name] === 'replace';
    const storedAs = replace || !conflict ? project.name : keptAs;
    const made = newProject(
      storedAs,
      project.files.map((file) => ({ path: file.path, bytes: file.bytes, contentType: file.contentType })),
      0,
      now,
      { ...origin, at: now },
    );
    const updatedAt = new Map(project.files.map((file) => [file.path, file.updatedAt]));
    plan.preview.push({
      name: project.name,
      file_count: made.files.length,
      bytes: made.files.reduce((sum, file) => sum + file.size, 0),
      conflict,
      kept_as: keptAs,
    });
    if (replace) plan.replaced.push(project.name);
    plan.projects.push({ ...made.project, createdAt: project.createdAt, updatedAt: project.updatedAt });
    plan.files.push(...made.files.map((file) => ({ ...file, updatedAt: updatedAt.get(file.path) ?? now })));
    plan.result.push({ name: project.name, stored_as: storedAs, replaced: replace });
  }
  const count = here.size + plan.projects.length - plan.replaced.length;
  if (plan.projects.length > 0 && count > MAX_STUDIO_PROJECTS) throw tooManyProjects();
  return plan;
}
