/**
 * The studio's code editor: CodeMirror 6 with highlighting for HTML, CSS, JavaScript and JSON, line
 * numbers, search, bracket matching, history, and completion of the sandbox's paths inside strings.
 * Tab indents (`indentWithTab`); Escape then Tab leaves the editor (CodeMirror's tab-focus mode),
 * which the screen says beside it. Ctrl/Cmd+S saves. One editor per open file (the parent keys it).
 */
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { javascript } from '@codemirror/lang-javascript';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { highlightSelectionMatches, searchKeymap } from '@codemirror/search';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'preact/hooks';
import type { EditorLanguage } from './file-kinds.ts';
import { type SandboxPath, sandboxPathSource } from './sandbox-paths.ts';

function languageExtension(language: EditorLanguage): Extension {
  if (language === 'html') return html();
  if (language === 'css') return css();
  if (language === 'javascript') return javascript();
  if (language === 'json') return json();
  return [];
}

export interface CodeEditorProps {
  text: string;
  language: EditorLanguage;
  /** The editor's accessible name ("Editor: index.html"). */
  label: string;
  /** The id of the help text (how to leave, how to save). */
  describedBy: string;
  paths: () => SandboxPath[];
  onChange(text: string): void;
  onSave(): void;
  /** The view, for the screen's "insert at the cursor". */
  viewRef?: { current: EditorView | null };
}

export function CodeEditor({ text, language, label, describedBy, paths, onChange, onSave, viewRef }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  // The latest callbacks, so the editor made once calls the current ones.
  const callbacks = useRef({ onChange, onSave });
  callbacks.current = { onChange, onSave };

  useEffect(() => {
    if (!host.current) return;
    const view = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: text,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightSpecialChars(),
          history(),
          drawSelection(),
          indentOnInput(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          highlightActiveLine(),
          highlightSelectionMatches(),
          keymap.of([
            {
              key: 'Mod-s',
              preventDefault: true,
              run: () => {
                callbacks.current.onSave();
                return true;
              },
            },
            ...closeBracketsKeymap,
            ...defaultKeymap,
            ...searchKeymap,
            ...historyKeymap,
            ...completionKeymap,
            indentWithTab,
          ]),
          languageExtension(language),
          // Paths complete in every language of the file (a script inside HTML too).
          EditorState.languageData.of(() => [{ autocomplete: sandboxPathSource(paths) }]),
          // tabindex: the scrolling box holds a focusable element (axe's scrollable-region-focusable).
          EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': describedBy, tabindex: '0' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    if (viewRef) viewRef.current = view;
    return () => {
      if (viewRef?.current === view) viewRef.current = null;
      view.destroy();
    };
  }, []);

  return <div class="studio-editor" ref={host} data-testid="studio-editor" />;
}
