import { html } from '@codemirror/lang-html';
import { EditorView } from '@codemirror/view';
import { useComputedColorScheme } from '@mantine/core';
import CodeMirror from '@uiw/react-codemirror';

// The reported page's source as text: a read-only code view. The page is phishing content; it is
// never rendered, framed or run in the console only highlighted.
const extensions = [
  html({ autoCloseTags: false }),
  EditorView.lineWrapping,
  EditorView.contentAttributes.of({ 'aria-label': 'Page HTML source', 'aria-readonly': 'true' }),
];

/** Loaded lazily (its own chunk): CodeMirror is large and only the HTML tab needs it. */
export default function HtmlSourceView({ source }: { source: string }) {
  const scheme = useComputedColorScheme('light');
  return (
    <CodeMirror
      value={source}
      editable={false}
      readOnly
      theme={scheme}
      extensions={extensions}
      maxHeight="70vh"
      basicSetup={{
        lineNumbers: true,
        foldGutter: true,
        highlightActiveLine: false,
        highlightActiveLineGutter: false,
        autocompletion: false,
        closeBrackets: false,
        searchKeymap: true,
      }}
    />
  );
}
