/**
 * The two languages every word a person reads is written in, and a text in both (issues 27 and 34).
 * Declared once here: the engine's contracts, guides, documents and report cards, the shared time
 * text and the UI (`import type`) all take these two.
 */

/** German (the app's default) or English (the language of programs and the OpenAPI documents' default). */
export type Lang = 'de' | 'en';

/**
 * Words a person reads, in German and English, declared once beside each other as `{ de, en }`: the
 * guides and the reference screen take their language's, the OpenAPI documents, /llms.txt and the MCP
 * tools English by default. A text without German (or English) does not compile.
 */
export type Words = Readonly<Record<Lang, string>>;
