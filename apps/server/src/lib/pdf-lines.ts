import type { PDFFont } from 'pdf-lib';

/**
 * The standard fonts encode only WinAnsi: anything else (emoji, CJK, other scripts) would make
 * pdf-lib throw, so it becomes '?'; control characters (a newline in a reason) become spaces.
 * `encodable` is the font's character set, read once per document.
 */
export function printableText(encodable: ReadonlySet<number>, text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else out += encodable.has(code) ? char : '?';
  }
  return out;
}

/**
 * Printable text in lines of at most `width` points, broken at spaces (and inside a word longer
 * than a line).
 */
export function wrapText(font: PDFFont, printable: string, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (let word of printable.split(/ +/).filter(Boolean)) {
    while (!fits(word)) {
      let head = word;
      while (head.length > 1 && !fits(head)) head = head.slice(0, -1);
      if (line) lines.push(line);
      line = '';
      lines.push(head);
      word = word.slice(head.length);
    }
    if (!word) continue;
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
