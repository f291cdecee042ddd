/**
 * Issue 20: nothing a person types is lost, errors are where the eye is, and every screen has its own
 * title; each in German and in English (the language is chosen as a person does: stored choice).
 */
import { expect, type Page, test } from '@playwright/test';
import { openControlled, worldToken } from './support.ts';

const WORDS = {
  de: {
    app: 'Offline-Sandbox',
    error: 'Fehler: ',
    service: 'Termin im Bürgeramt',
    start: 'Beginnen Termin im Bürgeramt',
    purpose: 'Personalausweis',
    morning: 'Vormittag',
    back: 'Zurück zur Übersicht',
    continue: 'Weiter zur Prüfung',
    summary: 'Es gibt ein Problem',
    errPerson: 'Wählen Sie, für wen Sie das beantragen',
    errSlot: 'Wählen Sie einen Termin',
    review: 'Prüfen Sie Ihre Angaben',
    submit: 'Ich habe die Angaben geprüft. Bestätigen und absenden',
    newPage: 'Neue Seite',
    title: 'Titel',
    body: 'Text',
    save: 'Entwurf speichern',
    close: 'Schließen',
    publish: 'Veröffentlichen',
    saveAndPublish: 'Speichern und veröffentlichen',
    yesPublish: 'Ja, veröffentlichen',
    leave: 'Verlassen und Änderungen verwerfen',
    stay: 'Bleiben und weiter bearbeiten',
    published: 'Veröffentlicht',
    tools: 'Lokale Werkzeuge',
    code: 'Kopplungscode (von der Brücke ausgegeben)',
    port: 'Port der Brücke',
    connect: 'Verbinden',
    agentName: 'Name',
    createConnection: 'Verbindung anlegen',
    publishRight: 'Veröffentlichen (content:publish, mit Schreiben)',
    practiceAgents: 'Agenten-Verbindungen',
    practiceAgentName: 'Name des Agenten',
    practiceConnect: 'Verbindung herstellen',
    importConfirm: 'Importieren',
    imported: 'Importiert: 4 Seiten',
    editTitle: (title: string, version: number) => `„${title}“ bearbeiten (Version ${version})`,
  },
  en: {
    app: 'Offline Sandbox',
    error: 'Error: ',
    service: 'Appointment at the citizens’ office',
    start: 'Start Appointment at the citizens’ office',
    purpose: 'Identity card',
    morning: 'Morning',
    back: 'Back to the overview',
    continue: 'Continue to review',
    summary: 'There is a problem',
    errPerson: 'Choose who this is for',
    errSlot: 'Choose a slot',
    review: 'Check your answers',
    submit: 'I have checked these details. Confirm and send',
    newPage: 'New page',
    title: 'Title',
    body: 'Body',
    save: 'Save draft',
    close: 'Close',
    publish: 'Publish',
    saveAndPublish: 'Save and publish',
    yesPublish: 'Yes, publish',
    leave: 'Leave and discard changes',
    stay: 'Stay and keep editing',
    published: 'Published',
    tools: 'Local tools',
    code: 'Pairing code (printed by the bridge)',
    port: 'Bridge port',
    connect: 'Connect',
    agentName: 'Name',
    createConnection: 'Create connection',
    publishRight: 'Publish (content:publish, with write)',
    practiceAgents: 'Agent connections',
    practiceAgentName: 'Name of the agent',
    practiceConnect: 'Connect',
    importConfirm: 'Import',
    imported: 'Imported: 4 pages',
    editTitle: (title: string, version: number) => `Edit “${title}” (version ${version})`,
  },
} as const;

type Lang = keyof typeof WORDS;

/** Opens the app in a language, as a person who chose it before would. */
/**
 * Makes the owner channel refuse one operation (as a full store would) until `allowOwner`: the
 * app's message to the worker is answered with a refusal instead of being sent.
 */
async function refuseOwner(page: Page, op: string) {
  await page.evaluate((refused) => {
    const w = window as unknown as { refusedOp?: string; ownerPatched?: boolean };
    w.refusedOp = refused;
    if (w.ownerPatched) return;
    w.ownerPatched = true;
    const send = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, message: unknown, transfer: Transferable[]) {
      const asked = message as { type?: string; op?: string };
      if (asked?.type === 'owner' && asked.op === w.refusedOp) {
        (transfer[0] as MessagePort).postMessage({ ok: false, error: { code: 'store_full', message: 'full' } });
        return;
      }
      return send.call(this, message, transfer as never);
    } as typeof send;
  }, op);
}

async function allowOwner(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { refusedOp?: string }).refusedOp = undefined;
  });
}

async function openIn(page: Page, lang: Lang, path: string) {
  await page.addInitScript((chosen) => localStorage.setItem('sandbox.lang', chosen), lang);
  await openControlled(page, path);
}

for (const lang of ['de', 'en'] as const) {
  const w = WORDS[lang];

  test.describe(`in ${lang}`, () => {
    test('a citizen’s answers survive the catalogue and back, and a reload; submitting clears them', async ({
      page,
    }) => {
      await openIn(page, lang, './#/buergerservice');
      await page.getByRole('link', { name: w.start }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.service })).toBeVisible();
      await page.getByRole('radio', { name: /Anna Beispiel/ }).check();
      await page.getByRole('radio', { name: w.purpose }).check();
      await page.getByRole('radio', { name: w.morning }).check();
      const slot = page.locator('input[name=slot]').first();
      await slot.check();
      const chosen = await slot.getAttribute('value');

      // To the catalogue and back: everything is still chosen.
      await page.getByRole('link', { name: w.back }).click();
      await expect(page.getByRole('link', { name: w.start })).toBeVisible();
      await page.getByRole('link', { name: w.start }).click();
      await expect(page.getByRole('radio', { name: /Anna Beispiel/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: w.purpose })).toBeChecked();
      await expect(page.getByRole('radio', { name: w.morning })).toBeChecked();
      await expect(page.locator(`input[name=slot][value="${chosen}"]`)).toBeChecked();

      // A reload: still there. What is kept holds no capability.
      await page.reload();
      await expect(page.getByRole('radio', { name: /Anna Beispiel/ })).toBeChecked();
      await expect(page.locator(`input[name=slot][value="${chosen}"]`)).toBeChecked();
      const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
      expect(kept).toContain('sandbox.answers.');
      const token = await worldToken(page);
      expect(token.length).toBeGreaterThan(10);
      expect(kept).not.toContain(token);

      // Submitted: the kept answers are gone, a new application starts empty.
      await page.getByRole('button', { name: w.continue }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.review })).toBeVisible();
      await page.getByRole('button', { name: w.submit }).click();
      await expect(page.getByTestId('outcome')).toBeVisible();
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sandbox.answers.'))),
      ).toEqual([]);
      await page.goto(`./#/buergerservice/antrag/termin`);
      await expect(page.getByRole('heading', { level: 1, name: w.service })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Anna Beispiel/ })).not.toBeChecked();
    });

    test('the error summary lists every missing answer, the slot included, links to each; the title says Error', async ({
      page,
    }) => {
      await openIn(page, lang, './#/buergerservice/antrag/termin');
      await expect(page.getByRole('heading', { level: 1, name: w.service })).toBeVisible();
      await expect(page).toHaveTitle(`${w.service} – ${w.app}`);
      await page.getByRole('button', { name: w.continue }).click();
      const summary = page.getByTestId('error-summary');
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('heading', { name: w.summary })).toBeVisible();
      await expect(summary.getByRole('link')).toHaveCount(4);
      await expect(summary.getByRole('link', { name: w.errPerson })).toHaveAttribute('href', '#question-profile');
      await expect(summary.getByRole('link', { name: new RegExp(`^${w.errSlot}`) })).toHaveAttribute(
        'href',
        '#question-slot',
      );
      await expect(page).toHaveTitle(`${w.error}${w.service} – ${w.app}`);
      // The message beside the field, and the link moves focus to the field.
      await expect(page.locator('#question-slot-error')).toContainText(w.errSlot);
      await summary.getByRole('link', { name: w.errPerson }).click();
      await expect(page.getByRole('radio', { name: /Anna Beispiel/ })).toBeFocused();
      // Answering clears that error; all answered, the title is plain again.
      await page.getByRole('radio', { name: /Anna Beispiel/ }).check();
      await page.getByRole('radio', { name: w.purpose }).check();
      await page.getByRole('radio', { name: w.morning }).check();
      await page.locator('input[name=slot]').first().check();
      await expect(page).toHaveTitle(`${w.service} – ${w.app}`);
    });

    test('Publish publishes what is on screen; Close and leaving ask on the page while edits are unsaved', async ({
      page,
    }) => {
      // Every question is asked on the page; only leaving the page is the browser's own (beforeunload).
      const asked: string[] = [];
      page.on('dialog', (dialog) => {
        asked.push(dialog.type());
        void dialog.dismiss();
      });
      await openIn(page, lang, './#/inhalte');
      await page.getByRole('button', { name: w.newPage }).click();
      await page.getByLabel(w.title, { exact: true }).fill('Öffnungszeiten für Straße');
      await page.getByLabel(w.body, { exact: true }).fill('Montag');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('heading', { name: w.editTitle('Öffnungszeiten für Straße', 1) })).toBeVisible();

      // An unsaved edit, then Publish: the edit is saved first and what is on screen goes public.
      await page.getByLabel(w.body, { exact: true }).fill('Montag und Dienstag');
      await page.getByRole('button', { name: w.publish, exact: true }).click();
      const question = page.getByTestId('editor-confirm');
      await expect(question.getByRole('heading')).toBeFocused();
      await question.getByRole('button', { name: w.saveAndPublish }).click();
      await expect(page.getByRole('heading', { name: w.editTitle('Öffnungszeiten für Straße', 3) })).toBeVisible();
      const live = await page.evaluate(async () => (await (await fetch('api/public/feed')).json()).items);
      expect(live).toHaveLength(1);
      expect(live[0].body).toBe('Montag und Dienstag');
      expect(live[0].slug).toBe('oeffnungszeiten-fuer-strasse');

      // Close with an unsaved edit asks on the page; "stay" keeps the edit.
      await page.getByLabel(w.body, { exact: true }).fill('Nur Mittwoch');
      await page.getByRole('button', { name: w.close }).click();
      const leave = page.getByTestId('leave-step');
      await expect(leave.getByRole('heading')).toBeFocused();
      await leave.getByRole('button', { name: w.stay }).click();
      await expect(leave).toHaveCount(0);
      await expect(page.getByLabel(w.body, { exact: true })).toHaveValue('Nur Mittwoch');

      // In-app navigation asks too, and staying keeps the address and the edit.
      await page.getByRole('navigation').getByRole('link').first().click();
      await expect(leave.getByRole('heading')).toBeFocused();
      await expect(page).toHaveURL(/#\/inhalte$/);
      await leave.getByRole('button', { name: w.stay }).click();
      await expect(page.getByLabel(w.body, { exact: true })).toHaveValue('Nur Mittwoch');
      expect(asked).toEqual([]);

      // Leaving the page asks (beforeunload).
      await page.evaluate(() => {
        window.location.href = 'about:blank';
      });
      await expect.poll(() => asked).toEqual(['beforeunload']);
      await expect(page.getByLabel(w.body, { exact: true })).toHaveValue('Nur Mittwoch');

      // Close, agreeing to drop the edit: the list again, the title the content screen's.
      await page.getByRole('button', { name: w.close }).click();
      await leave.getByRole('button', { name: w.leave }).click();
      await expect(page.getByRole('button', { name: w.newPage })).toBeVisible();
    });

    test('a 409 on Publish keeps the edits and shows the comparison; nothing is published', async ({ page }) => {
      await openIn(page, lang, './#/inhalte');
      await page.getByRole('button', { name: w.newPage }).click();
      await page.getByLabel(w.title, { exact: true }).fill('Bürgerbüro');
      await page.getByLabel(w.body, { exact: true }).fill('Montag');
      await page.getByRole('button', { name: w.save }).click();
      await expect(page.getByRole('heading', { name: w.editTitle('Bürgerbüro', 1) })).toBeVisible();
      // Someone else saves meanwhile.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const channel = new MessageChannel();
        const reply = new Promise<{ result: { token: string } }>((resolve) => {
          channel.port1.onmessage = (event) => resolve(event.data);
        });
        registration.active?.postMessage(
          { type: 'owner', op: 'createToken', args: { name: 'Kollegin', scopes: ['content:write'] } },
          [channel.port2],
        );
        const token = (await reply).result.token;
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
        const list = await (await fetch('api/pages', { headers })).json();
        await fetch(`api/pages/${list.pages[0].id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ title: 'Bürgerbüro', body: 'Dienstag', expected_version: 1 }),
        });
      });
      await page.getByLabel(w.body, { exact: true }).fill('Mittwoch');
      await page.getByRole('button', { name: w.publish, exact: true }).click();
      await page.getByTestId('editor-confirm').getByRole('button', { name: w.saveAndPublish }).click();
      const conflict = page.getByTestId('conflict');
      await expect(conflict).toContainText('Mittwoch');
      await expect(conflict).toContainText('Dienstag');
      await expect(page.getByLabel(w.body, { exact: true })).toHaveValue('Mittwoch');
      const live = await page.evaluate(async () => (await (await fetch('api/public/feed')).json()).items);
      expect(live).toEqual([]);
    });

    test('a failed Connect keeps the pairing code and the port', async ({ page }) => {
      await openIn(page, lang, './#/werkzeuge');
      await expect(page).toHaveTitle(`${w.tools} – ${w.app}`);
      // Port 9 (discard) has no bridge: the connection fails.
      await page.getByLabel(w.port).fill('9');
      await page.getByLabel(w.code).fill('ABCD-1234');
      await page.getByRole('button', { name: w.connect }).click();
      await expect(page.getByTestId('bridge-state')).toHaveAttribute('data-state', 'disconnected');
      await expect(page.locator('.error')).toBeVisible();
      await expect(page.getByLabel(w.code)).toHaveValue('ABCD-1234');
      await expect(page.getByLabel(w.port)).toHaveValue('9');
      await expect(page).toHaveTitle(`${w.error}${w.tools} – ${w.app}`);
    });

    test('moving away from Local tools and back keeps the pairing code', async ({ page }) => {
      await openIn(page, lang, './#/werkzeuge');
      await page.getByLabel(w.code).fill('WXYZ-9876');
      await page.goto('./#/inhalte');
      await page.goto('./#/werkzeuge');
      await expect(page.getByLabel(w.code)).toHaveValue('WXYZ-9876');
    });

    test('a refused token creation keeps the name and the rights chosen', async ({ page }) => {
      await openIn(page, lang, './#/inhalte');
      const agents = page.locator('section[aria-labelledby="agents-heading"]');
      await agents.getByLabel(w.agentName, { exact: true }).fill('Redaktionsbot');
      await agents.getByLabel(w.publishRight).check();
      await refuseOwner(page, 'createToken');
      await agents.getByRole('button', { name: w.createConnection }).click();
      await expect(agents.locator('.error')).toBeVisible();
      await expect(page.getByTestId('new-token')).toHaveCount(0);
      await expect(agents.getByLabel(w.agentName, { exact: true })).toHaveValue('Redaktionsbot');
      await expect(agents.getByLabel(w.publishRight)).toBeChecked();
      // Once the channel answers again, the same inputs make the connection.
      await allowOwner(page);
      await agents.getByRole('button', { name: w.createConnection }).click();
      await expect(page.getByTestId('new-token')).toContainText('Redaktionsbot');
      await expect(page.getByTestId('connections')).toContainText('content:write, content:publish');
      await expect(agents.getByLabel(w.agentName, { exact: true })).toHaveValue('');
    });

    test('a failed agent Connect in a practice world keeps the name', async ({ page }) => {
      await openIn(page, lang, './#/buergerservice/agenten');
      await expect(page.getByRole('heading', { level: 1, name: w.practiceAgents })).toBeVisible();
      // The next POST /v1/connections is answered with a Problem (as a full store would).
      await page.evaluate(() => {
        const send = window.fetch;
        window.fetch = (input, init) => {
          const url = input instanceof Request ? input.url : String(input);
          if (url.includes('/v1/connections') && init?.method === 'POST') {
            window.fetch = send;
            const problem = JSON.stringify({ error: 'store_full', message: 'full' });
            return Promise.resolve(
              new Response(problem, { status: 507, headers: { 'content-type': 'application/problem+json' } }),
            );
          }
          return send(input, init);
        };
      });
      await page.getByLabel(w.practiceAgentName).fill('Claude');
      await page.getByRole('button', { name: w.practiceConnect }).click();
      await expect(page.locator('.error')).toBeVisible();
      await expect(page.getByLabel(w.practiceAgentName)).toHaveValue('Claude');
      await expect(page.getByTestId('agent-token')).toHaveCount(0);
      await expect(page).toHaveTitle(`${w.error}${w.practiceAgents} – ${w.app}`);
      await page.getByRole('button', { name: w.practiceConnect }).click();
      await expect(page.getByTestId('agent-token').getByRole('textbox')).toHaveValue(/^agt_[0-9a-f]{64}$/);
      await expect(page.getByLabel(w.practiceAgentName)).toHaveValue('');
    });

    test('a failed import keeps the checked file: its preview stays and Import works once it can', async ({ page }) => {
      await openIn(page, lang, './#/import?from=scenarios%2Fcontent-workshop.sandbox');
      const preview = page.getByTestId('import-preview');
      await expect(preview.getByTestId('preview-pages-added')).toContainText('4');
      await refuseOwner(page, 'importFile');
      await preview.getByRole('button', { name: w.importConfirm, exact: true }).click();
      await expect(page.getByTestId('import-error')).not.toBeEmpty();
      await expect(preview.getByRole('button', { name: w.importConfirm, exact: true })).toBeEnabled();
      await allowOwner(page);
      await preview.getByRole('button', { name: w.importConfirm, exact: true }).click();
      await expect(page.getByTestId('import-status')).toContainText(w.imported);
      await expect(page.getByTestId('import-error')).toBeEmpty();
    });
  });
}
