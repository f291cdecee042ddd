/**
 * The Inspector as a model: which journal is shown (this tab's world or the owner's), the filters,
 * the entry opened, and the entries shown (newest first) as a computed value over the live journal
 * (journal-model.ts). Choosing another journal clears the filters and starts reading it afresh.
 */
import { computed, signal } from '@preact/signals';
import { choices, type Filters, matches, methodChoices, NO_FILTERS, whoOf } from './filters.ts';
import type { JournalView } from './journal-api.ts';
import { createJournalModel, type ReadJournal } from './journal-model.ts';

/**
 * What a link asks the Inspector to show: `#/inspektor?project=<name>` is the studio view filtered to
 * that project's requests (the studio links to it, issue 38); anything else, this tab's world.
 */
export function startOf(query: string): { view: JournalView; filters: Filters } {
  const project = new URLSearchParams(query).get('project');
  return project
    ? { view: 'studio', filters: { ...NO_FILTERS, source: `studio:${project}` } }
    : { view: 'world', filters: NO_FILTERS };
}

export function createInspectorModel(read: ReadJournal, query = '') {
  const journal = createJournalModel(read);
  const start = startOf(query);
  const view = signal<JournalView>(start.view);
  const filters = signal<Filters>(start.filters);
  /** The id of the entry opened in place. */
  const open = signal<number | undefined>(undefined);
  let token: string | undefined;

  return {
    journal,
    view,
    filters,
    open,
    /** The entries the filters let through, newest first. */
    shown: computed(() => journal.entries.value.filter((entry) => matches(entry, filters.value)).reverse()),
    methods: computed(() => methodChoices(journal.entries.value)),
    people: computed(() => choices(journal.entries.value, whoOf)),
    /** Reads the journal of the view chosen for this tab's world (its capability, or none yet). */
    follow(worldToken: string | undefined): Promise<void> {
      token = worldToken;
      return journal.open(view.value, token);
    },
    choose(next: JournalView): Promise<void> {
      view.value = next;
      filters.value = NO_FILTERS;
      open.value = undefined;
      return journal.open(next, token);
    },
    filter(key: keyof Filters, value: string) {
      filters.value = { ...filters.value, [key]: value };
    },
    toggle(id: number) {
      open.value = open.value === id ? undefined : id;
    },
  };
}

export type InspectorModel = ReturnType<typeof createInspectorModel>;
