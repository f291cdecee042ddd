/**
 * Property: random sequences of operations in several worlds behave like a simple model.
 * Never more than 40 cases per world; no case read or changed from another world; replays are
 * identical; versions only grow; no write is lost.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testEngine } from '../support.ts';
import { auth, type CaseBody, confirm, draft, openWorld } from './support.ts';

const INPUTS = [
  { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } },
  { service: 'meldebescheinigung', profile: 'ben', fields: { zweck: 'verein' } },
  { service: 'bibliothek', profile: 'clara', fields: { tarif: 'probe', interesse: 'comic' } },
];
const OUTCOME: Record<string, string> = {
  wohngeld: 'received',
  meldebescheinigung: 'completed',
  bibliothek: 'completed',
};

type Op =
  | { kind: 'draft'; world: number; input: number; key: number }
  | { kind: 'submit' | 'cancel'; world: number; pick: number; stale: boolean }
  | { kind: 'readForeign'; world: number; pick: number }
  | { kind: 'list'; world: number };

const WORLDS = 3;
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('draft' as const),
      world: fc.nat(WORLDS - 1),
      input: fc.nat(2),
      key: fc.nat(60),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('submit' as const),
      world: fc.nat(WORLDS - 1),
      pick: fc.nat(100),
      stale: fc.boolean(),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      world: fc.nat(WORLDS - 1),
      pick: fc.nat(100),
      stale: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('readForeign' as const), world: fc.nat(WORLDS - 1), pick: fc.nat(100) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('list' as const), world: fc.nat(WORLDS - 1) }) },
);

interface ModelCase {
  id: string;
  state: string;
  version: number;
  service: string;
}

describe('the municipal service against a model', () => {
  it('keeps its invariants over random operation sequences', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 20, maxLength: 120 }), async (ops) => {
        const engine = testEngine();
        const tokens = await Promise.all(Array.from({ length: WORLDS }, () => openWorld(engine)));
        const model: ModelCase[][] = tokens.map(() => []);
        const firstAnswers = new Map<string, { input: number; body: CaseBody; status: number }>();

        for (const step of ops) {
          const token = tokens[step.world] as string;
          const cases = model[step.world] as ModelCase[];
          if (step.kind === 'draft') {
            const key = `w${step.world}-key-${String(step.key).padStart(10, '0')}`;
            const { res, body } = await draft(engine, token, INPUTS[step.input], key);
            const first = firstAnswers.get(key);
            if (first) {
              if (first.input === step.input) {
                // Replays are identical, status and body.
                expect(res.status).toBe(first.status);
                expect(body).toEqual(first.body);
              } else {
                expect(res.status).toBe(409);
              }
            } else if (cases.length >= 40) {
              expect(res.status).toBe(429);
            } else {
              expect(res.status).toBe(201);
              firstAnswers.set(key, { input: step.input, body, status: 201 });
              cases.push({ id: body.id, state: 'review', version: 1, service: INPUTS[step.input]?.service ?? '' });
            }
          } else if (step.kind === 'list') {
            // Between changes too, a list shows exactly the model's cases.
            await expectListMatches(token, cases);
          } else if (step.kind === 'readForeign') {
            const other = model[(step.world + 1) % WORLDS] as ModelCase[];
            const target = other[step.pick % Math.max(1, other.length)];
            if (!target) continue;
            const res = await engine.call('GET', `/v1/drafts/${target.id}`, undefined, auth(token));
            expect(res.status).toBe(404);
            const change = await confirm(engine, token, target.id, 'cancel', target.version);
            expect(change.res.status).toBe(404);
          } else {
            const target = cases[step.pick % Math.max(1, cases.length)];
            if (!target) continue;
            const version = step.stale ? target.version + 1 : target.version;
            const { res, body } = await confirm(engine, token, target.id, step.kind, version);
            const allowed =
              step.kind === 'submit'
                ? target.state === 'review'
                : target.state === 'review' || target.state === 'completed';
            if (step.stale) {
              expect(res.status).toBe(409);
            } else if (allowed) {
              expect(res.status).toBe(200);
              expect(body.version).toBe(target.version + 1);
              target.version += 1;
              target.state = step.kind === 'cancel' ? 'cancelled' : (OUTCOME[target.service] as string);
              expect(body.state).toBe(target.state);
            } else {
              expect(res.status).toBe(409);
            }
          }
        }

        // No write lost, no case in the wrong world, never more than 40 per world.
        for (let w = 0; w < WORLDS; w++) await expectListMatches(tokens[w] as string, model[w] as ModelCase[]);

        async function expectListMatches(token: string, cases: ModelCase[]) {
          const list = await (await engine.call('GET', '/v1/drafts', undefined, auth(token))).json();
          const expected = cases.map(({ id, state, version }) => ({ id, state, version }));
          expect(list.cases.map(({ id, state, version }: ModelCase) => ({ id, state, version }))).toEqual(expected);
          expect(list.cases.length).toBeLessThanOrEqual(40);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
