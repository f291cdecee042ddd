/**
 * The GitHub Pages workflow (.github/workflows/pages.yml): it deploys with the official actions, and
 * its build step, run here as the workflow runs it for a project site at `/<repository>/`, makes a
 * site whose every URL lives under that sub-path.
 */
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
}
interface Workflow {
  on: { push?: { branches: string[] }; workflow_dispatch?: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, { needs?: string; steps: Step[]; environment?: { name: string } }>;
}

const workflow = parse(readFileSync('.github/workflows/pages.yml', 'utf8')) as Workflow;
const buildSteps = workflow.jobs.build?.steps ?? [];
const buildStep = buildSteps.find((step) => step.run?.includes('build')) as Step;
const uses = (job: string) => (workflow.jobs[job]?.steps ?? []).map((step) => step.uses?.split('@')[0]);

describe('the GitHub Pages workflow', () => {
  it('deploys with the official actions, on a push to main and by hand, with the rights Pages needs', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    expect(uses('build')).toEqual(
      expect.arrayContaining(['actions/checkout', 'actions/configure-pages', 'actions/upload-pages-artifact']),
    );
    expect(uses('deploy')).toEqual(['actions/deploy-pages']);
    expect(workflow.jobs.deploy?.needs).toBe('build');
    expect(workflow.jobs.deploy?.environment?.name).toBe('github-pages');
  });

  it('builds for the path configure-pages reports and uploads the folder the build writes', () => {
    const configure = buildSteps.find((step) => step.uses?.startsWith('actions/configure-pages'));
    expect(buildStep.env?.BASE_PATH).toBe(`\${{ steps.${configure?.id}.outputs.base_path }}/`);
    const upload = buildSteps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('dist'); // the build's folder when OUT_DIR is not set (vite.config.ts)
    expect(buildStep.env?.OUT_DIR).toBeUndefined();
    expect(buildSteps.indexOf(configure as Step)).toBeLessThan(buildSteps.indexOf(buildStep));
  });

  describe('its build step, run for a project site at /offline-sandbox/', () => {
    // configure-pages reports "/<repository>" for a project site; the step appends the slash.
    const basePath = (buildStep.env?.BASE_PATH ?? '').replace(/\$\{\{[^}]+\}\}/, '/offline-sandbox');
    // Another folder than dist/, so the local build the browser tests use is left alone.
    const out = mkdtempSync(join(tmpdir(), 'pages-build-'));
    afterAll(() => rmSync(out, { recursive: true, force: true }));

    it('makes a site whose pages, worker, manifest and precache live under the sub-path', () => {
      expect(basePath).toBe('/offline-sandbox/');
      execSync(buildStep.run as string, { env: { ...process.env, BASE_PATH: basePath, OUT_DIR: out }, stdio: 'pipe' });
      const index = readFileSync(join(out, 'index.html'), 'utf8');
      const scripts = [...index.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
      expect(scripts.length).toBeGreaterThan(1);
      // Absolute URLs under the sub-path, or relative ones (which resolve under it); never the root.
      for (const url of scripts) expect(url).toMatch(/^(\/offline-sandbox\/|[a-z])/);
      // The start script and its stylesheet; the start script is one file, with no chunk it preloads
      // (vite.config.ts keeps what the start needs in the entry chunk).
      const assets = scripts.filter((url) => url.startsWith('/offline-sandbox/assets/'));
      expect(assets.filter((url) => /\/index-[^/]+\.(js|css)$/.test(url))).toHaveLength(2);
      expect(assets.filter((url) => url.endsWith('.js'))).toHaveLength(1);
      expect(assets.every((url) => /\.(js|css)$/.test(url))).toBe(true);
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.webmanifest'), 'utf8'));
      expect([manifest.start_url, manifest.scope]).toEqual(['/offline-sandbox/', '/offline-sandbox/']);
      for (const file of ['sw.js', 'pdf-renderer.js', 'room.html', 'examples/booking/index.html']) {
        expect(existsSync(join(out, file)), file).toBe(true);
      }
      const worker = readFileSync(join(out, 'sw.js'), 'utf8');
      expect(worker).toContain('"url":"examples/booking/index.html"');
      expect(worker).toContain('"url":"room.html"');
    }, 240_000);
  });
});
