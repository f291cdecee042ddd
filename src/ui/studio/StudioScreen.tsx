/**
 * `#/studio` (issue 32): participants write their own frontend in the browser and the worker serves
 * it, sandboxed, for the app to host (issue 38). `#/studio/<project>` opens a project. This file and everything it imports
 * (CodeMirror, fflate, the templates) form the studio's lazy chunk.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { useTitle } from '../kit/index.ts';
import { ProjectsView } from './ProjectsView.tsx';
import { ProjectView } from './ProjectView.tsx';
import { studioProblem } from './problem.ts';
import { loadSandboxPaths, type SandboxPath } from './sandbox-paths.ts';
import { st } from './strings.ts';
import { studioApi } from './studio-client.ts';
import { createStudioModel } from './studio-model.ts';
import './studio.css';

const model = createStudioModel(studioApi);

/** `project`: the route's (`#/studio/:project`), or none for the list. */
export function StudioScreen({ project: name }: { project?: string }) {
  useTitle(name ? `${name} · ${st('title')}` : st('title'));
  const [paths, setPaths] = useState<SandboxPath[]>([]);
  const pathsRef = useRef(paths);
  pathsRef.current = paths;

  useEffect(() => {
    void model.loadList();
    loadSandboxPaths().then(setPaths, () => undefined);
  }, []);

  useEffect(() => {
    if (name) void model.openProject(name);
  }, [name]);

  const project = model.project.value;
  return (
    <section class="studio" data-testid="studio">
      <h1 tabIndex={-1}>{st('title')}</h1>
      {!name && (
        <>
          <p class="lead">{st('intro')}</p>
          <p class="hint">{st('trust')}</p>
          <ProjectsView model={model} />
        </>
      )}
      {name && model.projectError.value !== undefined && (
        <p class="error" role="alert">
          {studioProblem(model.projectError.value)}
        </p>
      )}
      {name && project?.name === name && <ProjectView model={model} project={project} paths={() => pathsRef.current} />}
      {name && project?.name !== name && model.projectError.value === undefined && (
        <p role="status" class="studio-loading">
          {st('loading')}
        </p>
      )}
    </section>
  );
}
