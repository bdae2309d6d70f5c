// Export: the document as a file the browser downloads.

/** A file name from the title: letters, digits, dashes and underscores ('Kick-off minutes' -> 'Kick-off-minutes'). */
export function exportFileName(title: string, extension: 'md' | 'html'): string {
  const base = title.normalize('NFKD').replace(/[^\w-]+/g, '-').replace(/-{2,}/g, '-').replace(/^-|-$/g, '').slice(0, 80);
  return `${base || 'document'}.${extension}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A standalone HTML file: the title, and the document's HTML as the server sanitised it. */
export function htmlExport(title: string, sanitisedHtml: string): string {
  return `<!doctype html>\n<html>\n<head>\n<meta charset="utf-8">\n<title>${escapeHtml(title)}</title>\n</head>\n<body>\n<h1>${escapeHtml(title)}</h1>\n${sanitisedHtml}\n</body>\n</html>\n`;
}

export function download(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
