/** Workshop kit (issue #13) through the real service worker: time travel and faults for one world. */
import { expect, type Page, test } from '@playwright/test';
import { openControlled } from './support.ts';

/** Calls the API from inside the page, as a participant's frontend would; `headers` adds e.g. Prefer. */
function call(page: Page, method: string, path: string, token?: string, body?: unknown, headers = {}) {
  return page.evaluate(
    async ({ method, path, token, body, headers }) => {
      const all: Record<string, string> = { 'content-type': 'application/json', ...headers };
      if (token) all.authorization = `Bearer ${token}`;
      const res = await fetch(path, {
        method,
        headers: all,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return {
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        body: text ? JSON.parse(text) : null,
      };
    },
    { method, path, token, body, headers },
  );
}

const WOHNGELD = { service: 'wohngeld', profile: 'anna', fields: { haushalt: 'familie', wohnung: 'miete' } };

async function worldWithDraft(page: Page) {
  await openControlled(page);
  const token = (await call(page, 'POST', 'v1/sessions', undefined, {})).body.token as string;
  const drafted = await call(page, 'POST', 'v1/drafts', token, WOHNGELD, {
    'idempotency-key': 'e2e-workshop-draft-01',
  });
  expect(drafted.status).toBe(201);
  return { token, id: drafted.body.id as string };
}

test('a review expires by time travel: submit answers 409 review_expired; another world keeps its time', async ({
  page,
}) => {
  const { token, id } = await worldWithDraft(page);
  const other = await worldWithDraft(page);
  const moved = await call(page, 'POST', 'v1/sessions/current/clock', token, { advance_seconds: 15 * 60 });
  expect(moved.status).toBe(200);
  expect(moved.body.clock_offset_seconds).toBe(900);
  const submit = { version: 1, confirmed: true };
  const late = await call(page, 'POST', `v1/drafts/${id}/submit`, token, submit, {
    'idempotency-key': 'e2e-workshop-late-01',
  });
  expect(late.status).toBe(409);
  expect(late.body.error).toBe('review_expired');
  const inTime = await call(page, 'POST', `v1/drafts/${other.id}/submit`, other.token, submit, {
    'idempotency-key': 'e2e-workshop-intime-1',
  });
  expect(inTime.status).toBe(200);
});

test('a lost answer on submit; the retry with the same key replays the result and leaves one case', async ({
  page,
}) => {
  const { token, id } = await worldWithDraft(page);
  const faults = {
    fault: 'lost-answer',
    when: 'next',
    rate: 0,
    latency_ms: 0,
    latency_jitter_ms: 0,
    seed: 1,
    applies_to: 'everyone',
  };
  expect((await call(page, 'PUT', 'v1/sessions/current/faults', token, faults)).status).toBe(200);
  const submit = { version: 1, confirmed: true };
  const key = { 'idempotency-key': 'e2e-workshop-submit-1' };
  const lost = await call(page, 'POST', `v1/drafts/${id}/submit`, token, submit, key);
  expect(lost.status).toBe(503);
  expect(lost.body.error).toBe('answer_lost');
  const retry = await call(page, 'POST', `v1/drafts/${id}/submit`, token, submit, key);
  expect(retry.status).toBe(200);
  expect(retry.replayed).toBe('true');
  expect(retry.body.state).toBe('received');
  const list = await call(page, 'GET', 'v1/drafts', token);
  expect(list.body.cases).toHaveLength(1);
  // The same through Prefer, on a request of its own: asked for once, nothing switched on.
  const again = await call(page, 'GET', 'v1/drafts', token, undefined, { prefer: 'fault=503' });
  expect(again.status).toBe(503);
  expect((await call(page, 'GET', 'v1/sessions/current', token)).body.faults.fault).toBe('none');
});
