/** Issue 20: a title per screen and language; no German screen name in an English title. */
import { expect, type Page, test } from '@playwright/test';
import { openControlled } from './support.ts';

const TITLES = {
  de: {
    app: 'Offline-Sandbox',
    start: 'Start',
    catalogue: 'Dienstleistungen',
    form: 'Wohngeld',
    review: 'Prüfen Sie Ihre Angaben',
    cases: 'Meine Vorgänge',
    case: /^Vorgang NW-\d{4}-\d{4} – Offline-Sandbox$/,
    agents: 'Agenten-Verbindungen',
    workshop: 'Werkstatt',
    content: 'Inhalte',
    editor: 'Neue Seite (privater Entwurf)',
    inspector: 'Inspektor',
    tools: 'Lokale Werkzeuge',
    greeting: 'Grüße',
    room: 'Türblatt',
    confirm: 'Ich habe die Angaben geprüft. Bestätigen und absenden',
    newPage: 'Neue Seite',
  },
  en: {
    app: 'Offline Sandbox',
    start: 'Start',
    catalogue: 'Services',
    form: 'Housing benefit',
    review: 'Check your answers',
    cases: 'My cases',
    case: /^Case NW-\d{4}-\d{4} – Offline Sandbox$/,
    agents: 'Agent connections',
    workshop: 'Workshop',
    content: 'Content',
    editor: 'New page (private draft)',
    inspector: 'Inspector',
    tools: 'Local tools',
    greeting: 'Greetings',
    room: 'Door sheet',
    confirm: 'I have checked these details. Confirm and send',
    newPage: 'New page',
  },
} as const;

async function titled(page: Page, route: string, title: string, app: string) {
  await page.goto(`./#${route}`);
  await expect(page).toHaveTitle(`${title} – ${app}`);
}

for (const lang of ['de', 'en'] as const) {
  test(`every screen has its own title in ${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    const w = TITLES[lang];
    await page.addInitScript((chosen) => localStorage.setItem('sandbox.lang', chosen), lang);
    await openControlled(page, './');
    await expect(page).toHaveTitle(`${w.start} – ${w.app}`);
    await titled(page, '/buergerservice', w.catalogue, w.app);
    await titled(page, '/buergerservice/antrag/wohngeld', w.form, w.app);
    await page.locator('input[name=profile]').first().check();
    await page.locator('input[name=haushalt]').first().check();
    await page.locator('input[name=wohnung]').first().check();
    await page.locator('form button[type=submit]').click();
    await expect(page.getByTestId('review')).toBeVisible();
    await expect(page).toHaveTitle(`${w.review} – ${w.app}`);
    await page.getByRole('button', { name: w.confirm }).click();
    await expect(page.getByTestId('outcome')).toBeVisible();
    await expect(page).toHaveTitle(w.case);
    await titled(page, '/buergerservice/vorgaenge', w.cases, w.app);
    await titled(page, '/buergerservice/agenten', w.agents, w.app);
    await titled(page, '/buergerservice/werkstatt', w.workshop, w.app);
    await titled(page, '/inhalte', w.content, w.app);
    await page.getByRole('button', { name: w.newPage }).click();
    await expect(page).toHaveTitle(`${w.editor} – ${w.app}`);
    await titled(page, '/inspektor', w.inspector, w.app);
    await titled(page, '/werkzeuge', w.tools, w.app);
    await titled(page, '/raum', w.room, w.app);
    await titled(page, '/gruesse', w.greeting, w.app);
    // Switching the language retitles the screen at once.
    await page.getByRole('button', { name: lang === 'de' ? 'Switch to English' : 'Auf Deutsch umschalten' }).click();
    const other = TITLES[lang === 'de' ? 'en' : 'de'];
    await expect(page).toHaveTitle(`${other.greeting} – ${other.app}`);
  });
}
