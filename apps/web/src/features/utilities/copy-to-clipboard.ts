/** Copies text with the Clipboard API; rejects when the browser has none or refuses. */
export async function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}
