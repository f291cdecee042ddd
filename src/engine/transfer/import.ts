/**
 * Import: verify the file (format.ts), check its shape, then either show what it would do (preview)
 * or do all of it in ONE IndexedDB transaction: a failure anywhere leaves the database as it was.
 */
import * as v from 'valibot';
import { berlinIso } from '../berlin-time.ts';
import { randomHex, sha256Hex } from '../clock.ts';
import { CONTENT_BUDGET_BYTES, forgetContentSize, measureContentStore } from '../db/content-size.ts';
import type { SandboxDb } from '../db/database.ts';
import type { EngineContext } from '../domain.ts';
import { JOURNAL_LIMITS } from '../journal/limits.ts';
import { MUNICIPAL_LIMITS } from '../municipal/contract.ts';
import type { ImportedOrigin, ProjectInFile, StudioImportChoice, StudioImportPlan } from '../studio/types.ts';
import { fromBase64 } from './base64.ts';
import { decodeFile } from './format.ts';
import { MAX_FILE_BYTES } from './limits.ts';
import type { FreshWorld } from './move-world.ts';
import { type Existing, type ImportPlan, type ImportPreview, planImport } from './plan.ts';
import type { TransferPorts } from './ports.ts';
import { damagedFile, storeFull } from './problems.ts';
import { type Payload, PayloadV1, type StudioProjectEntry } from './schemas.ts';

/** A world the import made: its new capability (shown to the app once, like POST /v1/sessions) and end. */
interface ImportedWorld {
  token: string;
  expires_at: string;
}

export interface ImportResult {
  preview: ImportPreview;
  worlds: ImportedWorld[];
  /** Each project of the file and the name it is stored under now (its own, or `kept_as` when both were kept). */
  projects: Array<{ name: string; stored_as: string; replaced: boolean }>;
}

/** The verified payload of a file, in the current version's shape. */
export async function readPayload(
  file: Uint8Array,
  maxBytes = MAX_FILE_BYTES,
): Promise<{ version: number; payload: Payload }> {
  const { header, payload } = await decodeFile(file, maxBytes);
  // Version 1 is the only one yet; an older version would be upgraded to the current shape here.
  const parsed = v.safeParse(PayloadV1, payload);
  if (!parsed.success) throw damagedFile('its content does not have the expected shape');
  return { version: header.version, payload: parsed.output };
}

/** What importing the file would add and replace; changes nothing. `ports`: what it needs of other services. */
export async function previewImport(
  context: EngineContext,
  file: Uint8Array,
  ports: TransferPorts,
): Promise<ImportPreview> {
  const { version, payload } = await readPayload(file);
  const { db, clock, random } = context;
  const { existing, projectNames } = await db.transaction(
    'r',
    [db.pages, db.images, db.tokens, db.studioProjects],
    async () => ({ existing: await loadExisting(db), projectNames: await studioNames(db) }),
  );
  // Placeholders: the preview never stores a world, so it needs no capability.
  const fresh = payload.worlds.map(() => ({ id: randomHex(random, 16), token: '', tokenHash: '' }));
  const preview = planImport(payload, version, existing, fresh, clock.now(), random).preview;
  const studio = ports.planStudioImport(projectsOf(payload), projectNames, {}, clock.now(), UNNAMED_FILE);
  return { ...preview, projects: studio.preview };
}

/** A file whose caller did not say where it came from (a `.sandbox` file, its name unknown). */
const UNNAMED_FILE: ImportedOrigin = { kind: 'export', name: '' };

/** The file's studio projects with their bytes decoded, each file's size checked against its entry. */
function projectsOf(payload: Payload): ProjectInFile[] {
  return payload.studio.projects.map((project: StudioProjectEntry) => ({
    ...project,
    files: project.files.map(({ data, size, ...file }) => {
      const bytes = fromBase64(data);
      if (!bytes || bytes.length !== size)
        throw damagedFile(`the studio file ${project.name}/${file.path} is not what its entry says`);
      return { ...file, bytes };
    }),
  }));
}

async function studioNames(db: SandboxDb): Promise<Set<string>> {
  return new Set(await db.studioProjects.toCollection().primaryKeys());
}

/** The studio's rows of the plan, inside the caller's transaction: replaced projects go first. */
async function writeStudio(db: SandboxDb, plan: StudioImportPlan): Promise<void> {
  for (const name of plan.replaced) {
    await db.studioFiles.where('project').equals(name).delete();
    await db.studioProjects.delete(name);
  }
  await db.studioProjects.bulkAdd(plan.projects);
  await db.studioFiles.bulkAdd(plan.files);
}

/**
 * Imports the file in one transaction; the new worlds' capabilities are returned, never stored.
 * `ports` is what the import needs of the municipal and studio services (ports.ts).
 */
export async function importFile(
  context: EngineContext,
  file: Uint8Array,
  ports: TransferPorts,
  choices: Readonly<Record<string, StudioImportChoice>> = {},
  /** Where the file came from, stored with each of its projects (they wait for Run). */
  origin: ImportedOrigin = UNNAMED_FILE,
): Promise<ImportResult> {
  const { version, payload } = await readPayload(file);
  const { db, clock, random } = context;
  // Hashing is asynchronous (crypto.subtle): done before the transaction, which must not wait on it.
  const fresh = await Promise.all(payload.worlds.map(() => freshWorld(context)));
  const now = clock.now();
  await ports.deleteExpiredWorlds(db, now);
  const tables = [db.pages, db.revisions, db.images, db.tokens, db.worlds, db.cases, db.idempotency, db.journal];
  const projects = projectsOf(payload);
  let studio: StudioImportPlan | undefined;
  const plan = await db
    .transaction('rw', [...tables, db.connections, db.studioProjects, db.studioFiles], async () => {
      if ((await db.worlds.count()) + payload.worlds.length > MUNICIPAL_LIMITS.liveWorlds) {
        const oldest = await db.worlds.orderBy('expiresAt').first();
        throw ports.worldsFull(
          MUNICIPAL_LIMITS.liveWorlds,
          Math.max(1, Math.ceil(((oldest?.expiresAt ?? now) - now) / 1000)),
        );
      }
      const decided = planImport(payload, version, await loadExisting(db), fresh, now, random);
      studio = ports.planStudioImport(projects, await studioNames(db), choices, now, origin);
      await write(db, decided);
      ports.forgetServedFiles(db);
      await writeStudio(db, studio);
      // Never accept what could not be exported again: measured before the transaction commits.
      const size = await measureContentStore(db);
      if (size > CONTENT_BUDGET_BYTES) throw storeFull(CONTENT_BUDGET_BYTES, size);
      return decided;
    })
    .catch((error: unknown) => {
      forgetContentSize(db);
      throw error;
    })
    .finally(() => ports.forgetServedFiles(db));
  const stored = studio as StudioImportPlan;
  return {
    preview: { ...plan.preview, projects: stored.preview },
    worlds: plan.worlds.map((world, index) => ({
      token: (fresh[index] as FreshWorld).token,
      expires_at: berlinIso(world.expiresAt),
    })),
    projects: stored.result,
  };
}

async function freshWorld(context: EngineContext): Promise<FreshWorld> {
  const token = randomHex(context.random, 32);
  return { id: randomHex(context.random, 16), token, tokenHash: await sha256Hex(token) };
}

async function loadExisting(db: SandboxDb): Promise<Existing> {
  const [pages, imageIds, tokenIds] = await Promise.all([
    db.pages.toArray(),
    db.images.toCollection().primaryKeys(),
    db.tokens.toCollection().primaryKeys(),
  ]);
  return {
    pageSeqs: new Map(pages.map((page) => [page.id, page.seq])),
    imageIds: new Set(imageIds),
    tokenIds: new Set(tokenIds),
  };
}

/** Every write of the plan, inside the caller's transaction. */
async function write(db: SandboxDb, plan: ImportPlan): Promise<void> {
  await db.revisions.where('pageId').anyOf(plan.replacedPages).delete();
  await db.pages.bulkPut(plan.pages);
  await db.revisions.bulkPut(plan.revisions);
  await db.images.bulkPut(plan.images);
  await db.tokens.bulkAdd(plan.tokens);
  await db.worlds.bulkAdd(plan.worlds);
  await db.cases.bulkAdd(plan.cases);
  await db.idempotency.bulkAdd(plan.idempotency);
  await db.connections.bulkAdd(plan.connections);
  await db.journal.bulkAdd(plan.journal);
  // The journal's overall bound holds after an import too (the recorder counts only what it writes).
  const over = (await db.journal.count()) - JOURNAL_LIMITS.total;
  if (over > 0) await db.journal.orderBy(':id').limit(over).delete();
}
