/** HTML that the loader has already sanitised (content/sanitize.server.ts). */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={`rich-text${className ? ` ${className}` : ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
