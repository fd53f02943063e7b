// Stands in for `markdown-to-jsx/react` inside rjsf (vite.config.ts aliases it here). rjsf renders
// Markdown only when a uiSchema sets `enableMarkdownInDescription`/`enableMarkdownInHelp`, which no
// form of the app does (descriptions and help texts are translated plain text), and for its
// developer messages about unsupported schemas. The real parser is about 35 KB gzip of every
// form's JavaScript for that; here the text is shown as it is.
import type { ReactNode } from 'react';

export function Markdown({ children }: { children?: ReactNode }) {
  return <span>{children}</span>;
}

export default Markdown;
