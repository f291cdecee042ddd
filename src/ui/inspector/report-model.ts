/**
 * A report card as a model: read when a screen opens it for a subject (this tab's world, a content
 * token) and again on demand, never on other requests' path. Built on the kit's resource: a card
 * read for an earlier subject never replaces the one for the subject now shown.
 */
import { computed } from '@preact/signals';
import type { ReportCard } from '../../engine/report/schemas.ts';
import { createResource } from '../kit/resource.ts';
import type { ReportSubject } from './report-api.ts';

/**
 * The report screen's choice a link asks for: `#/zeugnis?project=<name>` is that studio project's
 * card (`studio:<name>`, the studio links to it, issue 38); else this tab's world.
 */
export function choiceOf(query: string): string {
  const project = new URLSearchParams(query).get('project');
  return project ? `studio:${project}` : 'world';
}

/** A subject as a key: the same world or token is the same subject. */
export function subjectKey(subject: ReportSubject | undefined): string {
  if (!subject) return '';
  const lang = subject.lang ?? 'en';
  return subject.kind === 'world'
    ? `world ${subject.token} ${lang} ${subject.agent === undefined ? '' : `agent ${subject.agent}`} ${subject.project === undefined ? '' : `project ${subject.project}`}`
    : subject.kind === 'project'
      ? `project ${subject.project} ${lang}`
      : `token ${subject.tokenId} ${lang}`;
}

export function createReportModel(read: (subject: ReportSubject) => Promise<ReportCard>) {
  let subject: ReportSubject | undefined;
  let shownKey = '';
  const card = createResource<ReportCard | undefined>(async () => (subject ? read(subject) : undefined));
  return {
    card,
    /** Nothing to read yet (no world in this tab). */
    idle: computed(() => card.data.value === undefined && !card.loading.value),
    /** Shows another subject: its card is read and the earlier one's is not shown meanwhile. */
    show(next: ReportSubject | undefined): Promise<void> {
      const key = subjectKey(next);
      if (key === shownKey) return Promise.resolve();
      shownKey = key;
      subject = next;
      card.set(undefined);
      return card.refresh();
    },
    reload: () => card.refresh(),
    /**
     * The card, only if it is `chosen`'s: a screen renders its new choice (heading, hand-in) before
     * `show` runs, and must not show the earlier subject's card under it meanwhile (issue #32: the
     * world's count under a studio project's heading).
     */
    cardOf: (chosen: ReportSubject | undefined): ReportCard | undefined =>
      subjectKey(chosen) === shownKey ? card.data.value : undefined,
  };
}

export type ReportModel = ReturnType<typeof createReportModel>;
