/** The report card model, driven by a fake reader. */
import { describe, expect, it } from 'vitest';
import type { ReportCard } from '../../../src/engine/report/schemas.ts';
import type { ReportSubject } from '../../../src/ui/inspector/report-api.ts';
import { choiceOf, createReportModel, subjectKey } from '../../../src/ui/inspector/report-model.ts';
import { ApiError } from '../../../src/ui/kit/api.ts';
import { problemMessage } from '../../../src/ui/kit/problem.ts';
import { deferred } from '../support/deferred.ts';

const card = (name: string) => ({ entries: 1, name }) as unknown as ReportCard;

describe('report model', () => {
  it('reads the card of the subject shown, and again on demand', async () => {
    let reads = 0;
    const model = createReportModel(async (subject) => {
      reads += 1;
      return card(
        subject.kind === 'world' ? `world ${reads}` : subject.kind === 'token' ? subject.tokenId : subject.project,
      );
    });
    await model.show({ kind: 'world', token: 'cap' });
    expect(model.card.data.value).toMatchObject({ name: 'world 1' });
    await model.show({ kind: 'world', token: 'cap' }); // the same subject: no second read
    expect(reads).toBe(1);
    await model.reload();
    expect(model.card.data.value).toMatchObject({ name: 'world 2' });
  });

  it('words a failure for the report card', async () => {
    const model = createReportModel(async () => {
      throw new ApiError(500, { error: 'internal' });
    });
    await model.show({ kind: 'token', tokenId: 't1' });
    expect(problemMessage(model.card.error.value, 'report')).toContain(
      'Das Zeugnis konnte nicht gelesen werden (Fehler internal)',
    );
  });

  it('never shows the card of a subject chosen before, however late it answers', async () => {
    const slow = deferred<ReportCard>();
    const model = createReportModel((subject: ReportSubject) =>
      subject.kind === 'world'
        ? slow.promise
        : Promise.resolve(card(subject.kind === 'token' ? subject.tokenId : subject.project)),
    );
    const old = model.show({ kind: 'world', token: 'cap' });
    await model.show({ kind: 'token', tokenId: 'bot' });
    slow.resolve(card('world'));
    await old;
    expect(model.card.data.value).toMatchObject({ name: 'bot' });
  });

  it('shows no card of the earlier subject while the next one is read', async () => {
    const slow = deferred<ReportCard>();
    const model = createReportModel((subject) =>
      subject.kind === 'token' ? slow.promise : Promise.resolve(card('w')),
    );
    await model.show({ kind: 'world', token: 'cap' });
    const next = model.show({ kind: 'token', tokenId: 'bot' });
    expect(model.card.data.value).toBeUndefined();
    slow.resolve(card('bot'));
    await next;
    expect(model.card.data.value).toMatchObject({ name: 'bot' });
  });

  it('gives a card only for the subject it was read for: a new choice never shows the earlier one’s', async () => {
    const model = createReportModel(async (subject) =>
      card(
        subject.kind === 'world'
          ? `world ${subject.project ?? ''}`
          : subject.kind === 'token'
            ? subject.tokenId
            : subject.project,
      ),
    );
    const world: ReportSubject = { kind: 'world', token: 'cap' };
    const project: ReportSubject = { kind: 'world', token: 'cap', project: 'demo' };
    await model.show(world);
    expect(model.cardOf(world)).toMatchObject({ name: 'world ' });
    // The screen renders the project's heading before it asks for the project's card.
    expect(model.cardOf(project)).toBeUndefined();
    await model.show(project);
    expect(model.cardOf(project)).toMatchObject({ name: 'world demo' });
    expect(model.cardOf(world)).toBeUndefined();
  });
});

describe('a studio project as a subject (issue 38)', () => {
  it('has a key of its own: not the world’s card of the same project', () => {
    const across = subjectKey({ kind: 'project', project: 'demo' });
    expect(across).not.toBe(subjectKey({ kind: 'world', token: 'cap', project: 'demo' }));
    expect(across).not.toBe(subjectKey({ kind: 'project', project: 'demo', lang: 'de' }));
  });

  it('is what the studio’s link asks for: #/zeugnis?project=<name>', () => {
    expect(choiceOf('project=meine-seite')).toBe('studio:meine-seite');
    expect(choiceOf('')).toBe('world');
  });
});
